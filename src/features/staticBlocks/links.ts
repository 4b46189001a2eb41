/**
 * Links inside static article blocks (src/components/StaticBlocks): their HTML comes from the
 * server and React does not hydrate it, so the `Link` components that rendered them on the server
 * are not there in the browser. One handler on the block does their work, as
 * @docusaurus/core 3.10.2 `Link` (lib/client/exports/Link.js) and react-router-dom 5's `Link`
 * do it: a plain left click on a link inside the site moves by the router; hovering or touching
 * it preloads the page's code; a link that comes into view has its code prefetched.
 */

/** What the click handler reads of a click (a React or DOM mouse event). */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** What is read of a link element. */
export interface AnchorLike {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/**
 * The site path a link leads to, when the router should handle it: an address on this site
 * (`/docs/…`, as the server's `Link` wrote it), opened in this tab, not a download. Links to
 * other sites (the server gave them `target="_blank"`), `#anchors` of the page, `mailto:` and
 * files are left to the browser, as `Link` leaves them.
 */
export function routerPath(anchor: AnchorLike): string | null {
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  return href;
}

/** A click the router takes over: left button, no modifier keys (a new tab stays the browser's). */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** The link element an event happened in, inside `container`. */
export function linkOf(target: EventTarget | null, container: Element): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a');
  return anchor && container.contains(anchor) ? anchor : null;
}

interface DocusaurusGlobal {
  prefetch(path: string): unknown;
  preload(path: string): unknown;
}

function docusaurus(): DocusaurusGlobal | undefined {
  return (window as unknown as { docusaurus?: DocusaurusGlobal }).docusaurus;
}

const preloaded = new WeakSet<Element>();

/** Preloads a link's page once, on hover or touch, as `Link` does. */
export function preloadOnce(anchor: HTMLAnchorElement): void {
  const path = routerPath(anchor);
  if (!path || preloaded.has(anchor)) return;
  preloaded.add(anchor);
  void docusaurus()?.preload(path);
}

let inView: IntersectionObserver | null = null;

/**
 * Prefetches the page of each link of `container` once it comes into view (`Link` does it with
 * one observer per link; here one observer serves every block). Returns the cleanup.
 */
export function prefetchLinksInView(container: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  inView ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      inView?.unobserve(entry.target);
      const path = routerPath(entry.target);
      if (path) void docusaurus()?.prefetch(path);
    }
  });
  const observer = inView;
  const links = Array.from(container.querySelectorAll('a')).filter((a) => routerPath(a));
  links.forEach((link) => observer.observe(link));
  return () => links.forEach((link) => observer.unobserve(link));
}
