// Synthetic docs for the scale benchmark (scale.mjs): N× the real pages with distinct text, so
// that the build, the search index and their compression grow as they would with real pages.
//
// Copy 1 is docs/ as it is (the site's own links, footer and redirects still point at it);
// copies 2…N go to docs-root/scale-NN/ with the same tree, so every relative link (`../x.md`,
// `./y.md#anchor`) stays valid inside its copy. In each copy:
//  - Cyrillic words of the prose, titles, labels, descriptions and keywords are replaced, about
//    half of them, by words of a vocabulary built from the docs (seeded, so a run repeats);
//  - the sentences of plain paragraphs are shuffled;
//  - headings are renamed the same way; their ids stay (a heading without an explicit `{#id}`
//    gets its original slug as one), so anchors keep working;
//  - absolute `/docs/…` links are moved into the copy;
//  - code blocks, inline code, link targets, ids, imports and JSX tags are left alone.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import yaml from 'js-yaml';

import {
  SEARCH_PHRASES_FILE,
  parseSearchPhrases,
} from '../../plugins/search/searchPhrasesFile.mjs';
import { MARKDOWN_PAGE, filesUnder } from '../../plugins/shared/files.mjs';

/** mulberry32: a small seeded generator, so that a run generates the same pages. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORD = /[А-Яа-яЁё]{4,}/g;

/** Lowercase Cyrillic words (4+ letters) of the prose of the pages, without repeats. */
export function buildVocabulary(sources) {
  const words = new Set();
  for (const source of sources) {
    const prose = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ').replace(/`[^`\n]*`/g, ' ');
    for (const word of prose.match(WORD) ?? []) words.add(word.toLowerCase());
  }
  return [...words].sort();
}

/** Replaces about `share` of the Cyrillic words of a text, keeping a capital first letter. */
function substituteWords(text, vocabulary, random, share) {
  return text.replace(WORD, (word) => {
    if (random() >= share) return word;
    const next = vocabulary[Math.floor(random() * vocabulary.length)];
    return word[0] === word[0].toUpperCase() ? next[0].toUpperCase() + next.slice(1) : next;
  });
}

/**
 * Substitutes words in the text of a Markdown line, outside inline code, link targets, heading
 * ids, HTML/JSX tags and URLs.
 */
function substituteInline(line, vocabulary, random, share) {
  const protectedParts = /(`[^`]*`|\]\([^)]*\)|\{#[^}]*\}|<[^>]*>|https?:\/\/\S+)/g;
  return line
    .split(protectedParts)
    .map((part, index) =>
      index % 2 === 1 ? part : substituteWords(part, vocabulary, random, share),
    )
    .join('');
}

/** A plain paragraph line (no list, table, heading, quote, admonition, JSX or import). */
const PLAIN_PARAGRAPH = /^[А-ЯЁA-Z«]/;

function shuffleSentences(line, random) {
  const sentences = line.split(/(?<=[.!?])\s+(?=[А-ЯЁ«])/);
  if (sentences.length < 2) return line;
  for (let i = sentences.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [sentences[i], sentences[j]] = [sentences[j], sentences[i]];
  }
  return sentences.join(' ');
}

/** Front matter fields whose words are varied (tags stay: they must be declared in tags.yml). */
const VARIED_FIELDS = /^(title|description|sidebar_label|keywords):/;

/**
 * One page of copy `prefix` (e.g. `scale-02`), with distinct words.
 * @param {string} source the real page
 * @param {{ prefix: string, vocabulary: string[], random: () => number, share?: number }} options
 */
export function varyPage(source, { prefix, vocabulary, random, share = 0.5 }) {
  const slugger = createSlugger();
  const lines = source.split('\n');
  let inFrontMatter = lines[0] === '---';
  let fence = null;
  return lines
    .map((line, index) => {
      if (inFrontMatter) {
        if (index > 0 && line === '---') inFrontMatter = false;
        return VARIED_FIELDS.test(line)
          ? line.replace(
              /:(.*)$/,
              (_, value) => `:${substituteWords(value, vocabulary, random, share)}`,
            )
          : line;
      }
      const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
      if (fence) {
        if (fenceMatch && fenceMatch[1].startsWith(fence)) fence = null;
        return line;
      }
      if (fenceMatch) {
        fence = fenceMatch[1];
        return line;
      }
      if (/^\s*(import |export )/.test(line)) return line;
      const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
      if (heading) {
        const [, hashes, text] = heading;
        const explicit = /\s*\{#([^}]+)\}$/.exec(text);
        const title = explicit ? text.slice(0, explicit.index) : text;
        const id = explicit ? explicit[1] : slugger.slug(title);
        return `${hashes} ${substituteInline(title, vocabulary, random, share)} {#${id}}`;
      }
      const moved = line.replace(/\]\(\/docs\//g, `](/docs/${prefix}/`);
      const varied = substituteInline(moved, vocabulary, random, share);
      return PLAIN_PARAGRAPH.test(varied) && !/[[`<{]/.test(varied)
        ? shuffleSentences(varied, random)
        : varied;
    })
    .join('\n');
}

/** Copy folder name: scale-02, scale-03, … */
export const copyPrefix = (copy) => `scale-${String(copy).padStart(2, '0')}`;

/**
 * Writes `factor`× the pages of docsDir into outDir (emptied first), and the search phrases of
 * every page, a copy's with words varied like its text, beside outDir as the site keeps them
 * beside docs/ (`phrasesFile`: the site's writing/search-phrases.yml; none when it is missing).
 * @param {{ docsDir: string, outDir: string, factor: number, seed?: number, phrasesFile?: string | null }} options
 * @returns {{ pages: number, bytes: number }}
 */
export function generateScaledDocs({ docsDir, outDir, factor, seed = 16, phrasesFile = null }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(docsDir, outDir, { recursive: true });
  const files = filesUnder(docsDir);
  const pages = files.filter((file) => MARKDOWN_PAGE.test(file));
  const sources = new Map(
    pages.map((file) => [file, readFileSync(path.join(docsDir, file), 'utf8')]),
  );
  const vocabulary = buildVocabulary(sources.values());
  const random = seededRandom(seed);
  let bytes = [...sources.values()].reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  const phrases =
    phrasesFile && existsSync(phrasesFile)
      ? parseSearchPhrases(readFileSync(phrasesFile, 'utf8')).byPage
      : new Map();
  const scaledPhrases = Object.fromEntries(phrases);
  // Its own sequence: the pages stay what they were without phrases.
  const phraseRandom = seededRandom(seed + 1);
  for (let copy = 2; copy <= factor; copy += 1) {
    const prefix = copyPrefix(copy);
    for (const [file, list] of phrases)
      scaledPhrases[`${prefix}/${file}`] = list.map((phrase) =>
        substituteWords(phrase, vocabulary, phraseRandom, 0.3),
      );
    const root = path.join(outDir, prefix);
    for (const file of files) {
      if (file === 'tags.yml') continue;
      const target = path.join(root, file);
      mkdirSync(path.dirname(target), { recursive: true });
      if (sources.has(file)) {
        const page = varyPage(sources.get(file), { prefix, vocabulary, random });
        bytes += Buffer.byteLength(page);
        writeFileSync(target, page);
      } else if (file.endsWith('_category_.json')) {
        const category = JSON.parse(readFileSync(path.join(docsDir, file), 'utf8'));
        category.label = substituteWords(category.label, vocabulary, random, 0.5);
        // Labels may repeat across copies; the translation key of a category must not.
        category.key = `${prefix}/${path.posix.dirname(file)}`;
        writeFileSync(target, `${JSON.stringify(category, null, 2)}\n`);
      } else {
        cpSync(path.join(docsDir, file), target);
      }
    }
    const label = vocabulary[Math.floor(random() * vocabulary.length)];
    writeFileSync(
      path.join(root, '_category_.json'),
      `${JSON.stringify({ label: `Раздел ${copy}: ${label}`, key: prefix, position: 100 + copy, collapsed: true }, null, 2)}\n`,
    );
  }
  if (phrasesFile) {
    const target = path.join(path.dirname(outDir), SEARCH_PHRASES_FILE);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, yaml.dump(scaledPhrases, { lineWidth: -1 }));
  }
  return { pages: pages.length * factor, bytes };
}
