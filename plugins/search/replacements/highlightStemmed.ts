/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/utils/highlightStemmed.js
 * for the plugin's result templates; swapped in by plugins/search/swaps.ts
 * («result highlighting for titles found by keywords»).
 * Page titles are also found by the page's front matter keywords
 * (plugins/search/indexRewrite.ts); such a title has no match positions in its own text, and
 * the original fails without one. It is then marked by the query's words, as the plugin marks
 * keyword results (at word starts: ./highlight.ts).
 */
import { highlightStemmed as highlightByPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';

import { highlight } from './highlight';

export function highlightStemmed(
  content: string,
  positions: [number, number][],
  tokens: string[],
  maxLength?: number,
): string {
  if (positions.length === 0) return highlight(content, tokens);
  return highlightByPositions(content, positions, tokens, maxLength);
}
