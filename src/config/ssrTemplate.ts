/**
 * The page template of the static build: Docusaurus's own (core/lib/ssg/ssgTemplate.html.js,
 * 3.10.2) with one change in how the scripts start. The stock template loads them with
 * `<script defer>`, and a browser that has them before it finishes parsing runs them — main.js
 * and the start of hydration — before it paints anything. Here they are preloaded just as early
 * (low priority; Chromium 150 still requests them together with the stylesheet) and run one frame
 * after the first paint: the text is on screen before any script work, and hydration starts a
 * frame later. Requesting them only after the stylesheet, from the loader at the end of the body,
 * painted 120–210 ms sooner on a throttled phone but hydrated 610–910 ms later, one more round
 * trip of slow 4G (npm run bench:start, engineering/performance.md, «Замеры по порядку»): not taken.
 *
 * The scripts are the entry (runtime~main.js, main.js) and the route's own chunks, which
 * plugins/light-start/routeChunks.ts makes Docusaurus list. Each script keeps the preload's `src`
 * attribute as written («/assets/js/…»): main.js's chunk loader looks for a script element with
 * that exact attribute and waits for it instead of adding its own. A script that fails is removed,
 * so that the chunk loader, not finding it, fetches the chunk again and reports a failure itself.
 *
 * The loader is the same inline script on every page (one CSP hash, see plugins/deploy): it runs
 * the preloaded scripts in their order once the browser reports the first contentful paint (the
 * moment the frame was shown, a little after it was drawn), or after the next frame where paint
 * timing is missing, or at once in a hidden tab, which paints nothing. If no paint is reported at
 * all, it runs them after FIRST_PAINT_WAIT_MAX_MS. Keep the rest in step with the stock template:
 * tests/contracts/upstream.json holds its hash, so `npm test` names this file when an upgrade
 * changes it.
 *
 * A second inline script, first in the head (before the stylesheets, which would hold it back),
 * keeps what the visitor does before the app starts: src/features/earlyInput/script.ts.
 */
import { EARLY_INPUT_SCRIPT } from '../features/earlyInput/script';
import { FIRST_PAINT_WAIT_MAX_MS } from './constants';

const SCRIPT_LOADER = `(function () {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    document.querySelectorAll("link[data-page-script]").forEach(function (link) {
      var script = document.createElement("script");
      script.setAttribute("src", link.getAttribute("href"));
      script.async = false;
      script.onerror = function () { script.remove(); };
      document.body.appendChild(script);
    });
  }
  function soon() { setTimeout(run, 0); }
  if (document.visibilityState === "hidden") return run();
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) {
      var paints = new PerformanceObserver(function (list) {
        if (list.getEntriesByName("first-contentful-paint").length) { paints.disconnect(); soon(); }
      });
      paints.observe({ type: "paint", buffered: true });
      setTimeout(run, ${FIRST_PAINT_WAIT_MAX_MS});
      return;
    }
  } catch (error) {}
  requestAnimationFrame(soon);
})()`; // minified with the page by the HTML minifier

export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <script>${EARLY_INPUT_SCRIPT}</script>
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-page-script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${SCRIPT_LOADER}</script>
  </body>
</html>
`;
