import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { ShardedIndex } from './client/shardedIndex';
import { headFiles, type ShardHead } from './client/shardFormat';
import { INDEX_HEAD_FILE, writeSourceIndex, type SourceIndexJob } from './sourceIndex';
import { startSourceIndex } from './sourceIndexRun';

// The lunr the rewrite registered its languages in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

const root = mkdtempSync(path.join(tmpdir(), 'source-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A docs folder of two pages and a job that indexes it into a fresh build folder. */
function job(name: string): SourceIndexJob {
  const docsDir = path.join(root, name, 'docs');
  mkdirSync(path.join(docsDir, 'certificates'), { recursive: true });
  const pages = [
    {
      file: 'certificates/add-certificate.md',
      title: 'Загрузка сертификата',
      body: '## Перед началом {#prerequisites}\n\nНужен файл сертификата в PEM.\n',
    },
    {
      file: 'keys.md',
      title: 'Ключи API',
      body: 'Ключ передают в заголовке `X-API-Key`.\n\n## Удаление ключа {#delete}\n\nКлюч нельзя вернуть.\n',
    },
  ];
  for (const page of pages)
    writeFileSync(
      path.join(docsDir, page.file),
      `---\ntitle: ${page.title}\nkeywords: [${page.title}]\n---\n\n${page.body}`,
    );
  return {
    pages: pages.map((page) => ({
      url: `/docs/${page.file.replace(/\.md$/, '')}`,
      title: page.title,
      description: '',
      keywords: page.title,
      breadcrumb: ['Документация'],
      file: path.join(docsDir, page.file),
    })),
    languages: ['ru', 'en'],
    docsDir,
    outDir: path.join(root, name, 'build'),
  };
}

/** The pages the built index finds for a query, loading shards from the build folder. */
async function find(outDir: string, query: string): Promise<string[]> {
  const head = JSON.parse(readFileSync(path.join(outDir, INDEX_HEAD_FILE), 'utf8')) as ShardHead;
  const index = new ShardedIndex(lunr, head, async (file) =>
    JSON.parse(readFileSync(path.join(outDir, file), 'utf8')),
  );
  return (await index.search(query, 8)).map((result) => String(result.document.u));
}

describe('writeSourceIndex', () => {
  it('writes the head and its shards into the build folder, and the search finds the pages', async () => {
    const indexJob = job('direct');
    const { documents, shards, files } = writeSourceIndex(indexJob);
    expect(documents).toBeGreaterThan(0);
    // The files it names (for the compression threads) are the ones it wrote.
    expect(files[0]).toBe(INDEX_HEAD_FILE);
    expect(files).toHaveLength(shards + 1);
    for (const file of files) expect(existsSync(path.join(indexJob.outDir, file)), file).toBe(true);
    const head = JSON.parse(
      readFileSync(path.join(indexJob.outDir, INDEX_HEAD_FILE), 'utf8'),
    ) as ShardHead;
    const { terms, docs } = headFiles(head);
    expect(terms.length + docs.length).toBe(shards);
    expect(await find(indexJob.outDir, 'сертификат')).toContain(
      '/docs/certificates/add-certificate',
    );
    expect((await find(indexJob.outDir, 'удалить ключ'))[0]).toBe('/docs/keys');
  });
});

describe('startSourceIndex', () => {
  it('builds the same index in a worker thread', async () => {
    const direct = job('compare-direct');
    writeSourceIndex(direct);
    const threaded = job('compare-worker');
    const result = await startSourceIndex(threaded).done;
    expect(result.documents).toBeGreaterThan(0);
    // The worker collects its garbage before each lunr index and before the sharding: were the
    // way it gets V8's gc to stop working, the build's peak memory would quietly grow again.
    expect(result.between).toBeGreaterThan(3);
    expect(result.collections).toBe(result.between);
    expect(readFileSync(path.join(threaded.outDir, INDEX_HEAD_FILE), 'utf8')).toBe(
      readFileSync(path.join(direct.outDir, INDEX_HEAD_FILE), 'utf8'),
    );
  }, 60_000);

  it('fails with the worker’s error, and only when awaited', async () => {
    const broken = job('broken');
    broken.pages[0].file = path.join(root, 'no-such-page.md');
    const run = startSourceIndex(broken);
    await expect(run.done).rejects.toThrow(/the index build failed[\s\S]*no-such-page\.md/);
  }, 60_000);
});
