/**
 * Query normalization and the keyboard-layout switch for the local search. No synonyms here: the
 * navbar search bar imports this module for its layout hint, and the synonyms table (≈19 KB) must
 * stay out of the main bundle; it lives in concepts.ts, which only the search worker loads.
 */

/** ё and е are one letter for search, in the index and in the query. */
export function foldYo(text: string): string {
  return text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
}

/**
 * What continues a word, as a regular expression's source: a letter, digit or underscore. Search
 * marks start only where a word starts (replacements/highlight.ts, lazyMark.ts).
 */
export const WORD_CHARACTER = '[\\p{L}\\p{N}_]';

/**
 * A searched token shorter than this is mostly a stem the index cut short («пол» of «поле», «зап»
 * of «запись»): it marks a word only where that word ends at most SHORT_TOKEN_ENDING_AT_MOST
 * characters after it («поля», «полей»), not every word that starts with it («пользователь»,
 * «запросов»). Longer tokens mark any word they start.
 */
export const SHORT_TOKEN_LENGTH = 4;
export const SHORT_TOKEN_ENDING_AT_MOST = 2;

/**
 * What a searched token marks, as a regular expression's source (flag `u`): the whole word that
 * starts with `pattern` (the token, escaped), as Yandex and Google mark the forms of a searched
 * word («ключа» for «ключ», «Удаление» for the stem «удал»), not the token's letters alone
 * («ключ|а»), which read as a broken word; a short token (`length` below SHORT_TOKEN_LENGTH)
 * marks only a word that ends soon after it. The one rule of replacements/highlight.ts and
 * lazyMark.ts.
 */
export function markedWordSource(pattern: string, length: number): string {
  const rest =
    length < SHORT_TOKEN_LENGTH
      ? `${WORD_CHARACTER}{0,${SHORT_TOKEN_ENDING_AT_MOST}}(?!${WORD_CHARACTER})`
      : `${WORD_CHARACTER}*`;
  return `(?<!${WORD_CHARACTER})${pattern}${rest}`;
}

/** Text as search compares it: lower case, ё folded to е (queries, titles, codes). */
export function searchCase(text: string): string {
  return foldYo(text.toLowerCase());
}

/** Punctuation typed around a word («настройки?», «(docker)») is not part of it. */
export const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A lower-case Latin or Russian letter or a digit: a character EDGE_PUNCTUATION keeps. */
function isPlainWordChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || // a–z
    (code >= 0x30 && code <= 0x39) || // 0–9
    (code >= 0x430 && code <= 0x44f) || // а–я
    code === 0x451 // ё
  );
}

/** Quotes, dashes and the ellipsis of Russian typing: none is a letter or a digit. */
const TYPOGRAPHIC_PUNCTUATION = new Set([
  0xab, 0xbb, 0x201e, 0x201c, 0x201d, 0x2018, 0x2019, 0x2013, 0x2014, 0x2026,
]);

/** A character EDGE_PUNCTUATION removes, from the cases that need no Unicode tables. */
function isPlainPunctuation(code: number): boolean {
  if (code < 0x80) return !isPlainWordChar(code) && !(code >= 0x41 && code <= 0x5a); // A–Z
  return TYPOGRAPHIC_PUNCTUATION.has(code);
}

/**
 * A token without the punctuation around it, as EDGE_PUNCTUATION trims it. The common cases (ASCII
 * punctuation, Russian quotes and dashes around Latin or Russian words) are trimmed here: the
 * Unicode-class expression's first use on a Cyrillic string costs about 7 ms (V8 builds its
 * tables), and the worker tokenizes its synonyms table as its script starts and reads a query's
 * codes (codes.ts) in its first round, both on a cold page's path to the first results.
 */
export function trimPunctuation(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && isPlainPunctuation(token.charCodeAt(start))) start += 1;
  while (end > start && isPlainPunctuation(token.charCodeAt(end - 1))) end -= 1;
  if (start === end) return '';
  if (isPlainWordChar(token.charCodeAt(start)) && isPlainWordChar(token.charCodeAt(end - 1)))
    return token.slice(start, end);
  return token.replace(EDGE_PUNCTUATION, '');
}

/** Lower-cases, folds ё, splits on whitespace and hyphens, trims punctuation off each token. */
export function tokenizeQuery(text: string): string[] {
  return (searchCase(text).match(/[^\s-]+/g) ?? [])
    .map(trimPunctuation)
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

/**
 * What glues two words of a query into one token when no space follows it («ключ,api»,
 * «ключ/сертификат», «mtls+сертификат»): anything but a letter, a digit, an underscore or a
 * point; a comma between digits (1,5) is part of a number. A point glues only Russian words
 * («ключ.сертификат»): dotted names (server.address, values.yaml) are what a reader copies from
 * a trace or a file, and their words apart find other pages.
 */
const GLUE =
  /(?:[^\p{L}\p{N}_.,]|(?<!\p{N}),|,(?!\p{N})|(?<=\p{Script=Cyrillic})\.+(?=\p{Script=Cyrillic}))+/u;

/** A token of lower-case Latin or Russian letters, digits and underscores only (no glue). */
function isPlainToken(token: string): boolean {
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    if (!isPlainWordChar(code) && code !== 0x5f) return false;
  }
  return true;
}

/**
 * The query with its glued words apart («ключ,api» → «ключ», «api»), or null when no token has
 * glue. A fallback, like the other layout: a dotted or slashed name the pages use as typed
 * (server.address, /health) is searched whole first (rank.ts).
 */
export function gluedWordsApart(tokens: readonly string[]): string[] | null {
  // The Unicode classes only for a token that has something else (their tables cost a few ms).
  if (tokens.every(isPlainToken)) return null;
  let apart = false;
  const words: string[] = [];
  for (const token of tokens) {
    const parts = isPlainToken(token)
      ? [token]
      : token
          .split(GLUE)
          .map(trimPunctuation)
          .filter((part) => part.length > 0);
    if (parts.length > 1) apart = true;
    words.push(...parts);
  }
  return apart ? words : null;
}

/** The shortest part of a word typed together with the next that is searched on its own. */
const RUN_TOGETHER_PART = 3;

/**
 * The query with words typed without a space between them apart («удалитьключ» → «удалить»,
 * «ключ»; «ключapi»), or null when there is none. A token is split only when it finds nothing as
 * a whole word, in two at the point where both parts find pages and the shorter is longest
 * (`finds` asks the index). The ranking takes the split only when it covers more of the query
 * than the query as typed, so a typo the one-typo retry finds stays whole. Only letters:
 * «server2», «x_request_id» stay whole.
 */
export function wordsTypedTogetherApart(
  tokens: readonly string[],
  finds: (word: string) => boolean,
): string[] | null {
  let apart = false;
  const words: string[] = [];
  for (const token of tokens) {
    const split =
      token.length >= 2 * RUN_TOGETHER_PART && /^[a-zа-я]+$/.test(token) && !finds(token)
        ? splitInTwo(token, finds)
        : null;
    if (split) apart = true;
    words.push(...(split ?? [token]));
  }
  return apart ? words : null;
}

function splitInTwo(token: string, finds: (word: string) => boolean): [string, string] | null {
  let best: [string, string] | null = null;
  let bestShorter = 0;
  for (let at = RUN_TOGETHER_PART; at <= token.length - RUN_TOGETHER_PART; at += 1) {
    const shorter = Math.min(at, token.length - at);
    if (shorter <= bestShorter) continue;
    const left = token.slice(0, at);
    const right = token.slice(at);
    if (finds(left) && finds(right)) {
      best = [left, right];
      bestShorter = shorter;
    }
  }
  return best;
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

// cspell:disable
/** Latin spellings of Russian letters, longest first (a reader without the Russian layout). */
const CYRILLIC_OF: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['iu', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['ia', 'я'],
  ['yo', 'е'],
  ['jo', 'е'],
  ['ye', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['w', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['q', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['x', 'кс'],
  ["'", 'ь'],
];
// cspell:enable
const RUSSIAN_VOWELS = new Set('аеиоуыэюя'); // cspell:disable-line

// cspell:ignore udalit klyuch ключapi eiy aeou
/**
 * A Russian word typed in Latin letters («sertifikat» → «сертификат», «udalit» → «удалит»,
 * «klyuch» → «ключ»): null for anything but one Latin word of four letters or more. Lossy by
 * nature (ш or щ, a dropped soft sign): the ranking tries it only for a word that finds nothing
 * (russianInLatinAsCyrillic), and the stems and the one-typo retry absorb the rest. «c» is ц
 * before e, i, y and к elsewhere; «y» is й after a vowel and ы elsewhere.
 */
export function cyrillicFromLatin(word: string): string | null {
  if (!/^[a-z']{4,}$/.test(word)) return null;
  let out = '';
  for (let i = 0; i < word.length;) {
    const c = word[i] as string;
    if (c === 'c' && word[i + 1] !== 'h') {
      out += /[eiy]/.test(word[i + 1] ?? '') ? 'ц' : 'к';
      i += 1;
      continue;
    }
    if (c === 'y' && !/[aeou]/.test(word[i + 1] ?? '')) {
      out += RUSSIAN_VOWELS.has(out.slice(-1)) ? 'й' : 'ы';
      i += 1;
      continue;
    }
    const match = CYRILLIC_OF.find(([latin]) => word.startsWith(latin, i));
    if (!match) return null;
    out += match[1];
    i += match[0].length;
  }
  return out;
}

/**
 * The query with each Latin word that finds nothing spelled in Cyrillic when that spelling finds
 * pages, one typo allowed («udalit sertifikat» → «удалит сертификат»; `finds` asks the index), or
 * null when there is none. An English word the docs lack («browser») mostly spells nothing found.
 */
export function russianInLatinAsCyrillic(
  tokens: readonly string[],
  finds: (word: string, typo?: boolean) => boolean,
): string[] | null {
  let changed = false;
  const words = tokens.map((token) => {
    const cyrillic = cyrillicFromLatin(token);
    if (!cyrillic || finds(token) || !(finds(cyrillic) || finds(cyrillic, true))) return token;
    changed = true;
    return cyrillic;
  });
  return changed ? words : null;
}

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
