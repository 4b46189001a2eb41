/**
 * Stands in for the search plugin's `utils/highlightStemmed` in its result templates
 * (plugins/search-lean-client). Page titles are also found by the page's front matter keywords
 * (scripts/search/rewrite-index.mjs); such a title has no match positions in its own text, and
 * the original fails without one. It is then marked by the query's words, as the plugin marks
 * keyword results.
 */
import { highlight } from '@search-local-original/highlight';
import { highlightStemmed as highlightByPositions } from '@search-local-original/highlightStemmed';

export function highlightStemmed(
  content: string,
  positions: [number, number][],
  tokens: string[],
  maxLength?: number,
): string {
  if (positions.length === 0) return highlight(content, tokens);
  return highlightByPositions(content, positions, tokens, maxLength);
}
