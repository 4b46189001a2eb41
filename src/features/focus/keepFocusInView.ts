/**
 * Content that arrives late above the focused element pushes it down, and nothing brings it back:
 * on /search, a visitor who tabbed to the footer while the index was loading had the results
 * appear above it and the focused link go off screen (WCAG 2.4.11, focus not obscured). The
 * browser's scroll anchoring does not help at the top of the page, where it never adjusts.
 * While `watched` changes size, this scrolls the focused element back into view if it was in view
 * before the change; a visitor who scrolled it away keeps their scroll position.
 */

/** Is the element's box at least partly inside the window? */
function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  return view !== null && rect.bottom > 0 && rect.top < view.innerHeight;
}

/** Watches `watched` until the returned function is called. */
export function keepFocusInView(watched: Element): () => void {
  const doc = watched.ownerDocument;
  const view = doc.defaultView;
  if (!view || typeof ResizeObserver === 'undefined') return () => {};
  const focused = () => {
    const element = doc.activeElement;
    return element && element !== doc.body && element !== doc.documentElement ? element : null;
  };
  // Where the focused element was when the visitor last acted: focus moved or the page scrolled.
  let wasInView = false;
  const note = () => {
    const element = focused();
    wasInView = element !== null && inView(element);
  };
  const observer = new ResizeObserver(() => {
    const element = focused();
    // Runs after layout, before paint: the element never shows out of place.
    if (element && wasInView && !inView(element)) element.scrollIntoView({ block: 'nearest' });
  });
  observer.observe(watched);
  doc.addEventListener('focusin', note);
  view.addEventListener('scroll', note, { passive: true });
  note();
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', note);
    view.removeEventListener('scroll', note);
  };
}
