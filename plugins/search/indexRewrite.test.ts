import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { createRequire } from 'node:module';

import {
  PAGES_INDEX,
  PHRASES,
  buildClassifierGroup,
  buildGroupIndex,
  buildPagesIndex,
  docsFacts,
  languagePipeline,
  rememberWords,
  rewriteGroups,
  rewriteIndexFile,
  searchPhrases,
  termsOfTexts,
  type PagesIndexSettings,
} from './indexRewrite';
import type { SerializedIndex } from './indexShards';
import { WHO_DID_WORD } from './client/queryRewrite';
import { lunrIndexBuild } from './lunrBuild';
import { docsIndexGroups } from './testing/docsIndex';

// The lunr the rewrite registered its languages in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

interface LunrIndex {
  search(query: string): { ref: string; matchData: { metadata: Record<string, object> } }[];
  toJSON(): { fields: string[] };
}
/** The built (serialized) index, loaded as the browser loads it. */
const loaded = (index: SerializedIndex): LunrIndex => lunr.Index.load(index);

const titles = [
  { i: 1, t: 'Удаление API со шлюза', u: '/docs/delete-api' },
  { i: 2, t: 'Ключи API', u: '/docs/keys' },
  { i: 3, t: 'Конфигурация платформы', u: '/docs/configurations' },
];
const keywordsOfPage = new Map([
  [1, 'удалить API, delete API'],
  [3, 'настройки шлюза, values.yaml, ключ'],
]);

const refs = (index: LunrIndex, query: string) => index.search(query).map((r) => r.ref);

describe('search index rewrite: page keywords in the titles group', () => {
  it('finds a title by its page keywords, in another form of the word than the title has', () => {
    const plain = loaded(buildGroupIndex(titles));
    const withKeywords = loaded(
      buildGroupIndex(titles, {
        keywords: keywordsOfPage,
        labels: new Map(),
      }),
    );
    expect(refs(plain, 'удалить')).toEqual([]);
    expect(refs(withKeywords, 'удалить')).toEqual(['1']);
    expect(refs(withKeywords, 'настройки')).toEqual(['3']);
  });

  it('ranks a match in the title above a match in keywords only', () => {
    const index = loaded(
      buildGroupIndex(titles, {
        keywords: keywordsOfPage,
        labels: new Map(),
      }),
    );
    expect(refs(index, 'ключ')).toEqual(['2', '3']);
  });

  it('a keyword match has no positions in the title text (the templates fall back)', () => {
    const index = loaded(
      buildGroupIndex(titles, {
        keywords: keywordsOfPage,
        labels: new Map(),
      }),
    );
    const [match] = index.search('удалить');
    const fields = Object.values(match.matchData.metadata).flatMap((m) => Object.keys(m));
    expect(fields).toEqual(['k']);
  });

  it('rewrites a file: keywords and labels in the titles group, the pages index sixth, paragraphs there only, the phrases seventh, the classifier eighth', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    const file = path.join(dir, 'search-index.json');
    const group = (documents: object[]) => ({ documents, index: {} });
    writeFileSync(
      file,
      JSON.stringify([
        group(titles),
        group([{ i: 4, t: 'Шаги', u: '/docs/keys', h: '#steps', p: 2 }]),
        group([
          { i: 1, t: 'Как удалить API со шлюза', s: titles[0].t, u: '/docs/delete-api', p: 1 },
        ]),
        group([
          { i: 1, t: 'удалить API, delete API', s: titles[0].t, u: '/docs/delete-api', p: 1 },
        ]),
        group([
          { i: 5, t: 'Удалённое API не вернуть.', s: titles[0].t, u: '/docs/delete-api', p: 1 },
          {
            i: 6,
            t: 'Архивирование — как скрыть API, не удаляя его.',
            s: 'Что дальше',
            u: '/docs/delete-api',
            h: '#next-steps',
            p: 1,
          },
        ]),
      ]),
    );
    const labels = new Map([['/docs/delete-api', 'Удалить API']]);
    const codeNames = new Map([['/docs/delete-api', ['force_delete', 'systemname']]]);
    // Titles (3) and headings (1) keep their documents; the rest live in the pages index.
    expect(rewriteIndexFile(file, ['ru', 'en'], { labels, codeNames })).toEqual({
      groups: 8,
      documents: 4,
    });
    const groups = JSON.parse(readFileSync(file, 'utf8')) as {
      documents: { i: number; c?: string }[];
      index: { fields: string[] };
    }[];
    expect(groups.map((g) => g.index.fields)).toEqual([
      ['t', 'k', 'l'],
      ['t'],
      ['t'],
      ['t'],
      ['t'],
      ['t', 'l', 'k', 'q', 'd', 'h', 'c'],
      ['t'],
      ['w'],
    ]);
    expect(groups.slice(2, 5).map((g) => g.documents)).toEqual([[], [], []]);
    // The names its code blocks show, marked (client/codes.ts).
    expect(groups[0].documents.find((d) => d.i === 1)?.c).toBe('~force_delete ~systemname');
    // The pages index finds a page by a word of its paragraphs only, and by its sidebar label.
    const pages = lunr.Index.load(groups[5].index);
    expect(pages.search('вернуть').map((r: { ref: string }) => r.ref)).toEqual(['1']);
    // Not by the lines of its «Что дальше» list: they are about the pages it links to.
    expect(pages.search('скрыть')).toEqual([]);
    const titlesIndex = lunr.Index.load(groups[0].index);
    expect(titlesIndex.search('l:удалить').map((r: { ref: string }) => r.ref)).toEqual(['1']);
  });
});

describe('search index rewrite: names the code blocks show', () => {
  it('lists the code block names of each page by URL, not the names of its text', () => {
    const docs = mkdtempSync(path.join(tmpdir(), 'docs-'));
    mkdirSync(path.join(docs, 'keys'));
    writeFileSync(
      path.join(docs, 'keys', 'add-key.md'),
      [
        '# Выпуск ключа',
        'Поле `validFrom` в тексте.',
        '```json',
        '{ "expiresInDays": 180 }',
        '```',
        '  ~~~bash',
        '  curl -H "X-Request-Id: 1"',
        '  ~~~',
      ].join('\n'),
    );
    writeFileSync(path.join(docs, 'intro.md'), '# Введение\n\nБез кода.');
    expect(docsFacts(docs).codeNames).toEqual(
      new Map([['/docs/keys/add-key', ['expiresindays', 'x-request-id']]]),
    );
  });
});

describe('search index rewrite: how-to pages', () => {
  it('lists the pages tagged as instructions, in either form of the tags list', () => {
    const docs = mkdtempSync(path.join(tmpdir(), 'docs-'));
    mkdirSync(path.join(docs, 'keys'));
    const page = (tags: string) => `---\ntitle: T\n${tags}\n---\n\nТекст.`;
    writeFileSync(
      path.join(docs, 'keys', 'add-key.md'),
      page('tags: [api-management, инструкции]'),
    );
    writeFileSync(path.join(docs, 'keys', 'delete-key.md'), page('tags:\n  - инструкции'));
    writeFileSync(path.join(docs, 'concept.md'), page('tags: [концепции, инструкции-нет]'));
    writeFileSync(path.join(docs, 'intro.md'), '# Введение\n\nБез тегов.');
    expect(docsFacts(docs).howTo).toEqual(new Set(['/docs/keys/add-key', '/docs/keys/delete-key']));
  });
});

// Phrases as readers type them, slang included.
// cspell:words апи кей
describe('search index rewrite: search phrases', () => {
  /** A site folder: docs/ with the given pages, writing/search-phrases.yml with the given text. */
  function site(pages: Record<string, string>, phrases: string) {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    for (const [file, body] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
      writeFileSync(path.join(root, 'docs', file), `---\ntitle: T\n---\n\n${body}`);
    }
    mkdirSync(path.join(root, 'writing'));
    writeFileSync(path.join(root, 'writing', 'search-phrases.yml'), phrases);
    return path.join(root, 'docs');
  }

  it('reads the phrases by page file as YAML reads them, keyed by page URL', () => {
    const docs = site(
      { 'keys/add-key.md': 'Текст.', 'concept.md': 'Текст.' },
      [
        '# Как читатели ищут страницы',
        'keys/add-key.md:',
        '  - апи кей создать',
        '  - "Prefer: code=404"',
        "  - 'X-API-Key'",
        'concept.md: [рейт-лимит, rate limit]',
        'intro.md: []',
      ].join('\n'),
    );
    expect(docsFacts(docs).phrases).toEqual(
      new Map([
        ['/docs/keys/add-key', ['апи кей создать', 'Prefer: code=404', 'X-API-Key']],
        ['/docs/concept', ['рейт-лимит', 'rate limit']],
      ]),
    );
    expect(searchPhrases(null)).toEqual(new Map());
    expect(searchPhrases(path.join(docs, 'no-such.yml'))).toEqual(new Map());
  });

  it('finds a page by the words of its phrases in the pages index only, never shows them', () => {
    const docs = site(
      { 'add-key.md': 'Ключ API выпускают.', 'delete-key.md': 'Ключ API удаляют.' },
      'add-key.md:\n  - сгенерить апи кей\n  - выдать ключик\n',
    );
    const groups = rewriteGroups(docsIndexGroups(docs), ['ru', 'en'], docsFacts(docs));
    const pages = lunr.Index.load(JSON.parse(JSON.stringify(groups[5].index)));
    const urlOf = (ref: string) => groups[0].documents.find((d) => String(d.i) === ref)?.u;
    for (const word of ['сгенерить', 'ключик'])
      expect(pages.search(word).map((r: { ref: string }) => urlOf(r.ref))).toEqual([
        '/docs/add-key',
      ]);
    // Not in the documents results show, nor in the titles group's fields.
    expect(JSON.stringify(groups.map((g) => g.documents))).not.toMatch(/сгенерить|ключик/);
    const titles = lunr.Index.load(JSON.parse(JSON.stringify(groups[0].index)));
    expect(titles.search('сгенерить')).toEqual([]);
  });

  it('indexes each phrase on its own, numbered page by page in title order', () => {
    const docs = site(
      { 'a.md': 'Текст.', 'b.md': 'Текст.', 'c.md': 'Текст.' },
      'c.md:\n  - отозвать ключ\n  - ключ скомпрометирован\na.md:\n  - выпустить ключ\n',
    );
    const groups = rewriteGroups(docsIndexGroups(docs), ['ru', 'en'], docsFacts(docs));
    const titleOf = new Map(groups[0].documents.map((d) => [d.i, d.u]));
    const phrases = groups[PHRASES];
    // Numbers in title order (a, then c; b has none), each with its page's title id.
    expect(phrases.documents.map((d) => [d.i, titleOf.get(d.p as number)])).toEqual([
      [0, '/docs/a'],
      [1, '/docs/c'],
      [2, '/docs/c'],
    ]);
    // One document a phrase: both words of «ключ скомпрометирован» in phrase 2 only.
    const index = lunr.Index.load(JSON.parse(JSON.stringify(phrases.index)));
    expect(index.search('+ключ +скомпрометирован').map((r: { ref: string }) => r.ref)).toEqual([
      '2',
    ]);
    expect(
      index
        .search('ключ')
        .map((r: { ref: string }) => r.ref)
        .sort(),
    ).toEqual(['0', '1', '2']);
  });
});

describe('search index rewrite: the classifier examples’ terms', () => {
  it('are, for every search phrase of the site, the terms a lunr index of the phrases holds', () => {
    const texts = [...searchPhrases(path.resolve('writing/search-phrases.yml')).values()].flat();
    expect(texts.length).toBeGreaterThan(1000);
    const setUp = languagePipeline(['ru', 'en'], null, { keepStopWords: true });
    const { terms, pipelineOnly } = termsOfTexts(texts, setUp);
    // lunr's own Builder#add over the same texts: ref → its terms, in the index's order.
    const indexed = lunrIndexBuild(function (this: {
      field(name: string): void;
      add(doc: object): void;
    }) {
      setUp(this);
      this.field('t');
      texts.forEach((t, i) => this.add({ i: String(i), t }));
    });
    const byRef = texts.map((): string[] => []);
    for (const [term, posting] of indexed.invertedIndex)
      for (const ref of Object.keys(posting.t as object)) byRef[Number(ref)].push(term);
    expect(terms).toEqual(byRef);
    // Stop words stay (the classifier tells «не отслеживать» from «отслеживать» by them).
    expect(terms.flat()).toContain('не');
    expect(pipelineOnly.pipeline).toEqual(indexed.pipeline);
    expect(pipelineOnly.fieldVectors).toEqual([]);
  });
});

describe('search index rewrite: the classifier reads «кто» and a past tense', () => {
  it('learns WHO_DID_WORD from the phrases that ask who did something, for their page', () => {
    const titles = [
      { i: 0, t: 'Модуль «Аудит»' },
      { i: 1, t: 'Удаление ключа API' },
      { i: 2, t: 'Выключение API' },
    ];
    const phrases = new Map([
      [0, 'кто удалил ключ\nкто выключил api\nкто ещё менял политику'],
      [1, 'удалить ключ\nотозвать ключ\nкто может удалить ключ'],
      [2, 'выключить api\nостановить api'],
    ]);
    const group = buildClassifierGroup(titles, { keywords: new Map(), labels: new Map(), phrases });
    const posting = group.invertedIndex.find(([term]) => term === WHO_DID_WORD)?.[1] as
      { w: Record<string, object> } | undefined;
    expect(Object.keys(posting?.w ?? {})).toContain('0');
    const vector = group.fieldVectors.find(([ref]) => ref === 'w/0')?.[1] as number[];
    const termIndex = (posting as unknown as { _index: number })._index;
    const at = vector.findIndex((value, i) => i % 2 === 0 && value === termIndex);
    expect(vector[at + 1]).toBeGreaterThan(0);
  });
});

describe('search index rewrite: the pipeline remembers each word', () => {
  /** A builder's pipeline as the rewrite sets it up, each function call counted. */
  function sitePipeline(remember: boolean) {
    const builder = new lunr.Builder();
    const calls = { count: 0 };
    const run = builder.pipeline.run;
    languagePipeline(['ru', 'en'])(builder);
    if (!remember) builder.pipeline.run = run;
    builder.pipeline._stack = builder.pipeline._stack.map(
      (fn: (...args: unknown[]) => unknown) =>
        (...args: unknown[]) => {
          calls.count += 1;
          return fn(...args);
        },
    );
    return { pipeline: builder.pipeline, calls };
  }
  const tokensOf = (texts: string[]) =>
    texts.flatMap(
      (text, field) =>
        lunr.tokenizer(text, { fields: [String(field)] }) as {
          toString(): string;
          metadata: object;
        }[],
    );
  const outputOf = (tokens: { toString(): string; metadata: object }[]) =>
    tokens.map((token) => [String(token), token.metadata]);

  it('gives every token of the site the same output, with its own metadata, as lunr alone', () => {
    const texts = docsIndexGroups(path.resolve('docs')).flatMap(({ documents }) =>
      documents.map((doc) => String(doc.t ?? '')),
    );
    const plain = sitePipeline(false);
    const remembering = sitePipeline(true);
    const expected = outputOf(plain.pipeline.run(tokensOf(texts)));
    const first = outputOf(remembering.pipeline.run(tokensOf(texts)));
    expect(expected.length).toBeGreaterThan(10_000);
    expect(first).toEqual(expected);
    // A word met before costs no pipeline call; one never met goes through every function.
    const before = remembering.calls.count;
    expect(outputOf(remembering.pipeline.run(tokensOf(texts)))).toEqual(expected);
    expect(remembering.calls.count).toBe(before);
    expect(before).toBeLessThan(plain.calls.count / 3);
    // Stop words are dropped the same way, positions kept per token.
    expect(outputOf(remembering.pipeline.run(tokensOf(['и ключи', 'ключи и'])))).toEqual(
      outputOf(plain.pipeline.run(tokensOf(['и ключи', 'ключи и']))),
    );
  });

  it('runs a word that becomes several tokens every time', () => {
    const { pipeline, calls } = sitePipeline(false);
    const split = Object.assign(
      (token: { clone(fn: (s: string) => string): unknown }) => [
        token.clone((s) => `${s}-a`),
        token.clone((s) => `${s}-b`),
      ],
      { label: 'split' },
    );
    pipeline._stack.push(split);
    rememberWords(pipeline, new Map());
    const words = (text: string) => pipeline.run(tokensOf([text])).map(String);
    expect(words('ключ')).toEqual(['ключ-a', 'ключ-b']);
    const after = calls.count;
    expect(words('ключ')).toEqual(['ключ-a', 'ключ-b']);
    expect(calls.count).toBeGreaterThan(after);
  });
});

describe('search index rewrite: the pages index settings', () => {
  const groups = [
    {
      documents: [
        { i: 1, t: 'Ключи API', u: '/docs/keys' },
        { i: 2, t: 'Сертификаты', u: '/docs/certs' },
      ],
    },
    { documents: [] },
    { documents: [] },
    { documents: [] },
    {
      documents: [
        { i: 3, t: 'Ключ, ключ и ещё раз ключ потребителя.', p: 1 },
        { i: 4, t: 'Сертификат потребителя заменяет ключ в этом длинном абзаце о защите.', p: 2 },
      ],
    },
  ];
  const extras = { keywords: new Map(), labels: new Map() };
  const scores = (settings?: PagesIndexSettings) =>
    (
      lunr.Index.load(buildPagesIndex(groups, extras, ['ru', 'en'], settings)) as {
        search(query: string): { ref: string; score: number }[];
      }
    )
      .search('ключ')
      .map((r) => [r.ref, Number(r.score.toFixed(6))]);

  it('spells out lunr 2.3.9’s own BM25 constants (those of a builder nobody set)', () => {
    let stock: number[] = [];
    lunr(function build(this: { _k1: number; _b: number }) {
      stock = [this._k1, this._b];
    });
    expect(stock).toEqual([PAGES_INDEX.k1, PAGES_INDEX.b]);
  });

  it('scores by the settings it is given (boosts, k1 and b)', () => {
    const stock = scores();
    expect(stock.map(([ref]) => ref)).toEqual(['1', '2']);
    expect(scores({ ...PAGES_INDEX, k1: 3 })).not.toEqual(stock);
    expect(scores({ ...PAGES_INDEX, b: 0 })).not.toEqual(stock);
    expect(scores({ ...PAGES_INDEX, fields: { ...PAGES_INDEX.fields, c: 3 } })).not.toEqual(stock);
    expect(scores(PAGES_INDEX)).toEqual(stock);
  });
});
