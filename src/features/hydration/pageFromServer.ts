/**
 * Whether the page was rendered on the server: read once, before React starts, from the root
 * element (`docusaurus start` leaves it empty and renders in the browser). True on the server.
 * Components that keep their server HTML instead of hydrating it (code blocks, static article
 * blocks) do so only when they mount while that HTML is being hydrated (`isHydrating()`).
 */
export const PAGE_CAME_FROM_SERVER =
  typeof document === 'undefined' ||
  (document.getElementById('__docusaurus')?.hasChildNodes() ?? false);

/** The props of an element whose children React leaves alone: it is not hydrated. */
export const KEEP_SERVER_HTML = { __html: '' } as const;

let hydrating = PAGE_CAME_FROM_SERVER;

/**
 * True on the server and, in the browser, from the start until the first render over the server
 * HTML has committed (`markHydrated`, called by the Root wrapper's effect, which runs after every
 * other effect of that render). Not `useIsBrowser()`: core sets it in a transition
 * (plugins/light-start), so a component mounting soon after hydration, on a page reached by
 * navigation, could still see it false and take the old page's HTML for its own.
 */
export function isHydrating(): boolean {
  return hydrating;
}

export function markHydrated(): void {
  hydrating = false;
}
