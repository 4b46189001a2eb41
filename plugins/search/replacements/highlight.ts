/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/utils/highlight.js for
 * the plugin's result templates (the path line and snippets of the dropdown, titles on /search)
 * and its highlightStemmed; swapped in by plugins/search/swaps.ts («result marks: whole words
 * at word starts»). The original marks a query's word anywhere inside a word, and only its own letters.
 * Here a token marks the whole word of the text that starts with it (client/normalize.ts
 * markedWordSource): Russian verbs carry their root after a prefix, so «ключ» marked
 * «подключиться» and «включение», and a stem marked part of a word (the letters «удал» of «Удаление»).
 * And «е» matches «ё», as the search does (the index folds «ё», so a matched stem of «учетной»
 * marks «учётной»), like the marks on the page the result opens (client/lazyMark.ts).
 */
import { escapeHtml } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js';

import { escapeRegExp } from '../../shared/escapeRegExp';
import { foldYo, markedWordSource } from '../client/normalize';

/**
 * The first word of `lowerContent` within [from, to) that `token` marks (markedWordSource), as
 * [start, end), or null. Words are judged in the whole text, so a part that begins inside a word
 * is not one.
 */
export function markedWordAt(
  lowerContent: string,
  token: string,
  from = 0,
  to = lowerContent.length,
): [number, number] | null {
  if (token.length === 0) return null;
  const pattern = new RegExp(markedWordSource(escapeRegExp(token), token.length), 'gu');
  pattern.lastIndex = from;
  const found = pattern.exec(lowerContent);
  if (!found) return null;
  const end = found.index + found[0].length;
  return end <= to ? [found.index, end] : null;
}

/**
 * The content as HTML with the tokens marked (tokens in lower case, longest first, as the
 * original takes them); `forceMatched` marks the whole content when no token is in it.
 */
export function highlight(content: string, tokens: string[], forceMatched?: boolean): string {
  // ё → е keeps every character where it is: the marks are cut from the content as typed.
  const lower = foldYo(content.toLowerCase());
  // As the original: the first token found is marked, and the parts before and after it are
  // marked the same way (here as ranges of the whole text, not as texts of their own).
  const marked = (from: number, to: number): string | null => {
    for (const token of tokens) {
      const word = markedWordAt(lower, foldYo(token), from, to);
      if (!word) continue;
      const [index, end] = word;
      return (
        (index > from ? plain(from, index) : '') +
        `<mark>${escapeHtml(content.slice(index, end))}</mark>` +
        (end < to ? plain(end, to) : '')
      );
    }
    return null;
  };
  const plain = (from: number, to: number): string =>
    marked(from, to) ?? escapeHtml(content.slice(from, to));
  const html = marked(0, content.length);
  if (html !== null) return html;
  return forceMatched ? `<mark>${escapeHtml(content)}</mark>` : escapeHtml(content);
}
