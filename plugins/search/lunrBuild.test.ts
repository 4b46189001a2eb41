import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { PAGES_INDEX, docsFacts, languagePipeline, rewriteGroups } from './indexRewrite';
import { LUNR_VERSION, buildSerializedIndex, lunrIndexBuild } from './lunrBuild';
import { docsIndexGroups } from './testing/docsIndex';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

const DOCS = path.resolve('docs');
/** The index rewrite of the site's own pages, built by one way or the other. */
const rewrittenBy = (build: typeof lunrIndexBuild, settings = PAGES_INDEX) =>
  rewriteGroups(docsIndexGroups(DOCS), ['ru', 'en'], docsFacts(DOCS), settings, build);

describe('lunr index build without lunr.Builder#build (lunrBuild.ts)', () => {
  it('is written against the installed lunr', () => {
    // A new lunr: compare its Builder#add/#build and Index#toJSON with lunrBuild.ts first.
    expect(lunr.version).toBe(LUNR_VERSION);
  });

  it('writes the same bytes as lunr for the whole index rewrite of the docs', () => {
    const ours = JSON.stringify(rewrittenBy(buildSerializedIndex));
    expect(ours.length).toBeGreaterThan(500_000);
    expect(ours).toBe(JSON.stringify(rewrittenBy(lunrIndexBuild)));
  });

  it('the same with other BM25 constants and boosts (the offline bench fits them)', () => {
    const settings = { fields: { t: 4, l: 1, k: 0.5, q: 2, d: 1, h: 3, c: 0.7 }, k1: 1.6, b: 0.4 };
    const pagesIndex = (build: typeof lunrIndexBuild) =>
      JSON.stringify(rewrittenBy(build, settings)[5]);
    expect(pagesIndex(buildSerializedIndex)).toBe(pagesIndex(lunrIndexBuild));
  });

  it('the same for the edge cases lunr allows: repeated refs, empty and missing fields, boosts, numeric terms, several metadata keys', () => {
    const setUp = languagePipeline(['ru', 'en']);
    const documents = [
      { i: '7', t: 'Ключ API ключ 404 и 2024', h: 'Ключи' },
      { i: '3', t: '', h: undefined },
      { i: '12', t: 'удалить ключ — delete key, keys; __proto__ constructor' },
      { i: '7', t: 'Повтор ссылки: ключ заменяется', h: 'повтор' },
      { i: '0', t: '...  !!! ', h: '404 500 404' },
    ];
    const config = function (this: {
      field(name: string, options?: object): void;
      metadataWhitelist: string[];
      add(doc: object, attributes?: object): void;
    }) {
      setUp(this);
      this.field('t', { boost: 2 });
      this.field('h');
      this.metadataWhitelist = ['position', 'index'];
      documents.forEach((doc, k) => this.add(doc, k === 2 ? { boost: 3 } : undefined));
    };
    const ours = buildSerializedIndex(config);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(lunrIndexBuild(config)));
    // And lunr loads it and finds what it finds in its own.
    const found = (index: object, query: string) =>
      lunr.Index.load(index)
        .search(query)
        .map((r: { ref: string; score: number }) => [r.ref, r.score]);
    for (const query of ['ключ', '404', 'delete', 'повтор'])
      expect(found(ours, query)).toEqual(found(lunrIndexBuild(config), query));
  });

  it('keeps one frozen empty metadata object when no metadata is kept, its own per posting otherwise', () => {
    const build = (whitelist: string[]) =>
      buildSerializedIndex(function (this: {
        field(name: string): void;
        metadataWhitelist: string[];
        add(doc: object): void;
      }) {
        languagePipeline(['ru', 'en'])(this);
        this.field('t');
        this.metadataWhitelist = whitelist;
        this.add({ i: '1', t: 'ключ шлюза' });
        this.add({ i: '2', t: 'ключ потребителя' });
      });
    const metadataOf = (index: ReturnType<typeof build>) =>
      index.invertedIndex.flatMap(([, posting]) =>
        Object.values(posting.t as Record<string, object>),
      );
    const shared = metadataOf(build([]));
    expect(shared).toHaveLength(4);
    expect(new Set(shared).size).toBe(1);
    expect(Object.isFrozen(shared[0])).toBe(true);
    const own = metadataOf(build(['position']));
    expect(new Set(own).size).toBe(own.length);
    expect(own.every((metadata) => !Object.isFrozen(metadata))).toBe(true);
  });

  it('an index of no documents, as the empty groups of the rewrite', () => {
    const config = function (this: { field(name: string): void }) {
      languagePipeline(['ru', 'en'])(this);
      this.field('t');
    };
    expect(JSON.stringify(buildSerializedIndex(config))).toBe(
      JSON.stringify(lunrIndexBuild(config)),
    );
  });
});
