// Server-side redirects derived from the build: @docusaurus/plugin-client-redirects writes a
// small page per redirect (meta refresh + inline script). A server can answer those paths with a
// real 301 instead, which is faster and what search engines expect.

const REFRESH = /<meta\s+http-equiv=["']?refresh["']?\s+content=["']\s*0\s*;\s*url=([^"']+)["']/i;
/** Only plain site paths reach the nginx configuration: no quotes, spaces or variables. */
const SAFE_PATH = /^\/[A-Za-z0-9\-._~%/]*$/;

/**
 * The target of a client-redirect page, or null for an ordinary page.
 * @param {string} html
 */
export function redirectTarget(html) {
  const match = REFRESH.exec(html);
  return match ? match[1].trim() : null;
}

/**
 * Route of an HTML file of the build: `docs/index.html` → `/docs`, `docs/x.html` → `/docs/x`.
 * @param {string} relativePath path inside the build directory, with forward slashes
 */
export function routeOfHtmlFile(relativePath) {
  const withoutIndex = relativePath.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutIndex}`.replace(/\/+$/, '') || '/';
}

/**
 * nginx `location` blocks answering each redirect route with a 301 (query string kept).
 * @param {{ from: string, to: string }[]} redirects
 * @param {string} comment
 */
export function renderNginxRedirects(redirects, comment) {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const { from, to } of [...redirects].sort((a, b) => a.from.localeCompare(b.from))) {
    if (!SAFE_PATH.test(from) || !SAFE_PATH.test(to) || to.startsWith('//')) {
      throw new Error(`Redirect ${from} → ${to} is not a plain site path`);
    }
    lines.push(`location = ${from} { return 301 ${to}$is_args$args; }`);
  }
  return `${lines.join('\n')}\n`;
}
