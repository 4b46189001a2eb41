/**
 * How many sections of the page (plugins/sliced-hydration) are still waiting to hydrate. Counted
 * once from the server HTML: each section is a Suspense boundary, written as `<!--$-->`; each
 * reports when React has hydrated it. `useIsBrowser()` turns true only then (browserContext.tsx):
 * a context change above a section not hydrated yet would make React hydrate every such section
 * at once, in one blocking task, which is what the sections are there to avoid.
 */
let waiting = -1;
const listeners: (() => void)[] = [];
/**
 * Stop waiting after this long: a section that never reports (an error, a change in React) must
 * not keep `useIsBrowser()` false for the rest of the visit.
 */
const SECTIONS_WAIT_MAX_MS = 10_000;

function release(): void {
  waiting = 0;
  listeners.splice(0).forEach((listener) => listener());
}

function countSections(): number {
  if (typeof document === 'undefined') return 0;
  const root = document.getElementById('__docusaurus');
  if (!root) return 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') count += 1;
  return count;
}

function pending(): number {
  if (waiting < 0) waiting = countSections();
  return waiting;
}

/** Called by each section once it is hydrated (or rendered in the browser). */
export function sectionHydrated(): void {
  if (pending() <= 0) return;
  waiting -= 1;
  if (waiting === 0) release();
}

/**
 * The visitor moved to another page before every section of the first one hydrated: those left
 * are gone with it and will never report, and the next page renders in the browser.
 */
export function leavingFirstPage(): void {
  if (pending() > 0) release();
}

/** Calls back once every section of the first page is hydrated (at once if there are none). */
export function whenSectionsHydrated(listener: () => void): void {
  if (pending() <= 0) {
    listener();
    return;
  }
  listeners.push(listener);
  setTimeout(release, SECTIONS_WAIT_MAX_MS);
}
