// The site's search phrases file (writing/search-phrases.yml: page file inside docs/ → what
// readers type to find it): where it is, relative to the site folder (beside docs/), and how it
// reads. One place for the index rewrite (indexRewrite.ts), check:content and the scale bench.
import yaml from 'js-yaml';

export const SEARCH_PHRASES_FILE = 'writing/search-phrases.yml';

/** A phrase as check:content compares phrases: case, «ё» and spaces do not make two. */
export const samePhrase = (phrase) =>
  phrase.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/**
 * The phrases of each page, by its file inside docs/ as the file names it: every item as text,
 * empty ones left out (a page listed with none keeps its key, for check:content). `error`, in
 * Russian for check:content, when the text does not parse or is not a mapping.
 * @param {string} source the file's text
 * @returns {{ byPage: Map<string, string[]>, error?: string }}
 */
export function parseSearchPhrases(source) {
  let value;
  try {
    value = yaml.load(source) ?? {};
  } catch (error) {
    const reason = error instanceof yaml.YAMLException ? error.reason : String(error);
    return { byPage: new Map(), error: `не разбирается: ${reason}` };
  }
  if (typeof value !== 'object' || Array.isArray(value))
    return { byPage: new Map(), error: 'нужен словарь «путь страницы в docs/: список фраз»' };
  const byPage = new Map();
  for (const [page, list] of Object.entries(value)) {
    const phrases = Array.isArray(list) ? list.map((item) => String(item)) : [];
    byPage.set(
      page,
      phrases.filter((phrase) => phrase.trim() !== ''),
    );
  }
  return { byPage };
}
