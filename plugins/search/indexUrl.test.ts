import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { readUpstreamIndexUrl, upstreamGeneratedDir } from './indexUrl';

const require = createRequire(import.meta.url);
const upstream = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: unknown, options: unknown) => unknown;
  validateOptions: (args: { options: unknown; validate: unknown }) => unknown;
};

/** Runs the upstream plugin's factory, which writes its generated modules, on a small site. */
function generateUpstream(docText: string): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'index-url-'));
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(path.join(siteDir, 'docs', 'intro.md'), docText);
  const generatedFilesDir = path.join(siteDir, '.docusaurus');
  const options = upstream.validateOptions({
    options: { hashed: true, language: ['ru', 'en'], indexBlog: false },
    validate: (schema: { validate(v: unknown): { value: unknown } }, value: unknown) =>
      schema.validate(value).value,
  });
  upstream.default(
    { siteDir, generatedFilesDir, siteConfig: { themeConfig: {} }, i18n: { currentLocale: 'ru' } },
    options,
  );
  return upstreamGeneratedDir(generatedFilesDir);
}

describe('the index address the upstream plugin generated', () => {
  it('is read from its generated constants, with the content hash it changes with', () => {
    const first = readUpstreamIndexUrl(generateUpstream('# Введение\n'));
    expect(first).toMatch(/^search-index\{dir\}\.json\?_=[0-9a-f]{8}$/);
    const second = readUpstreamIndexUrl(generateUpstream('# Введение в API\n'));
    expect(second).toMatch(/^search-index\{dir\}\.json\?_=[0-9a-f]{8}$/);
    expect(second).not.toBe(first);
  });

  it('stops the build with a message when the generated file no longer has it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'index-url-'));
    writeFileSync(path.join(dir, 'generated-constants.js'), 'export const language = ["ru"];\n');
    expect(() => readUpstreamIndexUrl(dir)).toThrow(/re-check plugins\/search\/indexUrl\.ts/);
  });
});
