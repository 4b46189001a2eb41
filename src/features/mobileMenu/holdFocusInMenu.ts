/**
 * The phone menu (the navbar's drawer) covers the page like a dialog, but Docusaurus 3.10 lets
 * Tab walk on behind it into the navbar and the article it hides, does not close it with Escape
 * and leaves focus where it was. While it is open, this makes everything around it inert (so Tab
 * and screen readers stay in the menu), closes it with Escape, moves focus into it, and when it
 * closes gives focus back to the button that opened it.
 */

/** The drawer's own close button (`Navbar/MobileSidebar/Header` of theme-classic 3.10). */
const CLOSE_BUTTON = '.navbar-sidebar__close';
/** The dimmed page beside the drawer: a click on it closes the menu, so it must stay live. */
const BACKDROP = '.navbar-sidebar__backdrop';

/**
 * Holds focus in `menu` until the returned function is called (when the menu closes). `close` is
 * called on Escape.
 */
export function holdFocusInMenu(menu: HTMLElement, close: () => void): () => void {
  const doc = menu.ownerDocument;
  const view = doc.defaultView;
  const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const openedAt = view?.location.href;

  // Every sibling of the menu and of each of its ancestors up to <body>: the rest of the page.
  const madeInert: HTMLElement[] = [];
  for (let node = menu; node !== doc.body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling.inert || sibling.matches(BACKDROP)) continue;
      sibling.inert = true;
      madeInert.push(sibling);
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
  doc.addEventListener('keydown', onKeyDown);

  if (!menu.contains(doc.activeElement)) {
    menu.querySelector<HTMLElement>(CLOSE_BUTTON)?.focus({ preventScroll: true });
  }

  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    for (const element of madeInert) element.inert = false;
    // Back to the opener only if focus is still in the closed menu (or was dropped with it) and
    // the visitor stayed on the page: a link chosen in the menu leads elsewhere, and a dialog
    // opened from it (the demo form) keeps its own focus.
    const active = doc.activeElement;
    const focusLeftWithMenu = !active || active === doc.body || menu.contains(active);
    if (focusLeftWithMenu && opener?.isConnected && view?.location.href === openedAt) {
      opener.focus({ preventScroll: true });
    }
  };
}
