// Security headers of the production site, derived from the build: the inline scripts the
// build emits are hashed into the Content-Security-Policy, and the hosts it allows come from the
// settings the bundle was built with (src/config/settings.ts → customFields). Pure functions;
// the build step that uses them is plugins/deploy/index.ts.
import { createHash } from 'node:crypto';

/**
 * Yandex Metrika's hosts for a site with a CSP, from Yandex's guide «Установка счетчика на сайт
 * с CSP» (yandex.ru/support/metrica/code/install-counter-csp.html): the counter picks a regional
 * host, session replay (Вебвизор) talks over WebSocket.
 */
const METRIKA_REGIONS = [
  'ru',
  'az',
  'by',
  'co.il',
  'com',
  'com.am',
  'com.ge',
  'com.tr',
  'ee',
  'fr',
  'kg',
  'kz',
  'lt',
  'lv',
  'md',
  'tj',
  'tm',
  'uz',
];
const METRIKA_COLLECTORS = [
  ...METRIKA_REGIONS.map((region) => `mc.yandex.${region}`),
  'mc.webvisor.com',
  'mc.webvisor.org',
];
export const METRIKA_HTTPS_HOSTS = METRIKA_COLLECTORS.map((host) => `https://${host}`);
export const METRIKA_WSS_HOSTS = METRIKA_COLLECTORS.map((host) => `wss://${host}`);
/** Where the tag and its modules are loaded from. */
export const METRIKA_SCRIPT_HOSTS = ['https://mc.yandex.ru', 'https://yastatic.net'];

/** Script types a browser executes (HTML «JavaScript MIME type essence match», plus module). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  // Not JavaScript, but inline import maps and speculation rules are checked against script-src.
  'importmap',
  'speculationrules',
]);

/**
 * Whether an inline <script> with these attributes runs (and so needs a hash). Data blocks such
 * as `type="application/ld+json"` never run and are not subject to the CSP.
 * @param {Record<string, string>} attributes lower-cased attribute names
 */
export function isExecutedScript(attributes) {
  if ('src' in attributes) return false;
  const type = attributes.type;
  if (type === undefined || type.trim() === '') {
    const language = attributes.language;
    return language === undefined || language.trim() === '' || isJavaScriptType(`text/${language}`);
  }
  return isJavaScriptType(type);
}

/** @param {string} type */
function isJavaScriptType(type) {
  return JAVASCRIPT_TYPES.has(type.trim().toLowerCase());
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * Text of every inline script a browser executes in this HTML document, exactly as the browser
 * hashes it. A small tokenizer, not a full HTML parser: it skips comments, reads attributes in
 * all three quoting styles and ends a script at the first `</script`, which is what the HTML
 * parser does for the scripts Docusaurus and its plugins emit.
 * @param {string} html
 * @returns {string[]}
 */
export function extractInlineScripts(html) {
  // HTML parsing normalises line breaks before anything else.
  const source = html.replace(/\r\n?/g, '\n');
  const lower = source.toLowerCase();
  /** @type {string[]} */
  const scripts = [];
  let position = 0;
  while (position < source.length) {
    const tagStart = lower.indexOf('<', position);
    if (tagStart === -1) break;
    if (lower.startsWith('<!--', tagStart)) {
      const commentEnd = lower.indexOf('-->', tagStart + 4);
      position = commentEnd === -1 ? source.length : commentEnd + 3;
      continue;
    }
    if (!/^<script[\s/>]/.test(lower.slice(tagStart, tagStart + 8))) {
      position = tagStart + 1;
      continue;
    }
    const tagEnd = findTagEnd(source, tagStart + 7);
    if (tagEnd === -1) break;
    const attributes = parseAttributes(source.slice(tagStart + 7, tagEnd));
    const close = /<\/script[\s/>]/.exec(lower.slice(tagEnd + 1));
    const contentEnd = close ? tagEnd + 1 + close.index : source.length;
    if (isExecutedScript(attributes)) scripts.push(source.slice(tagEnd + 1, contentEnd));
    position = contentEnd + 1;
  }
  return scripts;
}

/** Index of the `>` closing a start tag, skipping quoted attribute values. */
function findTagEnd(source, from) {
  let quote = '';
  for (let i = from; i < source.length; i += 1) {
    const char = source[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      // Only a quote right after `=` opens a value; elsewhere it is part of a name.
      if (/=\s*$/.test(source.slice(from, i))) quote = char;
    } else if (char === '>') {
      return i;
    }
  }
  return -1;
}

/** @param {string} text the inside of a start tag after its name */
function parseAttributes(text) {
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!(name in attributes)) attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/**
 * CSP source expression for an inline script: the SHA-256 of its UTF-8 text, base64.
 * @param {string} script
 */
export function hashSource(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * @typedef {object} PolicySettings
 * @property {string[]} scriptHashes CSP hash sources of the inline scripts (see hashSource)
 * @property {string} demoApiUrl base URL of the provider's API host (the demo form posts there)
 * @property {string} [yandexMetrikaId] counter id; empty means no analytics at all
 * @property {string} [yandexMetrikaTagUrl] where the counter's tag script is loaded from
 */

/** @param {string} url */
function originOf(url) {
  const { origin } = new URL(url);
  if (origin === 'null') throw new Error(`Not an http(s) URL: ${url}`);
  return origin;
}

/** @param {string[]} values */
const unique = (values) => [...new Set(values)];

/**
 * The Content-Security-Policy directives, in order. Scripts: the site itself and the hashed
 * inline scripts, never 'unsafe-inline'. Styles keep 'unsafe-inline': the server-rendered pages
 * carry style attributes (code highlighting colours, the theme's own markup) and medium-zoom
 * inserts its stylesheet as a <style> element at run time; CSS cannot run code, so this is the
 * usual trade-off. Workers: the search index runs in a worker loaded from the site's own file.
 * @param {PolicySettings} settings
 * @returns {[string, string[]][]}
 */
export function policyDirectives(settings) {
  const metrika = Boolean(settings.yandexMetrikaId && settings.yandexMetrikaId.trim());
  const tagOrigin =
    metrika && settings.yandexMetrikaTagUrl ? [originOf(settings.yandexMetrikaTagUrl)] : [];
  const hashes = unique(settings.scriptHashes).sort();
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique(["'self'", ...hashes, ...(metrika ? [...tagOrigin, ...METRIKA_SCRIPT_HOSTS] : [])]),
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...(metrika ? METRIKA_HTTPS_HOSTS : [])])],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        originOf(settings.demoApiUrl),
        ...(metrika ? [...METRIKA_HTTPS_HOSTS, ...METRIKA_WSS_HOSTS] : []),
      ]),
    ],
    // With a counter: Metrika's own pages and blob: documents it creates for session replay.
    ['frame-src', metrika ? ['blob:', ...METRIKA_HTTPS_HOSTS] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives;
}

/** @param {PolicySettings} settings */
export function buildContentSecurityPolicy(settings) {
  return policyDirectives(settings)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Browser features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Every security header of the site, as [name, value] pairs.
 * @param {string} contentSecurityPolicy
 * @returns {[string, string][]}
 */
export function securityHeaders(contentSecurityPolicy) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    // Two years, subdomains included: the site is HTTPS-only.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // frame-ancestors 'none' says the same to current browsers; this is for older ones.
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * An nginx include with one `add_header … always` per header (the headers go on every answer,
 * errors and redirects included).
 * @param {[string, string][]} headers
 * @param {string} comment first lines of the file, without comment marks
 */
export function renderNginxHeaders(headers, comment) {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const [name, value] of headers) {
    if (/["\\$\n]/.test(value) || !/^[A-Za-z-]+$/.test(name)) {
      throw new Error(`Header ${name} cannot be written safely into nginx configuration`);
    }
    lines.push(`add_header ${name} "${value}" always;`);
  }
  return `${lines.join('\n')}\n`;
}
