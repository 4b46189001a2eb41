/**
 * Query normalization and the keyboard-layout switch for the local search. No synonyms here: the
 * navbar search bar imports this module for its layout hint, and the synonyms table (≈19 KB) must
 * stay out of the main bundle; it lives in queryRewrite.ts, which only the search worker loads.
 */

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

// cspell:disable
const LATIN_OF: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};
// cspell:enable

// cspell:ignore сием графана
/**
 * A borrowed word typed in Cyrillic, in Latin letters («сием» → «siem», «графана» → «grafana»):
 * null for anything but one Cyrillic word of three letters or more («в» → «v» finds noise).
 */
export function transliterate(word: string): string | null {
  if (!/^[а-я]{3,}$/.test(word)) return null;
  return word
    .split('')
    .map((c) => LATIN_OF[c])
    .join('');
}
