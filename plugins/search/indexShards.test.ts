import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  PAGES as PAGES_GROUP,
  PHRASES,
  rewriteGroups,
  type DocsFacts,
  type IndexDocument,
} from './indexRewrite';
import { joinShards, shardIndex, type FullGroup } from './indexShards';
import { headFiles } from './client/shardFormat';
import { docsIndexGroups } from './testing/docsIndex';

/** The plugin's five groups for two small pages, numbered page by page. */
function groups(headingPage = 1): { documents: IndexDocument[] }[] {
  return [
    {
      documents: [
        { i: 1, t: 'Сертификаты шлюза', u: '/docs/certificates' },
        { i: 4, t: 'Ключи API', u: '/docs/keys' },
      ],
    },
    {
      documents: [
        { i: 2, t: 'Добавить сертификат', u: '/docs/certificates', h: '#add', p: headingPage },
        { i: 5, t: 'Удалить ключ', u: '/docs/keys', h: '#delete', p: 4 },
      ],
    },
    { documents: [] },
    { documents: [{ i: 3, t: 'сертификат, TLS', u: '/docs/certificates', p: 1 }] },
    {
      documents: [
        { i: 6, t: 'Ключ передают в заголовке X-Api-Key.', u: '/docs/keys', h: '', p: 4 },
      ],
    },
  ];
}

const serialized = (input: { documents: IndexDocument[] }[], facts: DocsFacts = {}) =>
  JSON.parse(JSON.stringify(rewriteGroups(input, ['ru', 'en'], facts))) as FullGroup[];

/** Search phrases of the two pages: two for the keys page, one for the certificates page. */
const phrases: DocsFacts = {
  phrases: new Map([
    ['/docs/keys', ['отозвать ключ', 'выпустить ключ']],
    ['/docs/certificates', ['загрузить сертификат']],
  ]),
};

describe('search index shards (build side)', () => {
  it('gives the same files from the rewrite in memory as from its JSON', () => {
    const input = docsIndexGroups(path.resolve('docs'));
    const inMemory = rewriteGroups(input) as FullGroup[];
    const fromJson = serialized(input);
    expect(fromJson[PAGES_GROUP].index.invertedIndex.length).toBeGreaterThan(1_000);
    const a = shardIndex(inMemory);
    const b = shardIndex(fromJson);
    expect(JSON.stringify(a.head)).toBe(JSON.stringify(b.head));
    expect([...a.files]).toEqual([...b.files]);
  });

  it('names every file by the hash of all of them; another index, other names', () => {
    const one = shardIndex(serialized(groups()), { termShardBytes: 200, docBucketBytes: 1 });
    const names = headFiles(one.head);
    expect(names.terms.length).toBeGreaterThan(1);
    expect(names.docs).toHaveLength(2);
    for (const name of [...names.terms, ...names.docs]) {
      expect(name).toMatch(new RegExp(`^assets/search/[td]\\d+\\.${one.head.hash}\\.json$`));
      expect(one.files.has(name)).toBe(true);
    }
    const changed = groups();
    changed[0].documents[1].t = 'Ключи доступа';
    const two = shardIndex(serialized(changed), { termShardBytes: 200, docBucketBytes: 1 });
    expect(two.head.hash).not.toBe(one.head.hash);
  });

  it('the head carries what every query needs: vocabulary, titles, labels, codes', () => {
    const { head } = shardIndex(serialized(groups()));
    expect(head.vocabulary).toEqual([...head.vocabulary].sort());
    expect(head.vocabulary).toContain('сертификат');
    expect(head.pages.t).toEqual(['Сертификаты шлюза', 'Ключи API']);
    expect(head.pages.c[1]).toContain('x-api-key');
    // The pages index (group 5) holds every term; the emptied groups none.
    expect(head.groups[5].terms).toBeNull();
    expect(head.groups[2].terms).toEqual([]);
  });

  it('keeps the phrases’ pages as a count per page, and gives their documents back', () => {
    const full = serialized(groups(), phrases);
    expect(full[PHRASES].documents).toEqual([
      { i: 0, p: 1 },
      { i: 1, p: 4 },
      { i: 2, p: 4 },
    ]);
    const { head, files } = shardIndex(full);
    expect(head.pages.q).toEqual([1, 2]);
    // No phrase document among the document buckets (their ids would be titles' ids).
    for (const name of headFiles(head).docs)
      for (const doc of JSON.parse(files.get(name) ?? '[]') as IndexDocument[])
        expect(doc.t).toBeTruthy();
    const joined = joinShards(head, (name) => files.get(name) ?? '');
    expect(joined[PHRASES].documents).toEqual(full[PHRASES].documents);
    expect(joined[PHRASES].index.invertedIndex.map(([term]) => term)).toEqual(
      full[PHRASES].index.invertedIndex.map(([term]) => term),
    );
    // Without phrases: no counts.
    expect(shardIndex(serialized(groups())).head.pages.q).toEqual([]);
  });

  it('fails the build when the phrases are not numbered page by page (the worker relies on it)', () => {
    const full = serialized(groups(), phrases);
    full[PHRASES].documents.reverse();
    expect(() => shardIndex(full)).toThrow(/phrases are not numbered page by page/);
  });

  it('fails the build when a heading is not on the page before it (the worker relies on it)', () => {
    expect(() => shardIndex(serialized(groups(4)))).toThrow(/heading 2 is on page 4/);
  });

  it('fails the build when a weight is not in lunr’s thousandths', () => {
    const index = serialized(groups());
    const [, elements] = index[0].index.fieldVectors.find(([, e]) => e.length > 0) ?? [];
    (elements as number[])[1] += 0.0001;
    expect(() => shardIndex(index)).toThrow(/thousandths/);
  });

  it('fails the build when a posting and the field vectors disagree (the shards would lose a match)', () => {
    // A posting's document with no weight of the term in that document's field vector.
    const noWeight = serialized(groups());
    const [term, posting] = noWeight[0].index.invertedIndex[0];
    (posting.t as Record<string, object>)['99'] = {};
    expect(() => shardIndex(noWeight)).toThrow(new RegExp(`no weight of «${term}» in t/99`));
    // A weight of the term in a document its posting does not list.
    const extra = serialized(groups());
    const [, elements] = extra[0].index.fieldVectors[0];
    const unused = extra[0].index.invertedIndex.find(
      ([, p]) => !elements.some((e, k) => k % 2 === 0 && e === p._index),
    );
    expect(unused).toBeDefined();
    elements.push((unused as [string, { _index: number }])[1]._index, 1.5);
    expect(() => shardIndex(extra)).toThrow(/its posting lacks|field-vector entries/);
  });
});
