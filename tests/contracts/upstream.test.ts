import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import entries from './upstream.json';
import {
  installedFile,
  sha256,
  upstreamDrift,
  type UpstreamEntry,
  type UpstreamFile,
} from './upstreamGuard.mjs';

const siteDir = path.resolve(__dirname, '../..');
const readInstalled = (pkg: string, file: string): UpstreamFile | null => {
  try {
    return installedFile(siteDir, pkg, file);
  } catch {
    return null;
  }
};

describe('upstream guard', () => {
  it('every upstream file our code depends on is the one it was checked against', () => {
    expect(upstreamDrift(entries as UpstreamEntry[], readInstalled)).toEqual([]);
  });

  it('lists the files our replacements, wraps, ejects and copies depend on', () => {
    const usedBy = new Set((entries as UpstreamEntry[]).flatMap((entry) => entry.usedBy));
    for (const file of [
      'plugins/search/replacements/worker.ts',
      'plugins/search/replacements/searchByWorker.ts',
      'plugins/search/indexRewrite.ts',
      'plugins/code-blocks/index.ts',
      'plugins/deploy/index.ts',
      'src/config/ssrTemplate.ts',
      'src/theme/Tabs/index.tsx',
      'src/theme/DocSidebar/index.tsx',
      'plugins/lean-route-table/index.ts',
      'plugins/fast-doc-edits/index.ts',
    ]) {
      expect(usedBy.has(file), file).toBe(true);
    }
  });

  it('the index rewrite builds with the very lunr and lunr-languages the search plugin uses', () => {
    const ours = createRequire(path.join(siteDir, 'package.json'));
    const plugins = createRequire(ours.resolve('@easyops-cn/docusaurus-search-local'));
    for (const module of ['lunr', 'lunr-languages/lunr.ru', 'lunr-languages/lunr.multi']) {
      expect(ours.resolve(module), module).toBe(plugins.resolve(module));
    }
  });

  it('names only files that exist in the repository', () => {
    const missing = (entries as UpstreamEntry[])
      .flatMap((entry) => entry.usedBy)
      .filter((file) => !existsSync(path.join(siteDir, file)));
    expect(missing).toEqual([]);
  });

  it('catches a planted upstream change and names what to re-check', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'upstream-'));
    const original = 'export function tokenize(text) { return text.split(" "); }\n';
    const file = path.join(dir, 'tokenize.js');
    writeFileSync(file, original);
    const entry: UpstreamEntry = {
      package: 'some-plugin',
      version: '1.0.0',
      file: 'tokenize.js',
      sha256: sha256(original),
      usedBy: ['plugins/search/replacements/tokenize.ts'],
      recheck: 'the tokenize(text, language) signature',
    };
    const read = () => ({ version: '1.1.0', content: readFileSync(file) });
    expect(upstreamDrift([entry], read)).toEqual([]);

    writeFileSync(file, original.replace('" "', '/\\s+/'));
    const [problem] = upstreamDrift([entry], read);
    expect(problem).toContain('some-plugin/tokenize.js changed');
    expect(problem).toContain('installed 1.1.0, checked against 1.0.0');
    expect(problem).toContain('plugins/search/replacements/tokenize.ts');
    expect(upstreamDrift([entry], () => null)[0]).toContain('is gone');
  });
});
