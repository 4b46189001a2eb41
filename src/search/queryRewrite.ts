/**
 * Query rewriting for the local search (issue «Search that finds what a Russian-speaking
 * engineer means»). Pure functions, shared by the search worker and the tests.
 */
import synonymsFile from '../../writing/search-synonyms.json';

/** ё and е are one letter for search, in the index and in the query. */
export function foldYo(text: string): string {
  return text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
}

/** Punctuation typed around a word («настройки?», «(docker)») is not part of it. */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Lower-cases, folds ё, splits on whitespace and hyphens, trims punctuation off each token. */
export function tokenizeQuery(text: string): string[] {
  return (foldYo(text.toLowerCase()).match(/[^\s-]+/g) ?? [])
    .map((token) => token.replace(EDGE_PUNCTUATION, ''))
    .filter((token) => token.length > 0);
}

// cspell:disable-next-line
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
// cspell:disable-next-line
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';

/** The same keys typed in the other layout: «cthnbabrfn» ↔ «сертификат». */ // cspell:disable-line
export function switchLayout(token: string): string | null {
  const chars = token.split('');
  if (chars.every((c) => LATIN.includes(c))) {
    return chars.map((c) => CYRILLIC[LATIN.indexOf(c)]).join('');
  }
  if (chars.every((c) => CYRILLIC.includes(c))) {
    return chars.map((c) => LATIN[CYRILLIC.indexOf(c)]).join('');
  }
  return null;
}

/** A query in the wrong layout: every token converts, and at least one letter token exists. */
export function layoutVariant(tokens: readonly string[]): string[] | null {
  if (tokens.length === 0) return null;
  const converted = tokens.map((token) => switchLayout(token));
  if (converted.some((token) => token === null)) return null;
  return converted.map((token) => tokenizeQuery(token as string).join(' ')).filter(Boolean);
}

interface SynonymsFile {
  groups: string[][];
}

/** Every synonym phrase, as tokens, with the index of its group. */
const PHRASES: { tokens: string[]; group: number }[] = (
  synonymsFile as SynonymsFile
).groups.flatMap((group, index) =>
  group.map((phrase) => ({ tokens: tokenizeQuery(phrase), group: index })),
);
const GROUPS: string[][][] = (synonymsFile as SynonymsFile).groups.map((group) =>
  group.map((phrase) => tokenizeQuery(phrase)),
);

function startsWithAt(tokens: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.length > 0 && phrase.every((word, i) => tokens[at + i] === word);
}

/**
 * Variants of the query with one phrase swapped for each of its synonyms (both ways:
 * «certificate» → «сертификат», «троттлинг» → «rate limit»…). The original is not included.
 */
export function synonymVariants(tokens: readonly string[], limit = 12): string[][] {
  const variants: string[][] = [];
  const seen = new Set([tokens.join(' ')]);
  for (let at = 0; at < tokens.length; at += 1) {
    // The longest phrase starting here wins («rate limit» before «rate»).
    const match = PHRASES.filter((p) => startsWithAt(tokens, at, p.tokens)).sort(
      (a, b) => b.tokens.length - a.tokens.length,
    )[0];
    if (!match) continue;
    for (const synonym of GROUPS[match.group]) {
      const variant = [
        ...tokens.slice(0, at),
        ...synonym,
        ...tokens.slice(at + match.tokens.length),
      ];
      const key = variant.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      variants.push(variant);
      if (variants.length >= limit) return variants;
    }
  }
  return variants;
}
