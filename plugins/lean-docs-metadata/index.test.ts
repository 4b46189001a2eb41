import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import leanDocsMetadata, { VERSION_METADATA_PROP } from './index';
import { filesUnder } from '../shared/files.mjs';

const require = createRequire(import.meta.url);
const loader = require('./loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const { clientGlobalData } = require('./globalDataLoader.cjs') as {
  clientGlobalData: (json: string) => string;
};
// The docs plugin's own function (3.10.2), so a change of the list's shape shows here.
const { toGlobalDataVersion } = require('@docusaurus/plugin-content-docs/lib/globalData.js') as {
  toGlobalDataVersion: (version: unknown) => unknown;
};

/** The value of a module of `export default` and local constants (the client's globalData). */
const evaluateModule = (source: string): unknown =>
  new Function(source.replace('export default', 'return'))() as unknown;

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
    const files = (dir: string): string[] => filesUnder(dir).map((file) => path.join(dir, file));
    const users = [...files('docs'), ...files('src')].filter(
      (file) =>
        /\.(mdx?|tsx?)$/.test(file) &&
        /DocCardList|useDocById|DocCard\b/.test(readFileSync(file, 'utf8')),
    );
    expect(users).toEqual([]);
  });
});

describe('docs global data built from ids', () => {
  const doc = (id: string, permalink: string, extra: Record<string, unknown> = {}) => ({
    id,
    permalink,
    sidebar: 'docs',
    ...extra,
  });
  const version = (path: string, docs: unknown[], generated: unknown[] = []) =>
    toGlobalDataVersion({
      versionName: 'current',
      label: 'Next',
      isLast: true,
      path,
      docs,
      drafts: [{ id: 'draft' }],
      categoryGeneratedIndices: generated,
      sidebars: {},
      sidebarsUtils: { getFirstDocIdOfFirstSidebar: () => undefined },
    });

  it('gives the value of upstream’s JSON, docs in their order', () => {
    const globalData = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/docs',
          versions: [
            version(
              '/docs',
              [
                doc('introduction', '/docs/introduction'),
                doc('concepts/api', '/docs/concepts/api'),
                doc('own-slug', '/docs/elsewhere'),
                doc('hidden', '/docs/hidden', { unlisted: true }),
                doc('loose', '/docs/loose', { sidebar: undefined }),
                doc('loose-2', '/docs/loose-2', { sidebar: undefined }),
                doc('other', '/docs/other', { sidebar: 'second' }),
                doc('кириллица "в кавычках"', '/docs/кириллица "в кавычках"'),
              ],
              [{ slug: '/category/x', permalink: '/docs/category/x', sidebar: 'docs' }],
            ),
          ],
          breadcrumbs: true,
        },
        root: { path: '/', versions: [version('/', [doc('a/b', '/a/b')])] },
      },
      'other-plugin': { default: { docs: [{ id: 'x', path: '/docs/x' }] } },
    };
    const json = JSON.stringify(globalData, null, 2);
    const client = clientGlobalData(json);
    expect(evaluateModule(client)).toStrictEqual(JSON.parse(json));
    // Only docs whose path is the version's path and the id are shortened.
    expect(client).not.toContain('"path":"/docs/introduction"');
    expect(client).not.toContain('"path":"/a/b"');
    expect(client).toContain('"path":"/docs/elsewhere"');
    expect(client).toContain('"unlisted":true');
    expect(client).toContain('"path":"/docs/x"');
    expect(client.match(/\.\.\.d\(/g)).toHaveLength(5);
  });

  it('in the client production bundle only, as a module', () => {
    const plugin = leanDocsMetadata({ generatedFilesDir: '/site/.docusaurus' } as never);
    const rules = (mode: string, isServer: boolean) =>
      (
        plugin.configureWebpack as unknown as (
          config: { mode: string },
          isServer: boolean,
        ) => { module: { rules: { test: RegExp | ((file: string) => boolean); type?: string }[] } }
      )({ mode }, isServer).module.rules;
    expect(rules('production', true)).toHaveLength(1);
    expect(rules('development', false)).toHaveLength(1);
    const [, globalData] = rules('production', false);
    const test = globalData.test as (file: string) => boolean;
    expect(test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(test('/site/.docusaurus/other/globalData.json')).toBe(false);
    expect(globalData.type).toBe('javascript/auto');
  });
});
