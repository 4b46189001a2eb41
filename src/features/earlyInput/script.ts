/**
 * What the visitor does before the app starts is not lost. The page's scripts run a frame after
 * the first paint (src/config/ssrTemplate.ts) and React hydrates later still; on a slow phone
 * that is seconds of a page that looks ready. This inline script, in the head of every page (one
 * CSP hash, like the loader: scripts/deploy hashes every inline script of the build), covers
 * that window:
 *
 * - Ctrl/Cmd+K, by physical key (`code` KeyK, so the Russian layout works), focuses the server
 *   rendered search box at once; what is typed next goes into it, and the plugin picks the value
 *   and the focus up when it mounts. src/clientModules/searchShortcut.ts takes over the key.
 * - A click on the demo button, the theme toggle or the mobile menu button is remembered and
 *   replayed by src/clientModules/earlyInput.ts once the app has hydrated. The theme toggle is
 *   `disabled` until then, so a press on it is seen as pointerdown + pointerup. A click that
 *   React's root can already handle (it replays clicks during hydration itself) is not recorded.
 *
 * ES5, no dependencies: it runs before anything else. Keep `EarlyInput` in step with it.
 */

/** The state the inline script keeps on `window.__magistralEarlyInput`. */
export interface EarlyInput {
  /** Elements clicked before the app could handle them, in order. */
  clicks: HTMLElement[];
  /** Ctrl/Cmd+K focused the search box before the app started. */
  search: boolean;
  /** Set by the app once its own shortcut handler listens. */
  keysTaken: boolean;
  /** Set by the app once it has replayed the clicks and handles them itself. */
  clicksTaken: boolean;
}

export const EARLY_INPUT_GLOBAL = '__magistralEarlyInput';

/** Elements whose early clicks are replayed (see earlyInput.ts for how each is found again). */
export const EARLY_CLICK_TARGETS =
  '[data-demo-trigger], .navbar__toggle, button[class*="toggleButton"]';

export const EARLY_INPUT_SCRIPT = `(function () {
  var d = document;
  var early = window.${EARLY_INPUT_GLOBAL} = { clicks: [], search: false, keysTaken: false, clicksTaken: false };
  var targets = ${JSON.stringify(EARLY_CLICK_TARGETS)};
  function reactIsUp() {
    var root = d.getElementById("__docusaurus");
    return !!root && Object.keys(root).some(function (key) { return key.indexOf("__reactContainer$") === 0; });
  }
  function target(event) {
    var node = event.target;
    return node && node.closest ? node.closest(targets) : null;
  }
  d.addEventListener("click", function (event) {
    var element = target(event);
    if (element && !early.clicksTaken && !reactIsUp()) early.clicks.push(element);
  }, true);
  var pressed = null;
  d.addEventListener("pointerdown", function (event) {
    var element = target(event);
    pressed = element && element.disabled ? element : null;
  }, true);
  d.addEventListener("pointerup", function (event) {
    var element = target(event);
    if (element && element === pressed && element.disabled && !early.clicksTaken) early.clicks.push(element);
    pressed = null;
  }, true);
  d.addEventListener("keydown", function (event) {
    if (early.keysTaken || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (event.code !== "KeyK" && String(event.key).toLowerCase() !== "k") return;
    var inputs = d.querySelectorAll(".navbar__search-input");
    for (var i = 0; i < inputs.length; i++) {
      if (inputs[i].offsetParent !== null) {
        event.preventDefault();
        inputs[i].focus();
        early.search = true;
        return;
      }
    }
  }, true);
})()`; // minified with the page by the HTML minifier

/** The inline script's state, if the page has it (not under `docusaurus start`'s dev HTML). */
export function earlyInput(): EarlyInput | undefined {
  return (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
}
