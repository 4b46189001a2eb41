/**
 * When the results of a query came from its other keyboard layout («cthnbabrfn» → «сертификат»),
 * the visitor is told which query was used. Decided from what the results highlight.
 */
import { layoutVariant, searchCase, tokenizeQuery } from './normalize';

const PREFIX = 4;

const prefixOf = (word: string) => searchCase(word).slice(0, PREFIX);

/** The query the results answer, if it is the other layout of what was typed; else null. */
export function layoutQueryUsed(typed: string, highlighted: readonly string[]): string | null {
  const tokens = tokenizeQuery(typed);
  const converted = layoutVariant(tokens);
  if (!converted || converted.length === 0 || highlighted.length === 0) return null;
  const marks = highlighted.map(prefixOf);
  const matches = (words: readonly string[]) =>
    words.some((word) => marks.some((mark) => mark.startsWith(prefixOf(word))));
  return matches(converted) && !matches(tokens) ? converted.join(' ') : null;
}

export function layoutHintText(query: string): string {
  return `Показаны результаты по запросу «${query}»`;
}
