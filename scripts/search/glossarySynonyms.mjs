// Candidate synonym groups from the glossary's term table (writing/glossary.md, section «2.
// Термины»: the Russian term and its English twin). Prints, as JSON lines, the groups of terms
// that writing/search-synonyms.json does not cover yet; a person reviews them (adds the slang and
// borrowed words readers type, drops what would mislead) and copies them into that file.
// Usage: node scripts/search/glossarySynonyms.mjs
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const glossary = readFileSync(new URL('writing/glossary.md', root), 'utf8');
const synonyms = JSON.parse(readFileSync(new URL('writing/search-synonyms.json', root), 'utf8'));

const clean = (text) =>
  text
    .replace(/[«»`*]/g, '')
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .trim()
    .toLowerCase();

/** Rows of the term table: | Термин | Англ. | Определение |. */
export function glossaryTerms(markdown) {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('2. Термины')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(Термин|-)/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, term, english]) => [clean(term), clean(english)])
    .filter(([term, english]) => term && english && term !== english);
}

const known = new Set(synonyms.groups.flat().map((phrase) => phrase.toLowerCase()));
for (const [term, english] of glossaryTerms(glossary)) {
  if (known.has(term) && known.has(english)) continue;
  console.log(JSON.stringify([term, ...english.split(/\s*[,/]\s*/)]));
}
