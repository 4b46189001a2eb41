/**
 * Whether the page was rendered on the server: read once, before React starts, from the root
 * element (`docusaurus start` leaves it empty and renders in the browser). True on the server.
 * Components that keep their server HTML instead of hydrating it (code blocks, static article
 * blocks) do so only when this is true and hydration is under way (`useIsBrowser()` is false).
 */
export const PAGE_CAME_FROM_SERVER =
  typeof document === 'undefined' ||
  (document.getElementById('__docusaurus')?.hasChildNodes() ?? false);

/** The props of an element whose children React leaves alone: it is not hydrated. */
export const KEEP_SERVER_HTML = { __html: '' } as const;
