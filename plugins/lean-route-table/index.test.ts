import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';

import leanRouteTable, { CHUNK_FILENAME } from './index';
import { chunkNamesFile, withoutUpstreamChunkAssets } from './lazyChunkNames';
import { LAZY_CHUNK_URL } from './lazyChunkUrl';
import { coreRouteFiles } from '../shared/coreRouteFiles';
import { filesUnder } from '../shared/files.mjs';

const require = createRequire(import.meta.url);
const { clientRegistry, clientChunkNames, clientRoutes, shortNames } =
  require('./registryLoader.cjs') as {
    shortNames: (names: string[]) => Map<string, string>;
    clientRegistry: (source: string) => string;
    clientChunkNames: (registrySource: string) => Map<string, string>;
    clientRoutes: (source: string, chunkNamesJson: string, registrySource: string) => string;
  };

const listFiles = (dir: string): string[] =>
  filesUnder(dir)
    .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !file.includes('.test.'))
    .map((file) => path.join(dir, file));

const dir = mkdtempSync(path.join(tmpdir(), 'lean-route-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function upstreamRouteFiles(): Promise<{
  registry: string;
  routesChunkNames: string;
  routes: string;
}> {
  const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
  return coreRouteFiles(
    dir,
    [
      {
        path: '/docs',
        component: '@theme/DocsRoot',
        exact: false,
        plugin,
        routes: [
          { path: '/docs', component: '@theme/DocVersionRoot', exact: true, plugin },
          {
            path: '/docs/introduction',
            component: '@theme/DocItem',
            exact: true,
            modules: { content: '@site/docs/introduction.md' },
            sidebar: 'docs',
            plugin,
          },
          {
            path: "/docs/it's",
            component: '@theme/DocItem',
            exact: true,
            modules: { content: "@site/docs/it's.md" },
            sidebar: 'docs',
            plugin,
          },
          {
            path: '/docs/nested',
            component: '@theme/DocVersionRoot',
            exact: false,
            context: { data: '@site/nested.json' },
            'data-kind': { list: [1, 'two'] },
            plugin,
            routes: [
              {
                path: '/docs/nested/leaf',
                component: '@theme/DocItem',
                exact: true,
                modules: { content: '@site/docs/nested/leaf.md', parts: ['@site/a.md'] },
                plugin,
              },
            ],
          },
          {
            path: '/docs/кавычки',
            component: '@theme/DocItem',
            exact: true,
            modules: { content: '@site/docs/с "кавычками".md' },
            props: { version: { docs: {} } },
            plugin,
          },
        ],
      },
    ],
    // Chunk names as in a production build (8 hex digits of a hash of the module path).
    'production',
  );
}

/**
 * A routes.js module's value. ComponentCreator is a stand-in that records its arguments and the
 * chunk names it finds in `chunkNames` when it is called, as core's reads them.
 */
function evaluateRoutes(source: string, chunkNames: Record<string, unknown>): unknown {
  const body = source
    .replace(/^import (\w+) from '[^']+';$/gm, '')
    .replace('export default', 'return');
  const creator = (routePath: string, hash?: string) => ({
    created: [routePath, hash],
    found: hash === undefined ? undefined : structuredClone(chunkNames[`${routePath}-${hash}`]),
  });
  return new Function('ComponentCreator', 'routesChunkNames', 'React', body)(
    creator,
    chunkNames,
    {},
  ) as unknown;
}

/** The registry module's value, with the imports and weak requires stubbed. */
function evaluate(source: string): Record<string, unknown[]> {
  const body = source
    .replace('export default', 'return')
    .replace(/import\(\s*\/\*[^*]*\*\/\s*("(?:[^"\\]|\\.)*")\s*\)/g, '"import " + $1')
    .replace(/require\.resolveWeak\(/g, '"weak " + (');
  return new Function(body)() as Record<string, unknown[]>;
}

describe('lean route table', () => {
  it('keeps only the loaders, under short chunk names', async () => {
    const { registry } = await upstreamRouteFiles();
    const before = evaluate(registry);
    const client = clientRegistry(registry);
    const after = evaluate(client);
    const short = clientChunkNames(registry);
    expect(Object.keys(after)).toEqual(Object.keys(before).map((name) => short.get(name)));
    expect(Object.keys(after).length).toBeGreaterThanOrEqual(4);
    expect(new Set(short.values()).size).toBe(short.size);
    for (const [chunk, [load, listed, weak]] of Object.entries(before)) {
      const name = short.get(chunk)!;
      expect(name).toMatch(/^_[0-9a-f]{1,8}$/);
      expect(typeof listed).toBe('string');
      expect(weak).toBe(`weak ${listed as string}`);
      expect(after[name], chunk).toHaveLength(1);
      expect((after[name][0] as () => string)()).toBe((load as () => string)());
      // The bundler names the chunk by the magic comment: the client's short name.
      expect(client).toContain(`webpackChunkName: "${name}" */ ${JSON.stringify(listed)}`);
    }
    expect(client).not.toMatch(/resolveWeak|\),\s*"@/);
  });

  it('short names: unique, and a new chunk renames only the ones sharing its prefix', () => {
    let seed = 16;
    const hex8 = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed.toString(16).padStart(8, '0').slice(-8);
    };
    const names = Array.from({ length: 4000 }, hex8);
    names.push('17896441', '178964412'); // core's suffix for a repeated hash
    const short = shortNames(names);
    expect(new Set(short.values()).size).toBe(new Set(names).size);
    const mean = [...short.values()].reduce((sum, n) => sum + n.length - 1, 0) / short.size;
    expect(mean).toBeLessThan(5); // of 8 hex digits
    expect(shortNames(['a09c2993', 'a09d1111', 'b0000000'])).toEqual(
      new Map([
        ['a09c2993', '_a09c'],
        ['a09d1111', '_a09d'],
        ['b0000000', '_b'],
      ]),
    );
    const added = shortNames([...names, 'a09c5555']);
    const renamed = names.filter((name) => added.get(name) !== short.get(name));
    // Only a name whose short form the new name starts with has to grow.
    for (const name of renamed) expect('a09c5555'.startsWith(short.get(name)!.slice(1))).toBe(true);
    expect(renamed.length).toBeLessThanOrEqual(2);
  });

  it('writes each path once: the client route table fills the chunk names table', async () => {
    const { registry, routesChunkNames, routes } = await upstreamRouteFiles();
    // Upstream's table with the client's chunk names, renamed here leaf by leaf.
    const short = clientChunkNames(registry);
    const upstreamTable = JSON.parse(routesChunkNames, (_key, value: unknown) =>
      typeof value === 'string' ? short.get(value) : value,
    ) as Record<string, unknown>;
    expect(JSON.stringify(upstreamTable).match(/"_[0-9a-f]+"/g)?.length).toBeGreaterThanOrEqual(8);
    const client = clientRoutes(routes, routesChunkNames, registry);
    const filled: Record<string, unknown> = {};
    const upstream = evaluateRoutes(routes, upstreamTable);
    const ours = evaluateRoutes(client, filled);
    // Same routes, each ComponentCreator call finding its chunk names when it is made; only the
    // hash differs: upstream's, or how many routes of the path came before.
    const keysOf = (tree: unknown): string[] =>
      [...JSON.stringify(tree).matchAll(/"created":\["((?:[^"\\]|\\.)*)","(\w+)"\]/g)].map(
        ([, routePath, hash]) => `${JSON.parse(`"${routePath}"`) as string}-${hash}`,
      );
    const withoutHash = (tree: unknown): string =>
      JSON.stringify(tree).replace(/("created":\["(?:[^"\\]|\\.)*"),"\w+"\]/g, '$1]');
    expect(withoutHash(ours)).toBe(withoutHash(upstream));
    expect(keysOf(ours).sort()).toEqual(Object.keys(filled).sort());
    expect(keysOf(upstream).sort()).toEqual(Object.keys(upstreamTable).sort());
    expect(Object.keys(filled)).toHaveLength(7);
    expect(Object.keys(filled)).toEqual(expect.arrayContaining(['/docs-0', '/docs-1']));
    // Core reads a key's path by cutting the last «-…» (docusaurus.js, getChunkNamesToLoad).
    const paths = (keys: string[]) => keys.map((key) => key.replace(/-[^-]+$/, '')).sort();
    expect(paths(Object.keys(filled))).toEqual(paths(Object.keys(upstreamTable)));
    expect(JSON.stringify(upstream)).toContain('"created":["/docs/it\'s"');
    expect(JSON.stringify(upstream)).toContain('"data-kind":{"list":[1,"two"]}');
    for (const routePath of ['/docs/introduction', "/docs/it's", '/docs/nested/leaf']) {
      expect(client.split(JSON.stringify(routePath))).toHaveLength(2);
    }
    // The doc routes' attributes are one constant.
    expect(client.match(/"sidebar":"docs"/g)).toHaveLength(1);
  });

  it('reads the route table or fails loudly', async () => {
    const { registry, routesChunkNames, routes } = await upstreamRouteFiles();
    const withExtra = JSON.stringify({ ...JSON.parse(routesChunkNames), '/gone-abc': {} });
    expect(() => clientRoutes(routes, withExtra, registry)).toThrow(/chunk names of no route/);
    const changedHead = routes.replace("import React from 'react';\n", '');
    expect(() => clientRoutes(changedHead, routesChunkNames, registry)).toThrow(/another head/);
    const otherCall = routes.replace(
      /ComponentCreator\('([^']+)', '(\w+)'\)/,
      "ComponentCreator('$1', '$2', {})",
    );
    expect(() => clientRoutes(otherCall, routesChunkNames, registry)).toThrow(/called otherwise/);
    const unknownChunk = routesChunkNames.replace(/"__comp": "\w+"/, '"__comp": "nope"');
    expect(() => clientRoutes(routes, unknownChunk, registry)).toThrow(/not in the registry/);
    const otherKey = routes.replace(/'(\w{3})'\)/, "'zzz')");
    expect(() => clientRoutes(otherKey, routesChunkNames, registry)).toThrow(/no chunk names for/);
  });

  it('fails loudly when an entry has another shape', async () => {
    const { registry } = await upstreamRouteFiles();
    const changed = registry.replace(/, require\.resolveWeak\(/, ', requireWeak(');
    expect(() => clientRegistry(changed)).toThrow(/read \d+ of \d+ entries/);
  });

  it('touches the client production bundle only', () => {
    const plugin = leanRouteTable({ generatedFilesDir: dir } as never);
    const configure = plugin.configureWebpack as unknown as (
      config: { mode: string; plugins?: unknown[] },
      isServer: boolean,
    ) => { output?: { chunkFilename?: string }; module?: { rules: { test: RegExp }[] } };
    expect(configure({ mode: 'production' }, true)).toEqual({});
    expect(configure({ mode: 'development' }, false)).toEqual({});
    const { default: ChunkAssetPlugin } =
      require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js') as {
        default: new () => object;
      };
    const upstreamPlugins = [new ChunkAssetPlugin()];
    const client = configure({ mode: 'production', plugins: upstreamPlugins }, false);
    expect(upstreamPlugins).toEqual([]);
    expect(client.output?.chunkFilename).toBe(CHUNK_FILENAME);
    expect(client.module?.rules[0].test.test(path.join(dir, 'registry.js'))).toBe(true);
    expect(client.module?.rules[0].test.test(path.join(dir, 'routesChunkNames.json'))).toBe(true);
    expect(client.module?.rules[0].test.test(path.join(dir, 'registry.json'))).toBe(false);
    expect(client.module?.rules[0].test.test(path.join(dir, 'routes.js'))).toBe(true);
    expect(client.module?.rules[0].test.test(path.join(dir, 'routes.jsx'))).toBe(false);
  });

  it('upstream names lazy chunks by name; the client reads a registry entry’s path and weak id nowhere', () => {
    const base = readFileSync(require.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
    expect(base).toContain("'assets/js/[name].[contenthash:8].js'");
    const creator = readFileSync(
      require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js'),
      'utf8',
    );
    expect(creator.match(/chunkRegistry\[\d\]/g)).toEqual([
      'chunkRegistry[0]',
      'chunkRegistry[1]',
      'chunkRegistry[2]',
    ]);
    expect(creator).toContain('modules.push(chunkRegistry[1])');
    expect(creator).toContain('optsWebpack.push(chunkRegistry[2])');
    expect(creator).toContain('webpack: () => optsWebpack');
    const loadable = readFileSync(require.resolve('react-loadable'), 'utf8');
    // react-loadable reads `modules` only to report them to a Capture (the server render) and
    // `webpack` only for Loadable.preloadReady, which neither core nor this site calls.
    expect(loadable.match(/opts\.modules/g)).toHaveLength(2);
    expect(loadable).toContain('context.report(moduleName)');
    expect(loadable.match(/opts\.webpack/g)).toHaveLength(2);
    expect(loadable).toContain('READY_INITIALIZERS.push');
    const clientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
    const callers = [clientDir, path.resolve('plugins'), path.resolve('src')].flatMap((dir) =>
      listFiles(dir).filter((file) =>
        /\.preloadReady\(|<Loadable\.Capture/.test(readFileSync(file, 'utf8')),
      ),
    );
    expect(callers.map((file) => path.relative(clientDir, file))).toEqual(['serverEntry.js']);
  });
});

describe('lazy chunk names (in place of core’s ChunkAssetPlugin)', () => {
  it('writes the «chunk name → id» map to a file named by its content', () => {
    const a = chunkNamesFile({ '3688': '_a0', '1924': '_178' });
    expect(JSON.parse(a.json)).toEqual({ _a0: '3688', _178: '1924' });
    expect(a.file).toMatch(/^assets\/js\/chunk-names\.[0-9a-f]{8}\.json$/);
    expect(chunkNamesFile({ '3688': '_a1' }).file).not.toBe(a.file);
    // The address `gca` gives, as prefetch.ts reads it.
    const [, mapUrl, name] = LAZY_CHUNK_URL.exec(`/${a.file}#_a0`)!;
    expect([mapUrl, name]).toEqual([`/${a.file}`, '_a0']);
  });

  it('takes upstream’s plugin out, and fails loudly when it is not there once', () => {
    const { default: ChunkAssetPlugin } =
      require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js') as {
        default: new () => object;
      };
    const other = { apply() {} };
    const plugins: unknown[] = [other, new ChunkAssetPlugin(), other];
    withoutUpstreamChunkAssets(plugins);
    expect(plugins).toEqual([other, other]);
    expect(() => withoutUpstreamChunkAssets(plugins)).toThrow(/found 0 ChunkAssetPlugin/);
    const client = readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8');
    expect(client.match(/new ChunkAssetPlugin_1\.default\(\)/g)).toHaveLength(1);
    const docusaurus = readFileSync(
      require.resolve('@docusaurus/core/lib/client/docusaurus.js'),
      'utf8',
    );
    // core's only caller: the URL it gets goes to the prefetch helper (plugins/light-start/prefetch.ts).
    expect(docusaurus).toContain('const chunkAsset = __webpack_require__.gca(chunkName);');
    expect(docusaurus).toContain('return prefetchHelper(chunkAsset);');
  });
});
