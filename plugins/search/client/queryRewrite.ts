/**
 * Query rewriting for the local search (issue «Search that finds what a Russian-speaking
 * engineer means»). Pure functions, shared by the search worker and the tests.
 */
export { foldYo, layoutVariant, switchLayout, tokenizeQuery, transliterate } from './normalize';

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
  // «кто такой поставщик»: the «что такое» of a role.
  'такой',
  'такая',
  'такие',
  'ли',
  // «может ли», «могут ли»: the modal verb of a question, not what is asked about.
  'может',
  'могут',
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

// cspell:disable -- word endings, not words
/**
 * «Кто» and a verb in the past tense («кто выключил API», «кто ещё менял политику») ask who did
 * something: the audit and the history of changes answer, not the page about doing it, which
 * shares every other word. The stems are the same for «выключил» and «выключить», so the page
 * classifier sees this as one more word of the query and of each search phrase (WHO_DID_WORD,
 * indexRewrite.ts buildClassifierGroup), learned from the phrases that ask it. Words between:
 * «же», «ещё», «именно».
 */
const PAST_TENSE = /^[а-яё]+[аеёиоуыэюя]л(?:а|о|и)?(?:ся|сь)?$/;
const BETWEEN_WHO_AND_VERB = new Set(['же', 'ещё', 'еще', 'именно', 'это', 'то']);
// cspell:enable
/** The classifier's word for «кто» and a verb in the past tense: Latin, no stemmer changes it. */
export const WHO_DID_WORD = 'whodid'; // cspell:disable-line

/** The words a query's grammar adds for the page classifier: WHO_DID_WORD, or none. */
export function intentWords(tokens: readonly string[]): string[] {
  for (let at = 0; at < tokens.length; at += 1) {
    if (tokens[at] !== 'кто') continue;
    let next = at + 1;
    while (next < tokens.length && BETWEEN_WHO_AND_VERB.has(tokens[next])) next += 1;
    if (next < tokens.length && PAST_TENSE.test(tokens[next])) return [WHO_DID_WORD];
  }
  return [];
}
