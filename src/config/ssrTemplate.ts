/**
 * The page template of the static build: Docusaurus's own (core/lib/ssg/ssgTemplate.html.js,
 * 3.10.2) with one change in how the scripts start. The stock template loads them with
 * `<script defer>`, and a browser that has them before it finishes parsing runs them — main.js
 * and the start of hydration — before it paints anything. Here they are preloaded just as early
 * (low priority, so the stylesheet goes first) and run one frame after the first paint: the text
 * is on screen before any script work, and hydration starts a frame later.
 *
 * The loader is the same inline script on every page (one CSP hash, see scripts/deploy): it runs
 * the preloaded scripts in their order. A hidden tab paints no frames, so there it runs them at
 * once. Keep the rest in step with the stock template when upgrading Docusaurus.
 */
const SCRIPT_LOADER =
  '(function(){function run(){document.querySelectorAll("link[data-page-script]").forEach(' +
  'function(l){var s=document.createElement("script");s.src=l.href;s.async=false;' +
  'document.body.appendChild(s)})}if(document.visibilityState==="hidden"){run()}else{' +
  'requestAnimationFrame(function(){setTimeout(run,0)})}})()';

export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
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
