/**
 * Ctrl/Cmd+K focuses the search box by physical key, so it works with a Russian layout too
 * (the key is «л» there, and the plugin's handler compares `event.key`). A client module rather
 * than an effect: it listens from the first script, before the navbar has hydrated.
 */
import { earlyInput } from '../features/earlyInput/script';
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

/** Sets the input's value as typing would, so that React and the autocomplete both see it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const EARLY_HOLD_MAX_TICKS = 600; // 30 s: a very slow phone

/**
 * The early-input script focused the search box before the app started, and the visitor may be
 * typing into it. Through the app's start, keeps focus in the box (the plugin blurs it while it
 * wraps the input) and what was typed (on mount the plugin resets the box to the `_highlight`
 * words of the address, none here), and once the autocomplete is up, asks it for results for
 * what is in the box. Stops when the visitor takes focus elsewhere.
 */
function holdEarlySearch(): void {
  let typed = searchInput()?.value ?? '';
  const onInput = (event: Event) => {
    const target = event.target;
    if (
      event.isTrusted &&
      target instanceof HTMLInputElement &&
      target.matches(SEARCH_INPUT_SELECTOR)
    ) {
      typed = target.value;
    }
  };
  document.addEventListener('input', onInput, true);
  let ticks = 0;
  let settledTicks = 0;
  const stop = () => document.removeEventListener('input', onInput, true);
  const check = () => {
    const input = searchInput();
    const active = document.activeElement;
    if (!input || (active !== input && active !== null && active !== document.body)) return stop();
    if (active !== input) input.focus();
    if (typed !== '' && input.value === '') typeInto(input, typed);
    const combobox = input.getAttribute('role') === 'combobox';
    if (combobox && settledTicks === 0 && input.value !== '') typeInto(input, input.value);
    settledTicks = combobox ? settledTicks + 1 : 0;
    ticks += 1;
    if (settledTicks < 4 && ticks < EARLY_HOLD_MAX_TICKS) {
      window.setTimeout(check, REFOCUS_INTERVAL_MS);
    } else {
      stop();
    }
  };
  window.setTimeout(check, REFOCUS_INTERVAL_MS);
}

if (typeof document !== 'undefined') {
  // Before the scripts ran, the inline early-input script answered the shortcut: from here on,
  // this module does (src/features/earlyInput/script.ts).
  const early = earlyInput();
  if (early) {
    early.keysTaken = true;
    const input = searchInput();
    if (early.search && input && document.activeElement === input) holdEarlySearch();
  }
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
