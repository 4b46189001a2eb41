/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/utils/highlight.js for
 * the plugin's result templates (the path line and snippets of the dropdown, titles on /search)
 * and its highlightStemmed; swapped in by plugins/search/swaps.ts («result marks at word
 * starts»). The same marks, but a query's word marks text only where a word of the text starts:
 * the original marked it anywhere inside a word, and Russian verbs carry their root after a
 * prefix, so «ключ» marked «подключиться» and «включение».
 */
import { escapeHtml } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js';

/** A letter, digit or underscore: what continues a word. */
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** Where `token` first occurs in `lowerContent` at the start of a word, or -1. */
export function wordStartIndex(lowerContent: string, token: string): number {
  if (token.length === 0) return -1;
  for (let at = lowerContent.indexOf(token); at >= 0; at = lowerContent.indexOf(token, at + 1)) {
    if (at === 0 || !WORD_CHARACTER.test(lowerContent[at - 1])) return at;
  }
  return -1;
}

/**
 * The content as HTML with the tokens marked (tokens in lower case, longest first, as the
 * original takes them); `forceMatched` marks the whole content when no token is in it.
 */
export function highlight(content: string, tokens: string[], forceMatched?: boolean): string {
  const html: string[] = [];
  const lower = content.toLowerCase();
  for (const token of tokens) {
    const index = wordStartIndex(lower, token);
    if (index < 0) continue;
    if (index > 0) html.push(highlight(content.slice(0, index), tokens));
    html.push(`<mark>${escapeHtml(content.slice(index, index + token.length))}</mark>`);
    const end = index + token.length;
    if (end < content.length) html.push(highlight(content.slice(end), tokens));
    break;
  }
  if (html.length === 0)
    return forceMatched ? `<mark>${escapeHtml(content)}</mark>` : escapeHtml(content);
  return html.join('');
}
