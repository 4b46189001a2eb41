import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { filesUnder, markdownFilesUnder } from './files.mjs';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(files: string[], emptyFolders: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'files-under-'));
  made.push(dir);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  for (const empty of emptyFolders) mkdirSync(path.join(dir, empty), { recursive: true });
  return dir;
}

describe('filesUnder', () => {
  it('lists the files of every depth, relative, with forward slashes, and no folders', () => {
    const dir = folder(['index.html', 'docs/a.html', 'docs/guides/deep/b.html'], ['empty/inner']);
    expect(filesUnder(dir).sort()).toEqual([
      'docs/a.html',
      'docs/guides/deep/b.html',
      'index.html',
    ]);
  });

  it('gives nothing for an empty folder, and fails for a missing one', () => {
    expect(filesUnder(folder([]))).toEqual([]);
    expect(() => filesUnder(path.join(tmpdir(), 'files-under-no-such-folder'))).toThrow(/ENOENT/);
  });
});

describe('markdownFilesUnder', () => {
  it('lists the Markdown and MDX pages only', () => {
    const dir = folder(['intro.md', 'guides/tabs.mdx', 'guides/image.png', 'tags.yml']);
    expect(markdownFilesUnder(dir).sort()).toEqual(['guides/tabs.mdx', 'intro.md']);
  });
});
