import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { VERSION_METADATA_PROP } from './index';

const require = createRequire(import.meta.url);
const loader = require('./loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const run = (data: unknown) =>
  JSON.parse(loader.call({ resourcePath: '/x/p/docs-175.json' }, JSON.stringify(data)));

describe('lean docs metadata', () => {
  it('drops the docs’ descriptions and keeps everything else', () => {
    const out = run({
      version: {
        docsSidebars: { docs: [{ type: 'link', label: 'Введение' }] },
        docs: {
          introduction: {
            id: 'introduction',
            title: 'Введение',
            description: 'Длинно',
            sidebar: 'docs',
          },
        },
      },
    });
    expect(out.version.docs.introduction).toEqual({
      id: 'introduction',
      title: 'Введение',
      sidebar: 'docs',
    });
    expect(out.version.docsSidebars.docs[0].label).toBe('Введение');
  });

  it('fails loudly when the docs plugin changes the shape of its metadata', () => {
    expect(() => run({ version: { docsSidebars: {} } })).toThrow(/has no version.docs/);
  });

  it('matches the version metadata props, not the tag lists', () => {
    const p = (file: string) =>
      `/site/.docusaurus/docusaurus-plugin-content-docs/default/p/${file}`;
    expect(VERSION_METADATA_PROP.test(p('docs-175.json'))).toBe(true);
    expect(VERSION_METADATA_PROP.test(p('docs-tags-api-management-786.json'))).toBe(false);
  });

  it('no page uses the doc cards that would need the descriptions', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const users = [...files('docs'), ...files('src')].filter(
      (file) =>
        /\.(mdx?|tsx?)$/.test(file) &&
        /DocCardList|useDocById|DocCard\b/.test(readFileSync(file, 'utf8')),
    );
    expect(users).toEqual([]);
  });
});
