// Content checks for docs/: front matter, tags, word minimums per page kind, placeholders,
// image alt text (present, at most ALT_MAXIMUM characters), explicit heading ids, search phrases
// (writing/search-phrases.yml) for every page. Run: node scripts/content/checkContent.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

import {
  SEARCH_PHRASES_FILE,
  samePhrase,
  parseSearchPhrases,
} from '../../plugins/search/searchPhrasesFile.mjs';
import { splitFrontMatter } from '../../plugins/shared/frontMatter.mjs';
import { markdownFilesUnder } from '../../plugins/shared/files.mjs';
import { outsideFences } from './markdownLines.mjs';

/** Minimum words of prose (code blocks, imports and JSX lines excluded) per page kind. */
export const WORD_MINIMUM = { обзорная: 500, пошаговая: 250, руководство: 1000 };

/** Longest alt text: screen readers read it in one breath; the long description goes in the text next to the image. */
export const ALT_MAXIMUM = 125;

const PLACEHOLDER =
  /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|здесь будет|coming soon|текст страницы|заглушк/i;

/** Prose words: fenced code, import lines and JSX tag lines do not count. */
export function countProseWords(body) {
  const lines = body.split('\n');
  const outside = outsideFences(lines);
  const prose = lines
    .filter((line, index) => outside[index] && !/^\s*(import |export |<\/?[A-Z])/.test(line))
    .join('\n')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Every problem of one page, as Russian messages. */
export function checkPage({ file, source, kind, knownTags }) {
  const problems = [];
  const { frontMatter, body, error } = splitFrontMatter(source);
  if (error) return [`${file}: ${error}`];
  for (const field of ['title', 'description', 'sidebar_label', 'sidebar_position']) {
    if (frontMatter[field] === undefined || frontMatter[field] === '') {
      problems.push(`${file}: нет поля «${field}» во front matter`);
    }
  }
  const description = String(frontMatter.description ?? '');
  if (description && (description.length < 60 || description.length > 250)) {
    problems.push(`${file}: description длиной ${description.length} символов (нужно 60–250)`);
  }
  const tags = frontMatter.tags ?? [];
  if (!Array.isArray(tags) || tags.length === 0) problems.push(`${file}: нет тегов`);
  else
    for (const tag of tags)
      if (!knownTags.has(tag)) problems.push(`${file}: тег «${tag}» не объявлен в docs/tags.yml`);

  const minimum = WORD_MINIMUM[kind];
  if (minimum === undefined) problems.push(`${file}: страница не указана в writing/pages.md`);
  else {
    const words = countProseWords(body);
    if (words < minimum)
      problems.push(`${file}: ${words} слов, для вида «${kind}» нужно не меньше ${minimum}`);
  }

  const lines = body.split('\n');
  // Front matter is text readers meet too (title, description, search keywords).
  source
    .split('\n')
    .slice(0, source.split('\n').length - lines.length)
    .forEach((line, index) => {
      const placeholder = PLACEHOLDER.exec(line);
      if (placeholder) problems.push(`${file}:${index + 1}: текст-заглушка «${placeholder[0]}»`);
    });
  let inCode = false;
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1 + (source.split('\n').length - lines.length)}`;
    if (/^(```|~~~)/.test(line)) inCode = !inCode;
    if (inCode) return;
    const placeholder = PLACEHOLDER.exec(line);
    if (placeholder) problems.push(`${where}: текст-заглушка «${placeholder[0]}»`);
    for (const image of line.matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g)) {
      if (image[1].trim().length < 10)
        problems.push(`${where}: у изображения ${image[2]} нет осмысленного alt`);
      else if (image[1].length > ALT_MAXIMUM)
        problems.push(
          `${where}: alt у изображения ${image[2]} длиной ${image[1].length} символов (не больше ${ALT_MAXIMUM}; подробное описание — текстом рядом с изображением)`,
        );
    }
    if (/<img\b(?![^>]*\balt="[^"]{10,}")/.test(line)) problems.push(`${where}: <img> без alt`);
    if (/^#{2,6} /.test(line) && !/\{#[\w-]+\}\s*$/.test(line)) {
      problems.push(`${where}: у заголовка нет явного якоря {#id}`);
    }
  });
  return problems;
}

/**
 * Fewest search phrases a page has in writing/search-phrases.yml: how readers type their way to
 * it (task verbs, slang, English, codes, symptoms). The search finds pages by them too.
 */
export const SEARCH_PHRASES_MINIMUM = 10;

/**
 * Problems of writing/search-phrases.yml (its text) against the docs' files (paths inside docs/):
 * every page has its phrases, every key is a page, no phrase is on two pages.
 */
export function checkSearchPhrases(phrasesSource, files) {
  const where = SEARCH_PHRASES_FILE;
  const { byPage, error } = parseSearchPhrases(phrasesSource);
  if (error) return [`${where}: ${error}`];
  const problems = [];
  for (const file of files) {
    const count = byPage.get(file)?.length ?? 0;
    if (count < SEARCH_PHRASES_MINIMUM)
      problems.push(
        `docs/${file}: в ${where} ${count} фраз, нужно не меньше ${SEARCH_PHRASES_MINIMUM} (как читатель ищет эту страницу)`,
      );
  }
  for (const key of byPage.keys())
    if (!files.includes(key)) problems.push(`${where}: «${key}» — такой страницы в docs/ нет`);
  // A phrase names the page that best answers it: on two pages it says both are, and the search
  // cannot tell them apart by it.
  const pagesOf = new Map();
  for (const [page, phrases] of byPage)
    for (const phrase of phrases) {
      const key = samePhrase(phrase);
      const pages = pagesOf.get(key) ?? new Set();
      pages.add(page);
      pagesOf.set(key, pages);
    }
  for (const [phrase, pages] of pagesOf)
    if (pages.size > 1)
      problems.push(
        `${where}: фраза «${phrase}» стоит у страниц ${[...pages].join(', ')}; оставьте её той, что лучше отвечает, другой напишите точнее`,
      );
  return problems;
}

/** A search phrase as two pages could share it: case, «ё» and spacing aside. */
/** Page kinds from writing/pages.md: «| file.md | position | kind |». */
export function readPageKinds(pagesTable) {
  return new Map(
    [...pagesTable.matchAll(/^\| ([\w/-]+\.md) \| \d+ \| (\S+) \|/gm)].map((m) => [m[1], m[2]]),
  );
}

/**
 * The tags' labels and descriptions are shown to readers (under «Теги:», on /docs/tags): Russian,
 * as all the interface. A Latin word may stand in them (API, «Магистраль»), a label of Latin
 * words only may not («API management» was the label of 40 pages' tag).
 */
export function checkTags(tags) {
  const problems = [];
  for (const [key, tag] of Object.entries(tags ?? {})) {
    for (const field of ['label', 'description']) {
      const text = String(tag?.[field] ?? '');
      if (!/\p{Script=Cyrillic}/u.test(text))
        problems.push(`docs/tags.yml: у тега «${key}» ${field} «${text}» не по-русски`);
    }
  }
  return problems;
}

export function checkDocs(root = '.') {
  const kinds = readPageKinds(readFileSync(path.join(root, 'writing/pages.md'), 'utf8'));
  const tags = yaml.load(readFileSync(path.join(root, 'docs/tags.yml'), 'utf8'));
  const knownTags = new Set(Object.keys(tags));
  const files = markdownFilesUnder(path.join(root, 'docs'));
  const problems = [...checkTags(tags)];
  for (const file of files) {
    const source = readFileSync(path.join(root, 'docs', file), 'utf8');
    problems.push(...checkPage({ file: `docs/${file}`, source, kind: kinds.get(file), knownTags }));
  }
  for (const expected of kinds.keys()) {
    if (!files.includes(expected))
      problems.push(`docs/${expected}: страницы нет, хотя она есть в writing/pages.md`);
  }
  const phrases = readFileSync(path.join(root, SEARCH_PHRASES_FILE), 'utf8');
  problems.push(
    ...checkSearchPhrases(
      phrases,
      files.map((file) => file.split(path.sep).join('/')),
    ),
  );
  return { files, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, problems } = checkDocs();
  for (const problem of problems) console.error(problem);
  console.log(`content: ${files.length} pages checked, ${problems.length} problems`);
  process.exit(problems.length > 0 ? 1 : 0);
}
