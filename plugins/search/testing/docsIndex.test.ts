import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { docsIndexGroups } from './docsIndex';

const PAGE = [
  '---',
  'title: Создание ключа',
  'keywords: [ключ API, X-API-Key]',
  '---',
  '',
  'Ключ связывает потребителя с API.',
  '',
  '## Перед началом {#prerequisites}',
  '',
  'Нужна роль «Администратор».',
  '',
  '```bash',
  '## not a heading',
  '```',
  '',
].join('\n');

const dir = mkdtempSync(path.join(tmpdir(), 'docs-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function groupsOf(files: Record<string, string>) {
  const docs = mkdtempSync(path.join(dir, 'docs-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    writeFileSync(path.join(docs, file), text);
  }
  return docsIndexGroups(docs);
}

describe('docsIndexGroups', () => {
  it('reads titles, headings with their anchors and prose, and skips code', () => {
    const [titles, headings, , keywords, paragraphs] = groupsOf({ 'keys/add-key.md': PAGE });
    expect(titles.documents).toEqual([
      { i: 1, t: 'Создание ключа', u: '/docs/keys/add-key', b: ['Документация'] },
    ]);
    expect(keywords.documents.map((doc) => doc.t)).toEqual(['ключ API, X-API-Key']);
    expect(headings.documents).toEqual([
      { i: 4, t: 'Перед началом', u: '/docs/keys/add-key', h: '#prerequisites', p: 1 },
    ]);
    expect(paragraphs.documents.map((doc) => [doc.t, doc.h])).toEqual([
      ['Ключ связывает потребителя с API.', ''],
      ['Нужна роль «Администратор».', '#prerequisites'],
    ]);
  });

  it('reads a page saved with Windows line ends the same way', () => {
    const unix = groupsOf({ 'a.md': PAGE });
    const windows = groupsOf({ 'a.md': PAGE.replaceAll('\n', '\r\n') });
    expect(windows).toEqual(unix);
  });

  it('numbers pages in path order, whatever order the folder lists them in', () => {
    const [titles] = groupsOf({ 'b.md': PAGE, 'a/z.md': PAGE, 'a.md': PAGE });
    expect(titles.documents.map((doc) => doc.u)).toEqual(['/docs/a', '/docs/a/z', '/docs/b']);
  });
});
