// A judged batch of readers' queries made search phrases (engineering/search.md, «Фразы
// читателей»). Helpers playing readers saw only the introduction and wrote queries from their
// situations (written.json); two judges per query named the page that answers it
// (judgments.json). A query both judges accept a page for becomes a phrase of the first such page
// (mergeJudgments, the rule of the readers' rounds), unless it is a phrase already or is listed in
// left-out.json (it found a neighbouring page first: searchPhrases.test.ts). The batches stay in
// writing/reader-phrases/, and readerPhrases.test.ts holds writing/search-phrases.yml to them.
// Usage: node scripts/search/readerPhrases.mjs writing/reader-phrases/<batch>
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

import { mergeJudgments } from '../bench/searchSets.mjs';
import {
  SEARCH_PHRASES_FILE,
  parseSearchPhrases,
  samePhrase,
} from '../../plugins/search/searchPhrasesFile.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The folder of the judged batches. */
export const READER_PHRASES_DIR = path.join(ROOT, 'writing/reader-phrases');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A batch's kept queries (mergeJudgments: each with every page both judges accept), its phrases
 * (each query with the file of its first such page, in the same order) and the queries left out
 * of the phrases file (left-out.json), as samePhrase keys.
 * @param {string} dir
 */
export function batchPhrases(dir) {
  const { queries } = mergeJudgments(
    readJson(path.join(dir, 'written.json')).queries,
    readJson(path.join(dir, 'judgments.json')).judgments,
  );
  const leftOutFile = path.join(dir, 'left-out.json');
  const leftOut = new Set(
    existsSync(leftOutFile) ? readJson(leftOutFile).queries.map(samePhrase) : [],
  );
  return {
    queries,
    phrases: queries.map(({ query, expected }) => ({ file: `${expected[0]}.md`, phrase: query })),
    leftOut,
  };
}

/**
 * The phrases that go into the file: not left out, and not there already (`present`: samePhrase
 * keys, to which the ones taken are added).
 * @param {{ file: string, phrase: string }[]} phrases
 * @param {Set<string>} leftOut
 * @param {Set<string>} present
 */
export function newPhrases(phrases, leftOut, present) {
  return phrases.filter(({ phrase }) => {
    const key = samePhrase(phrase);
    if (present.has(key) || leftOut.has(key)) return false;
    present.add(key);
    return true;
  });
}

/** A phrase as a YAML list item: plain when YAML reads it back as the same text, quoted if not. */
function yamlItem(phrase) {
  let plain = false;
  try {
    plain = yaml.load(`- ${phrase}`)?.[0] === phrase;
  } catch {
    // Not YAML as it stands: quoted.
  }
  return `  - ${plain ? phrase : JSON.stringify(phrase)}`;
}

/**
 * The phrases file's text with the phrases added at the end of their pages' lists (a page not in
 * the file yet is added at the end), every other line as it was.
 * @param {string} source
 * @param {{ file: string, phrase: string }[]} additions
 */
export function withPhrases(source, additions) {
  const lines = source.split('\n');
  const byFile = new Map();
  for (const { file, phrase } of additions)
    byFile.set(file, [...(byFile.get(file) ?? []), yamlItem(phrase)]);
  for (const [file, items] of byFile) {
    const key = lines.indexOf(`${file}:`);
    if (key === -1) {
      while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
      lines.push('', `${file}:`, ...items, '');
      continue;
    }
    let end = key + 1;
    while (end < lines.length && lines[end].startsWith('  ')) end += 1;
    lines.splice(end, 0, ...items);
  }
  return lines.join('\n');
}

/** Adds a batch's new phrases to the phrases file; returns how many were added and skipped. */
export function addBatch(dir, file = path.join(ROOT, SEARCH_PHRASES_FILE)) {
  const source = readFileSync(file, 'utf8');
  const present = new Set([...parseSearchPhrases(source).byPage.values()].flat().map(samePhrase));
  const { phrases, leftOut } = batchPhrases(dir);
  const added = newPhrases(phrases, leftOut, present);
  writeFileSync(file, withPhrases(source, added));
  return { added: added.length, skipped: phrases.length - added.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Укажите папку партии: node scripts/search/readerPhrases.mjs <папка партии>');
    process.exit(1);
  }
  const { added, skipped } = addBatch(path.resolve(dir));
  console.log(`${SEARCH_PHRASES_FILE}: добавлено фраз ${added}, пропущено ${skipped}`);
}
