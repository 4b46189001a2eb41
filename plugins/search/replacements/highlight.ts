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

import {
  foldYo,
  SHORT_TOKEN_ENDING_AT_MOST,
  SHORT_TOKEN_LENGTH,
  WORD_CHARACTER,
} from '../client/normalize';

/** A word character (WORD_CHARACTER) as the last code point of a text. */
const ENDS_WITH_WORD_CHARACTER = new RegExp(`${WORD_CHARACTER}$`, 'u');
/** The run of word characters at `lastIndex` (sticky), possibly empty. */
const WORD_CHARACTERS_HERE = new RegExp(`${WORD_CHARACTER}*`, 'uy');

const isHighSurrogate = (text: string, at: number) =>
  at >= 0 && (text.charCodeAt(at) & 0xfc00) === 0xd800;
const isLowSurrogate = (text: string, at: number) => (text.charCodeAt(at) & 0xfc00) === 0xdc00;

/**
 * The first word of `lowerContent` within [from, to) that `token` marks (markedWordSource), as
 * [start, end), or null. Words are judged in the whole text, so a part that begins inside a word
 * is not one.
 *
 * The same match as `new RegExp(markedWordSource(escapeRegExp(token), token.length), 'gu')` run
 * from `from` (highlight.test.ts compares the two on generated texts), found with indexOf and two
 * expressions compiled once: Chromium compiles a new expression with Unicode classes in about a
 * millisecond, and the dropdown asked for one per token and part of every result, 10–20 ms of
 * its drawing for a long query.
 */
export function markedWordAt(
  lowerContent: string,
  token: string,
  from = 0,
  to = lowerContent.length,
): [number, number] | null {
  if (token.length === 0) return null;
  // As the expression in Unicode mode: a search from inside a surrogate pair starts at the pair.
  if (isLowSurrogate(lowerContent, from) && isHighSurrogate(lowerContent, from - 1)) from -= 1;
  for (
    let start = lowerContent.indexOf(token, from);
    start !== -1;
    start = lowerContent.indexOf(token, start + 1)
  ) {
    // Where a word starts: no word character just before (one code point: a surrogate pair).
    if (
      start > 0 &&
      ENDS_WITH_WORD_CHARACTER.test(lowerContent.slice(Math.max(0, start - 2), start))
    )
      continue;
    WORD_CHARACTERS_HERE.lastIndex = start + token.length;
    const rest = WORD_CHARACTERS_HERE.exec(lowerContent)?.[0] ?? '';
    // A short token marks only a word that ends soon after it; else the next start is tried.
    if (token.length < SHORT_TOKEN_LENGTH && [...rest].length > SHORT_TOKEN_ENDING_AT_MOST)
      continue;
    const end = start + token.length + rest.length;
    return end <= to ? [start, end] : null;
  }
  return null;
}

/**
 * The content as HTML with the tokens marked (tokens in lower case, longest first, as the
 * original takes them); `forceMatched` marks the whole content when no token is in it.
 */
export function highlight(content: string, tokens: string[], forceMatched?: boolean): string {
  // ё → е keeps every character where it is: the marks are cut from the content as typed.
  const lower = foldYo(content.toLowerCase());
  const folded = tokens.map(foldYo);
  // As the original: the first token found is marked, and the parts before and after it are
  // marked the same way (here as ranges of the whole text, not as texts of their own).
  const marked = (from: number, to: number): string | null => {
    for (const token of folded) {
      const word = markedWordAt(lower, token, from, to);
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
