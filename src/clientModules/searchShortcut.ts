/**
 * Ctrl/Cmd+K focuses the search box by physical key, so it works with a Russian layout too
 * (the key is «л» there, and the plugin's handler compares `event.key`). A client module rather
 * than an effect: it listens from the first script, before the navbar has hydrated.
 */
import { isSearchShortcut } from '../theme/SearchBar/shortcut';

const SEARCH_INPUT_SELECTOR = '.navbar__search-input';
const REFOCUS_INTERVAL_MS = 50;
const REFOCUS_LIMIT = 60;

function searchInput(): HTMLInputElement | null {
  // The visible one: the mobile layout may keep a hidden copy.
  return (
    Array.from(document.querySelectorAll<HTMLInputElement>(SEARCH_INPUT_SELECTOR)).find(
      (input) => input.offsetParent !== null,
    ) ?? null
  );
}

/**
 * Focuses the input and keeps it focused while the plugin loads its index and wraps the input
 * in its autocomplete, which blurs it on a cold page. Stops once the autocomplete has settled
 * or when the visitor has moved focus elsewhere.
 */
function focusSearch(): void {
  const first = searchInput();
  first?.focus();
  first?.select();
  let ticks = 0;
  let settledTicks = 0;
  const check = () => {
    const input = searchInput();
    if (!input) return;
    const active = document.activeElement;
    if (active !== input && active !== null && active !== document.body) return;
    if (active !== input) input.focus();
    settledTicks = input.getAttribute('role') === 'combobox' ? settledTicks + 1 : 0;
    ticks += 1;
    if (settledTicks < 4 && ticks < REFOCUS_LIMIT) window.setTimeout(check, REFOCUS_INTERVAL_MS);
  };
  window.setTimeout(check, REFOCUS_INTERVAL_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (event) => {
      if (!isSearchShortcut(event) || !searchInput()) return;
      event.preventDefault();
      event.stopImmediatePropagation(); // the plugin's own handler would race with ours
      focusSearch();
    },
    { capture: true },
  );
}
