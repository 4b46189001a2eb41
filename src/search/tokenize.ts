/**
 * Stands in for the plugin's utils/tokenize (swapped in at build time by
 * plugins/search-query-rewrite): ё folded, punctuation trimmed, hyphens split.
 */
import { tokenizeQuery } from './queryRewrite';

export function tokenize(text: string, _language: string[]): string[] {
  return tokenizeQuery(text);
}
