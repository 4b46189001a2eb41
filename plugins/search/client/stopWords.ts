/**
 * Words of lunr-languages' Russian stop list that are domain terms in these docs: the index keeps
 * them (indexRewrite.ts), and the ranking knows that it does (rank.ts, phrases of the synonyms).
 */
export const RUSSIAN_STOP_WORDS_KEPT: readonly string[] = [
  'имя',
  'время',
  'день',
  'год',
  'раз',
  'можно',
  'нельзя',
  'два',
  'три',
];

/** A lunr pipeline function: a token, or undefined when the token is dropped. */
type TokenFilter = ((token: { toString(): string }) => unknown) & { label?: string };

/**
 * lunr-languages' stop-word filter without the domain words above: the index's own filter
 * (indexRewrite.ts, under the original's label) and the ranking's test of which words the index
 * left out (rank.ts).
 */
export function keepingDomainWords(stopWordFilter: TokenFilter): TokenFilter {
  const kept = new Set(RUSSIAN_STOP_WORDS_KEPT);
  const filter: TokenFilter = (token) =>
    kept.has(token.toString()) ? token : stopWordFilter(token);
  filter.label = stopWordFilter.label;
  return filter;
}
