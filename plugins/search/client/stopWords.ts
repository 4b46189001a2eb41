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
