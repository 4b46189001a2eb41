// cspell:ignore журна
/**
 * Mends the Russian stemmer's split stems from the index's own vocabulary, in the build
 * (../indexRewrite.ts) and in the search (shardedIndex.ts, and ../testing/loadedGroups.ts for the
 * tests and benches), so that both stem every word alike.
 *
 * lunr-languages 1.22's Russian stemmer (lunr.ru.js, Snowball) finds a noun's ending only in
 * its R2 region, so one noun gets two stems: «журнал» → «журна» but «журнала» → «журнал»; the
 * same for «аудит», «архив», «домен», «вызов», «перцентиль». About 200 of the docs' 5,764 words
 * fall apart that way, and a query in one form missed the page written in the other. The repair:
 * a stem that is a start of its word grows by one letter when that longer start is itself the
 * stem of some word of the index. Measured offline (scripts/bench/searchOffline.ts; figures in
 * engineering/search.md): one letter did best of one to three; mending the index alone, the
 * query's stem left as it was, lost more than it gained.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
type Lunr = any;

/** The label lunr-languages registers the Russian stemmer under (lunr.ru.js). */
export const RUSSIAN_STEMMER = 'stemmer-ru';

/** How many letters a stem may grow back. */
export const STEM_REPAIR_LETTERS = 1;

/**
 * A word's stem, mended: `stem` (the stemmer's) grown by STEM_REPAIR_LETTERS of the word when
 * that longer start of the word is a term (`isTerm`); otherwise `stem` as it is.
 */
export function repairStem(word: string, stem: string, isTerm: (term: string) => boolean): string {
  if (stem.length === 0 || stem.length >= word.length || !word.startsWith(stem)) return stem;
  const longer = word.slice(0, stem.length + STEM_REPAIR_LETTERS);
  return isTerm(longer) ? longer : stem;
}

/**
 * Word → the stemmer's own stem: the build stems every word twice, first for the stems to mend
 * with (indexRewrite.ts indexStems), then mending; the stemmer runs once.
 */
const plainStems = new Map<string, string>();

/** Pipeline → the key of the vocabulary its stems are mended with (for caches of its stems). */
const repairKeys = new WeakMap<object, string>();

/** The key of the vocabulary a pipeline mends its stems with ('' when it does not). */
export const repairKeyOf = (pipeline: object): string => repairKeys.get(pipeline) ?? '';

/**
 * Swaps the Russian stemmer of a lunr pipeline for the mending one, under the same label (so
 * the pipeline serializes as before). `key` names the vocabulary: pipelines with the same key
 * stem alike. A pipeline without the Russian stemmer (a site in other languages) stays as it is,
 * as the build left its index; false then.
 */
export function repairStems(
  pipeline: Lunr,
  isTerm: (term: string) => boolean,
  key: string,
): boolean {
  const stack: Lunr[] = pipeline._stack;
  const at = stack.findIndex((fn) => fn.label === RUSSIAN_STEMMER);
  if (at === -1) return false;
  const stemmer = stack[at];
  const mending = (token: Lunr) => {
    const word = String(token);
    let stem = plainStems.get(word);
    if (stem === undefined) {
      stem = String(stemmer(token));
      plainStems.set(word, stem);
    }
    const mended = repairStem(word, stem, isTerm);
    return token.update(() => mended);
  };
  mending.label = RUSSIAN_STEMMER;
  stack[at] = mending;
  repairKeys.set(pipeline, key);
  return true;
}
