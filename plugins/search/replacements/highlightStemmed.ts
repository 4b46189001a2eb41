/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/utils/highlightStemmed.js
 * for the plugin's result templates; swapped in by plugins/search/swaps.ts
 * («result highlighting for titles found by keywords»).
 * Page titles are also found by the page's front matter keywords and sidebar label
 * (plugins/search/indexRewrite.ts); such a title has no match positions of lunr's in its own
 * text, and the original fails without one. The ranking (client/rank.ts, namedWordPositions)
 * then gives the positions of the title's words that the query names, by their stems; with none,
 * no word of the text is the query's, and nothing is marked (the plugin's fallback, its
 * highlight() by the query's words and stems, marked «зап» of «запись» in «запросов»).
 */
import { highlightStemmed as highlightByPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';
import { escapeHtml } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js';

export function highlightStemmed(
  content: string,
  positions: [number, number][],
  tokens: string[],
  maxLength?: number,
): string {
  if (positions.length === 0) return escapeHtml(content);
  return highlightByPositions(content, positions, tokens, maxLength);
}
