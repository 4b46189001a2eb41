/**
 * Error codes and header names, the same way on both sides: the index rewrite lists those a page
 * mentions (field `c` of its title document), the ranking reads them from the query. Code blocks
 * stay out of the index, and the index's word pipeline breaks such names apart («X-API-Key» →
 * «x», «api», «key»); as whole tokens they find the page that names them.
 */
import { foldYo } from './normalize';

/**
 * An HTTP status (404), an error code in capitals with underscores (MOVE_FAILED,
 * RATE_LIMIT_EXCEEDED), or a header name (X-API-Key, Retry-After, traceparent is not one: only
 * names with a hyphen count).
 */
const CODE = /^(?:[1-5]\d\d|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)$/;

const EDGE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

const SEPARATORS = /[\s,;:()«»"'`|/=[\]{}<>]+/;

/** The code-like tokens of a query (typed in any case), lower case, without repeats. */
export function codeTokens(query: string): string[] {
  const found = new Set<string>();
  for (const raw of foldYo(query.toLowerCase()).split(SEPARATORS)) {
    const token = raw.replace(EDGE, '');
    if (CODE.test(token)) found.add(token);
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
    const token = raw.replace(EDGE, '');
    if (PAGE_CODE.test(token)) found.add(token.toLowerCase());
  }
  return [...found].sort();
}

/** A code as the query tokenizer splits it (on hyphens). */
export function codeParts(code: string): string[] {
  return code.split('-').filter(Boolean);
}
