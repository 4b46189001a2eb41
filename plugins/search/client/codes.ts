/**
 * Error codes and header names, the same way on both sides: the index rewrite lists those a page
 * mentions (field `c` of its title document), the ranking reads them from the query. Code blocks
 * stay out of the index, and the index's word pipeline breaks such names apart («X-API-Key» →
 * «x», «api», «key»); as whole tokens they find the page that names them.
 */
import { searchCase, trimPunctuation } from './normalize';

/**
 * An HTTP status (404), an error code in capitals with underscores (MOVE_FAILED,
 * RATE_LIMIT_EXCEEDED), or a header name (X-API-Key, Retry-After, traceparent is not one: only
 * names with a hyphen count).
 */
const CODE = /^(?:[1-5]\d\d|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)$/;

/**
 * A query token that may be a camelCase name typed in any case («expiresInDays», «expiresindays»):
 * one word of Latin letters and digits; it counts only when the index knows it (rank.ts).
 */
const IDENTIFIER_TOKEN = /^[a-z][a-z0-9]{5,}$/;

const SEPARATORS = /[\s,;:()«»"'`|/=[\]{}<>]+/;

/** The code-like tokens of a query (typed in any case), lower case, without repeats. */
export function codeTokens(query: string): string[] {
  const found = new Set<string>();
  for (const raw of searchCase(query).split(SEPARATORS)) {
    const token = trimPunctuation(raw);
    if (CODE.test(token) || IDENTIFIER_TOKEN.test(token)) found.add(token);
  }
  return [...found];
}

/**
 * As written on a page: a status, a code in capitals (MOVE_FAILED), a header name with
 * capitalized parts (X-API-Key, Retry-After); not system names in lower case (orders-api).
 */
const PAGE_CODE =
  /^(?:[1-5]\d\d|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+)$/;

/** The codes and header names a page's text mentions, lower case, sorted. */
export function pageCodes(text: string): string[] {
  const found = new Set<string>();
  for (const raw of text.split(SEPARATORS)) {
    const token = trimPunctuation(raw);
    if (PAGE_CODE.test(token)) found.add(token.toLowerCase());
  }
  return [...found].sort();
}

/**
 * Names a page's code blocks show (request and response fields, parameters): camelCase
 * (expiresInDays, each part two letters or more, so not mTLS or vCPU), snake_case
 * (retention_days, INVALID_API_KEY) and header names (X-Request-Id). Code blocks stay out of the
 * index, so without them such a name finds nothing.
 */
const CODE_IDENTIFIER =
  /^(?:[a-z]{2,}(?:[A-Z][a-z0-9]+)+|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+)$/;

/**
 * A page's codes list the names only its code blocks show with this mark («~expiresindays»): the
 * page that explains a name in its text comes before one whose example merely contains it.
 */
export const CODE_BLOCK_MARK = '~';
export const CODE_BLOCK_WEIGHT = 0.6;

/** How strongly a page's codes name `code`: 1 in its text, CODE_BLOCK_WEIGHT in code only, 0. */
export function codeStrength(codes: ReadonlySet<string>, code: string): number {
  if (codes.has(code)) return 1;
  return codes.has(CODE_BLOCK_MARK + code) ? CODE_BLOCK_WEIGHT : 0;
}

/** The identifiers a page's code blocks show, lower case, sorted. */
export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const raw of code.split(/[^A-Za-z0-9_-]+/)) {
    const token = raw.replace(/^[-_]+|[-_]+$/g, '');
    if (CODE_IDENTIFIER.test(token)) found.add(token.toLowerCase());
  }
  return [...found].sort();
}

/** A code as the query tokenizer splits it (on hyphens). */
export function codeParts(code: string): string[] {
  return code.split('-').filter(Boolean);
}

/** HTTP methods a request in a code block or a query names (in capitals in a query). */
const METHODS = 'GET|POST|PUT|PATCH|DELETE';
/** A request's code: its method and path in lower case («delete:/admin-api/v1/keys/k1»). */
const REQUEST_SEPARATOR = ':';

/** The path of a URL or path (`https://host/a/b?q` → `/a/b`), without a template's `${…}`. */
function requestPath(target: string): string {
  return target
    .replace(/^\$\{[^}]*\}/, '')
    .replace(/^https?:\/\/[^/\s'"`]+/, '')
    .replace(/[?#'"`].*$/, '')
    .toLowerCase();
}

/**
 * The requests a page's code blocks show, as codes «method:path»: `curl -X DELETE <url>`,
 * `fetch(<url>, { method: 'DELETE' })` and an HTTP request line (`GET /orders/42`). A query that
 * names a method and words of a path («DELETE consumers keys») finds the page with that request.
 */
export function requestCodes(code: string): string[] {
  const found = new Set<string>();
  const add = (method: string, target: string) => {
    const route = requestPath(target);
    if (route.startsWith('/')) found.add(method.toLowerCase() + REQUEST_SEPARATOR + route);
  };
  const joined = code.replace(/\\\r?\n/g, ' ');
  const curl = new RegExp(`-X\\s+(${METHODS})\\b[^\\n]*?\\s['"]?(https?://[^\\s'"]+)`, 'g');
  for (const [, method, target] of joined.matchAll(curl)) add(method, target);
  const fetchCall = new RegExp(
    `fetch\\(\\s*[\`'"]([^\`'"]+)[\`'"]\\s*,\\s*\\{[^}]*?method:\\s*['"](${METHODS})['"]`,
    'g',
  );
  for (const [, target, method] of joined.matchAll(fetchCall)) add(method, target);
  const line = new RegExp(`^\\s*(${METHODS})\\s+(\\S+)`, 'gm');
  for (const [, method, target] of joined.matchAll(line)) add(method, target);
  return [...found].sort();
}

/** The methods a query names in capitals («DELETE consumers keys»), lower case. */
export function queryMethods(query: string): string[] {
  return [...new Set(query.match(new RegExp(`\\b(?:${METHODS})\\b`, 'g')) ?? [])].map((m) =>
    m.toLowerCase(),
  );
}

/** Pieces of a path or of a query, to compare them: Latin words and numbers, lower case. */
export function pathPieces(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z0-9]*|\d+/g) ?? [];
}

/**
 * How well a page's requests answer the query's methods and its other Latin words: for the best
 * request with a named method, the share of the method and those words its path holds; 0 when
 * no request has the method.
 */
export function requestStrength(
  codes: ReadonlySet<string>,
  methods: readonly string[],
  words: readonly string[],
): number {
  let best = 0;
  for (const code of codes) {
    const at = code.indexOf(REQUEST_SEPARATOR);
    if (at < 0) continue;
    const method = code.slice(code.startsWith(CODE_BLOCK_MARK) ? 1 : 0, at);
    if (!methods.includes(method)) continue;
    const pieces = new Set(pathPieces(code.slice(at + 1)));
    best = Math.max(
      best,
      (1 + words.filter((word) => pieces.has(word)).length) / (1 + words.length),
    );
  }
  return best;
}
