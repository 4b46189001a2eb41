/**
 * Query rewriting for the local search (issue «Search that finds what a Russian-speaking
 * engineer means»). Pure functions, shared by the search worker and the tests.
 */
import synonymsFile from '../../../writing/search-synonyms.json';

import { tokenizeQuery } from './normalize';

export { foldYo, layoutVariant, switchLayout, tokenizeQuery, transliterate } from './normalize';

interface SynonymsFile {
  groups: string[][];
}

/** Each synonym group's phrases, as tokens. */
const GROUPS: string[][][] = (synonymsFile as SynonymsFile).groups.map((group) =>
  group.map((phrase) => tokenizeQuery(phrase)),
);
/**
 * Every synonym phrase, as tokens, with the index of its group (the same arrays as GROUPS:
 * tokenized once, since this runs as the search worker's script starts, on a cold page's path).
 */
const PHRASES: { tokens: string[]; group: number }[] = GROUPS.flatMap((group, index) =>
  group.map((tokens) => ({ tokens, group: index })),
);

function startsWithAt(tokens: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.length > 0 && phrase.every((word, i) => tokens[at + i] === word);
}

/**
 * Question words people type before what they look for («как удалить API», «что такое MOVE»).
 * The index drops most of them as stop words, but the plugin also searches the last word as a
 * prefix and relaxes the query word by word, so «как» found «какие» and «каким» in unrelated
 * paragraphs ahead of the page about deleting an API.
 */
const QUESTION_WORDS = new Set([
  'как',
  'что',
  'кто',
  'где',
  'куда',
  'когда',
  'почему',
  'зачем',
  'какой',
  'какая',
  'какое',
  'какие',
  'такое',
  'ли',
]);

/** The query without its question words, unless nothing else is left. */
export function withoutQuestionWords(tokens: readonly string[]): string[] {
  const meaningful = tokens.filter((token) => !QUESTION_WORDS.has(token));
  return meaningful.length > 0 ? meaningful : [...tokens];
}

// cspell:disable -- word endings, not words
/**
 * What a query says the reader does not want («отключить политику, не удаляя настройки», «без
 * удаления», «without deleting»): an action noun after «без» (-ения, -ания, -ации), a gerund after
 * «не» (-я, -в, -вши) and an -ing form after «not» / «without» name what the reader keeps, so they
 * would rank the page about it (deleting) first. They are dropped with their negation; «не
 * работает» (a verb: a symptom) and «без потребителя» (a thing that is missing) stay.
 */
const NEGATED_NEXT = new Map<string, (word: string) => boolean>([
  ['без', (word) => /^[а-я]{3,}(?:ения|ания|ации)$/.test(word)],
  ['without', (word) => /^[a-z]{3,}ing$/.test(word)],
  ['не', (word) => /^[а-я]{3,}(?:я|в|вши)$/.test(word)],
  ['not', (word) => /^[a-z]{3,}ing$/.test(word)],
]);

// cspell:enable

/** The query without negated words (see NEGATED_NEXT), unless nothing else is left. */
export function withoutNegated(tokens: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const negates = NEGATED_NEXT.get(tokens[at]);
    const next = tokens[at + 1];
    if (negates && next !== undefined && negates(next)) at += 1;
    else kept.push(tokens[at]);
  }
  return kept.length > 0 ? kept : [...tokens];
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
