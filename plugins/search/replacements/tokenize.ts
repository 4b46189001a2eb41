/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/utils/tokenize.js
 * for the search worker; swapped in by plugins/search/swaps.ts
 * («query tokenizer (ё, punctuation, hyphens)»).
 * ё folded, punctuation trimmed, hyphens split.
 */
import { tokenizeQuery } from '../client/queryRewrite';

export function tokenize(text: string, _language: string[]): string[] {
  return tokenizeQuery(text);
}
