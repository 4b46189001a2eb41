// What the offline search benches share (searchOffline.ts, searchSynonyms.ts, searchActions.ts):
// lunr with the site's languages, a built index (or one made from Markdown) loaded as the search
// worker loads it, and a query's ranking as the pages it shows, in order.
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';

import { docsFacts, rewriteGroups, type DocsFacts } from '../../plugins/search/indexRewrite';
import { readShardedIndexFile } from '../../plugins/search/indexShards';
import { docsIndexGroups } from '../../plugins/search/testing/docsIndex';
import { rank, type RankOptions, type WrappedIndex } from '../../plugins/search/client/rank';
import { loadedGroups } from '../../plugins/search/testing/loadedGroups';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
export const lunr: any = require('lunr');
require('lunr-languages/lunr.stemmer.support')(lunr);
require('lunr-languages/lunr.ru')(lunr);
require('lunr-languages/lunr.multi')(lunr);
lunr.multiLanguage('ru', 'en');
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A group as the rewrite writes it: documents and the serialized lunr index. */
export interface SerializedGroup {
  documents: WrappedIndex['documents'];
  index: unknown;
}

/** The groups with their lunr indexes loaded, as the worker has them. */
export const loadGroups = (serialized: SerializedGroup[]): WrappedIndex[] =>
  loadedGroups(lunr, serialized);

/**
 * The index a folder of Markdown makes without a build (the unit tests' extractor,
 * plugins/search/testing/docsIndex.ts), rewritten as the build does, as plain JSON; `facts`
 * when the caller has read them already.
 */
export const serializedFromDocs = (
  docsDir: string,
  facts: DocsFacts = docsFacts(docsDir),
): SerializedGroup[] =>
  JSON.parse(
    JSON.stringify(rewriteGroups(docsIndexGroups(docsDir), ['ru', 'en'], facts)),
  ) as SerializedGroup[];

/**
 * The index the Markdown of `docsDir` makes with these search phrases instead of the site's
 * (page file inside docs/ → its phrases), loaded: a phrase left out or moved, as tests and the
 * phrase cross-validation need.
 */
export function groupsWithPhrases(
  docsDir: string,
  byPage: ReadonlyMap<string, readonly string[]>,
): WrappedIndex[] {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'phrases-')), 'search-phrases.yml');
  writeFileSync(file, yaml.dump(Object.fromEntries(byPage)));
  return loadGroups(serializedFromDocs(docsDir, docsFacts(docsDir, file)));
}

/** The name of a build's search index head (search-index*.json) in `dir`. */
export function builtIndexFile(dir: string): string {
  const file = readdirSync(dir).find((name) => /^search-index.*\.json$/.test(name));
  if (!file) throw new Error(`no search index in ${dir} (npm run bench:search builds one)`);
  return file;
}

/** A build's whole index, back from its head and shards. */
export const readBuiltIndex = (dir: string): SerializedGroup[] =>
  readShardedIndexFile(path.join(dir, builtIndexFile(dir)), dir) as unknown as SerializedGroup[];

const route = (url: string) => url.replace(/^\/docs\//, '').replace(/[#?].*$/, '');

/** The pages a query shows, best first, as doc routes (`services/…`), each once. */
export function rankedRoutes(
  groups: WrappedIndex[],
  query: string,
  options: RankOptions = {},
): string[] {
  const ranked: string[] = [];
  for (const result of rank(lunr, groups, query, 8, options)) {
    const to = route((result.page || result.document).u);
    if (!ranked.includes(to)) ranked.push(to);
  }
  return ranked;
}
