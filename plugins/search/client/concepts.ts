/**
 * The query as concepts, for the ranking (rank.ts): each word, synonym phrase or code of the
 * query with the alternatives that count as the same thing. Pure.
 *  - synonyms (writing/search-synonyms.json): a phrase of a group found in the query (compared by
 *    stems, so «эндпоинты» finds the group of «эндпоинт») brings every phrase of its group;
 *  - verb ↔ noun derivation: «удалить», «удаление», «удаляем» share a base («удал»), searched as a
 *    prefix, so the verb a reader types finds the title's noun and the other way round;
 *  - the last word may be incomplete while the visitor types: also searched as a prefix;
 *  - a code or header name (502, MOVE_FAILED, X-API-Key) known to the index is one concept, matched
 *    against the codes of each page (see codes.ts); so is a name only code blocks show
 *    (expiresInDays), unless it is a synonym phrase.
 */
import synonymsFile from '../../../writing/search-synonyms.json';

import { CODE_BLOCK_MARK, codeParts } from './codes';
import { tokenizeQuery } from './normalize';

export { codeStrength, codeTokens, CODE_BLOCK_MARK } from './codes';

export interface Alternative {
  /** Words that must all match (a phrase); one word mostly. */
  words: string[];
  weight: number;
  /** A prefix of index terms (no stemming), not a word. */
  prefix: boolean;
}

export interface Concept {
  /** The query's words this concept stands for. */
  tokens: string[];
  alternatives: Alternative[];
  /** A code or header name the pages' codes are matched against. */
  code?: string;
  /** The words are a phrase of a synonym group: the alternatives hold the group's phrases. */
  synonyms?: true;
}

export interface ConceptOptions {
  synonyms: boolean;
  derivation: boolean;
  /**
   * Codes of the query that the index knows (lower case); with CODE_BLOCK_MARK in front, names
   * that only code blocks show: a synonym phrase at the same place goes first.
   */
  codes: readonly string[];
  /** The index's stemmer. */
  stem: (word: string) => string;
}

/** Weights of the alternatives, relative to the word as typed. */
export const SYNONYM_WEIGHT = 0.9;
export const DERIVED_WEIGHT = 0.75;
export const TYPING_WEIGHT = 0.5;
/** Shorter bases than this would find unrelated words. */
const MIN_BASE = 4;

// cspell:disable -- word endings and bases, not words
/**
 * Endings of Russian verbs (infinitive, imperative, present and past forms) and of the nouns
 * made from them (-ение, -ание, -ация, -ка…), longest first. What is left is the base the verb
 * and its nouns share: «деактивировать» / «деактивация» → «деактив», «удалить» / «удаление» →
 * «удал», «создать» / «создание» → «созд», «привязать» / «привязка» → «привяз».
 */
const DERIVATION_ENDINGS = [
  // -ировать / -ирование / -ация and their forms
  'ировать',
  'ируйте',
  'ирования',
  'ирование',
  'ированием',
  'ировании',
  'ирует',
  'ируют',
  'ировал',
  'ация',
  'ации',
  'ацию',
  'ацией',
  'овать',
  'ование',
  'ования',
  'уйте',
  // nouns in -ение / -ание / -ение
  'ениями',
  'ением',
  'ениях',
  'ение',
  'ения',
  'ению',
  'ении',
  'ание',
  'ания',
  'анию',
  'ании',
  'анием',
  'яние',
  'яния',
  // verbs
  'ывать',
  'ивать',
  'ить',
  'ать',
  'ять',
  'еть',
  'уть',
  'ите',
  'ишь',
  'ает',
  'яет',
  'ает',
  'ают',
  'яют',
  'ит',
  'ят',
  'ат',
  'айте',
  'яйте',
  'ите',
  'ил',
  'ила',
  'или',
  'ал',
  'ала',
  'али',
  'ем',
  'им',
  // nouns in -ка
  'ками',
  'ка',
  'ки',
  'ку',
  'кой',
  'ке',
];
// cspell:enable
const ENDINGS_LONGEST_FIRST = [...new Set(DERIVATION_ENDINGS)].sort((a, b) => b.length - a.length);

/** The base a verb and its nouns share, or null for words that are neither (or too short). */
export function derivationBase(word: string): string | null {
  if (!/^[а-я]+$/.test(word)) return null;
  for (const ending of ENDINGS_LONGEST_FIRST) {
    if (!word.endsWith(ending)) continue;
    let base = word.slice(0, -ending.length);
    // A noun in -йка (настройка) keeps the stem of its verb (настроить). // cspell:disable-line
    if (ending.startsWith('к')) base = base.replace(/й$/, '');
    // A short stem keeps the «ир» its verb and noun share («логировать», «логирование»).
    if (base.length < MIN_BASE && ending.startsWith('ир')) base += 'ир';
    return base.length >= MIN_BASE ? base : null;
  }
  return null;
}

// cspell:disable -- prefixes, not words
/**
 * Prefixes that turn an action into its undoing on the same root, [doing, undoing]: привязать /
 * отвязать, включить / выключить / отключить, подключить / отключить, активировать /
 * деактивировать, блокировать / разблокировать; enable / disable, bind / unbind.
 */
const UNDOING_PREFIXES: [string, string][] = [
  ['при', 'от'],
  ['в', 'вы'],
  ['в', 'от'],
  ['под', 'от'],
  ['', 'де'],
  ['', 'раз'],
  ['en', 'dis'],
  ['', 'dis'],
  ['', 'un'],
];
// cspell:enable
/** Shorter shared roots than this are chance. */
const MIN_ROOT = 3;

/** What a word's action is compared by: its derivation base, or the word itself. */
export function actionBase(word: string): string {
  return derivationBase(word) ?? word;
}

// cspell:ignore добав добавл -- bases, not words
/**
 * Two action bases name one action: one starts with the other («добав» of «добавить» and «добавл»
 * of «добавление»), both of four letters or more (shorter ones are chance).
 */
const ACTION_BASE_MIN = 4;
export function sameAction(a: string, b: string): boolean {
  if (a.length < ACTION_BASE_MIN || b.length < ACTION_BASE_MIN) return false;
  return a.startsWith(b) || b.startsWith(a);
}

/** The bases of the actions that `base` undoes («выключение» → «включение»), by UNDOING_PREFIXES. */
export function undoneBy(base: string): string[] {
  return UNDOING_PREFIXES.flatMap(([doing, undoing]) =>
    base.startsWith(undoing) && base.length - undoing.length >= MIN_ROOT
      ? [doing + base.slice(undoing.length)]
      : [],
  );
}

/**
 * A page about undoing an action («Выключение детального журнала», «Отвязка сертификата»: the
 * first word of its title undoes an action that another found page's title names) answers a
 * query only when the query asks for that: otherwise the page about doing it comes first.
 * `titleActions` are the title's words as action bases (`actionBase`); `titleBases` says
 * whether a found title's words hold a base (a set of them, or rank.ts's lookup on demand).
 * Returns the undoing base, or null.
 */
export function undoingAction(
  titleActions: readonly string[],
  titleBases: Pick<ReadonlySet<string>, 'has'>,
): string | null {
  if (titleActions.length === 0) return null;
  const base = titleActions[0];
  return undoneBy(base).some((done) => titleBases.has(done)) ? base : null;
}

/** Whether the query's concepts name an action (by base), synonyms included. */
export function asksFor(concepts: readonly Concept[], base: string): boolean {
  return concepts.some((concept) =>
    concept.alternatives.some(
      (a) =>
        a.words.length === 1 &&
        (a.prefix
          ? base.startsWith(a.words[0]) || a.words[0].startsWith(base)
          : actionBase(a.words[0]) === base),
    ),
  );
}

// cspell:disable -- nouns in -ть and verb endings, not words
/** Nouns that end as infinitives do («сеть», «путь»); nouns in -ость are told by their ending. */
const NOUNS_LIKE_INFINITIVES = new Set([
  'сеть',
  'путь',
  'суть',
  'часть',
  'память',
  'власть',
  'мать',
]);
/**
 * An infinitive (a vowel and -ть, -ться; or -ести, -зти, -йти: «завести», «найти», not the nouns
 * in -асти and -ости) and an imperative (-ите, -йте, -ьте, -сь).
 */
const INFINITIVE = /^[а-я]{2,}(?:[аеиоуыя]ть(?:ся)?|(?:ести|зти|йти)(?:сь)?)$/;
const IMPERATIVE = /^[а-я]{3,}(?:ите|йте|ьте)(?:сь)?$/;
// cspell:enable

/**
 * Whether the query asks to do something: one of its words is an infinitive («удалить»,
 * «отписаться») or an imperative («удалите», «добавьте»). Past forms and nouns («выключил»,
 * «удаление», «доступность») describe a state or name a subject, and do not count.
 */
export function asksToDo(tokens: readonly string[]): boolean {
  return tokens.some(
    (word) =>
      (INFINITIVE.test(word) &&
        !/(?:ость|есть)$/.test(word) &&
        !NOUNS_LIKE_INFINITIVES.has(word)) ||
      IMPERATIVE.test(word),
  );
}

/** Words that, with the one before them, ask what something is («что такое», «what is»). */
const WHAT_IS_PAIRS = new Map<string, ReadonlySet<string>>([
  ['что', new Set(['такое', 'значит', 'означает', 'означают', 'это'])],
  ['кто', new Set(['такой', 'такая', 'такие'])],
  ['зачем', new Set(['нужен', 'нужна', 'нужно', 'нужны'])],
  ['для', new Set(['чего'])],
  ['чем', new Set(['отличается', 'отличаются'])],
  ['what', new Set(['is', 'are', 'does'])],
]);
/** Words that ask about a difference on their own («разница между…»). */
const DIFFERENCE_WORDS = new Set(['разница', 'разницу', 'отличие', 'отличия', 'difference']);

/**
 * Whether the query (all its words, question words included) asks what something is or how two
 * things differ: an overview or a concept page answers it, not the steps of a how-to page.
 */
export function asksWhatItIs(tokens: readonly string[]): boolean {
  return tokens.some(
    (word, at) =>
      DIFFERENCE_WORDS.has(word) || (at > 0 && WHAT_IS_PAIRS.get(tokens[at - 1])?.has(word)),
  );
}

/**
 * A query that asks to do something ranks pages that are not how-to pages (overviews, concepts,
 * modules) by this share of their score: the page with the steps answers it.
 */
export const OVERVIEW_FACTOR = 0.8;

/** A page about undoing what the query does not ask to undo keeps this share of its score. */
export const UNDOING_FACTOR = 0.85;

interface Group {
  /** The group's phrases, as words: the alternatives a match brings. */
  phrases: string[][];
  /** What a query's stems are matched against: the phrases' stems, and their plurals' stems. */
  stems: string[][];
}

/** The plural forms of an English noun (policy → policies, status → statuses, key → keys). */
export function englishPlurals(word: string): string[] {
  // cspell:disable-next-line -- vowels and an ending, not words
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(?:s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

let groupsCache: { stem: ConceptOptions['stem']; groups: Group[] } | null = null;

function synonymGroups(stem: ConceptOptions['stem']): Group[] {
  if (groupsCache?.stem === stem) return groupsCache.groups;
  const groups = (synonymsFile as { groups: string[][] }).groups.map((group) => {
    const phrases = group.map((phrase) => tokenizeQuery(phrase)).filter((p) => p.length > 0);
    const stems = phrases.map((p) => p.map(stem));
    // English plurals the stemmer leaves apart from their singular (statuses is not stemmed as
    // status is): the plural of a one-word Latin phrase finds the group too.
    for (const phrase of phrases) {
      if (phrase.length !== 1 || !/^[a-z]{3,}$/.test(phrase[0])) continue;
      for (const plural of englishPlurals(phrase[0])) {
        const stemmed = stem(plural);
        if (!stems.some((known) => known.length === 1 && known[0] === stemmed))
          stems.push([stemmed]);
      }
    }
    return { phrases, stems };
  });
  groupsCache = { stem, groups };
  return groups;
}

/**
 * Tokenizes and stems the synonyms table with the index's stemmer now, as the first query would:
 * the search worker calls it while it waits for that query (ShardedIndex.prepare).
 */
export function prepareSynonyms(stem: ConceptOptions['stem']): void {
  synonymGroups(stem);
}

function wordAlternatives(word: string, weight: number, derivation: boolean): Alternative[] {
  const alternatives: Alternative[] = [{ words: [word], weight, prefix: false }];
  const base = derivation ? derivationBase(word) : null;
  if (base) alternatives.push({ words: [base], weight: weight * DERIVED_WEIGHT, prefix: true });
  return alternatives;
}

/** The longest synonym phrase at `at` (by stems), with its group. */
function phraseAt(
  stems: readonly string[],
  at: number,
  groups: Group[],
): { group: Group; length: number } | null {
  let best: { group: Group; length: number } | null = null;
  for (const group of groups) {
    for (const phrase of group.stems) {
      if (phrase.length === 0 || (best && phrase.length <= best.length)) continue;
      if (phrase.every((word, i) => stems[at + i] === word))
        best = { group, length: phrase.length };
    }
  }
  return best;
}

/**
 * A synonym concept with its own words alone: the alternatives that are the typed words in any
 * form (by stem; the group may write them in another form than the query), and the derivation
 * bases of those.
 */
export function withoutSynonyms(concept: Concept, stem: (word: string) => string): Concept {
  const typed = concept.tokens.map(stem);
  const alternatives = concept.alternatives.filter((a) =>
    a.prefix
      ? a.words.length === 1 &&
        typed.some((word) => word.startsWith(a.words[0]) || a.words[0].startsWith(word))
      : a.words.length === typed.length && a.words.every((word, i) => stem(word) === typed[i]),
  );
  return { tokens: concept.tokens, alternatives };
}

export function buildConcepts(tokens: readonly string[], options: ConceptOptions): Concept[] {
  const concepts: Concept[] = [];
  const stems = tokens.map((token) => options.stem(token));
  const groups = options.synonyms ? synonymGroups(options.stem) : [];
  const codeRuns = options.codes.map((marked) => {
    const code = marked.replace(CODE_BLOCK_MARK, '');
    return { code, parts: codeParts(code), weak: code !== marked };
  });
  for (let at = 0; at < tokens.length;) {
    const phrase = groups.length > 0 ? phraseAt(stems, at, groups) : null;
    const code = codeRuns.find(
      ({ parts, weak }) => parts.every((part, i) => tokens[at + i] === part) && !(phrase && weak),
    );
    if (code) {
      concepts.push({
        tokens: code.parts,
        alternatives: [{ words: code.parts, weight: 1, prefix: false }],
        code: code.code,
      });
      at += code.parts.length;
      continue;
    }
    if (phrase) {
      const typed = tokens.slice(at, at + phrase.length);
      const alternatives: Alternative[] = [];
      for (const words of phrase.group.phrases) {
        const same = words.join(' ') === typed.join(' ');
        const weight = same ? 1 : SYNONYM_WEIGHT;
        if (words.length === 1)
          alternatives.push(...wordAlternatives(words[0], weight, options.derivation));
        else alternatives.push({ words, weight, prefix: false });
      }
      if (!alternatives.some((a) => a.words.join(' ') === typed.join(' ')))
        alternatives.unshift({ words: typed, weight: 1, prefix: false });
      concepts.push({ tokens: typed, alternatives, synonyms: true });
      at += phrase.length;
      continue;
    }
    const word = tokens[at];
    const alternatives = wordAlternatives(word, 1, options.derivation);
    // The last word may be incomplete while the visitor types.
    if (at === tokens.length - 1 && word.length >= 3 && /^[\p{L}\p{N}]+$/u.test(word))
      alternatives.push({ words: [word], weight: TYPING_WEIGHT, prefix: true });
    concepts.push({ tokens: [word], alternatives });
    at += 1;
  }
  return concepts;
}
