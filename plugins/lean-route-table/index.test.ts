import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';

import leanRouteTable, { CHUNK_FILENAME } from './index';

const require = createRequire(import.meta.url);
const { withoutModulePaths } = require('./registryLoader.cjs') as {
  withoutModulePaths: (source: string) => string;
};
// Core's own code generator (3.10.2), so a change of the registry's format fails here.
const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (options: { generatedFilesDir: string; routes: unknown[] }) => Promise<void>;
};

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name))
      : /\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !entry.name.includes('.test.')
        ? [path.join(dir, entry.name)]
        : [],
  );

const dir = mkdtempSync(path.join(tmpdir(), 'lean-route-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function upstreamRegistry(): Promise<string> {
  const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
  await generateRouteFiles({
    generatedFilesDir: dir,
    routes: [
      {
        path: '/docs',
        component: '@theme/DocsRoot',
        exact: false,
        plugin,
        routes: [
          {
            path: '/docs/introduction',
            component: '@theme/DocItem',
            exact: true,
            modules: { content: '@site/docs/introduction.md' },
            plugin,
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
  });
  return readFileSync(path.join(dir, 'registry.js'), 'utf8');
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
  it('keeps only the loaders: no module paths, no weak module ids', async () => {
    const source = await upstreamRegistry();
    const before = evaluate(source);
    const after = evaluate(withoutModulePaths(source));
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(Object.keys(after).length).toBeGreaterThanOrEqual(4);
    for (const [chunk, entry] of Object.entries(after)) {
      const [load, listed, weak] = before[chunk];
      expect(typeof listed).toBe('string');
      expect(weak).toBe(`weak ${listed as string}`);
      expect(entry, chunk).toHaveLength(1);
      expect((entry[0] as () => string)()).toBe((load as () => string)());
    }
    expect(withoutModulePaths(source)).not.toMatch(/resolveWeak|\),\s*"@/);
  });

  it('fails loudly when an entry has another shape', async () => {
    const source = await upstreamRegistry();
    const changed = source.replace(/, require\.resolveWeak\(/, ', requireWeak(');
    expect(() => withoutModulePaths(changed)).toThrow(/rewrote \d+ of \d+ entries/);
  });

  it('touches the client production bundle only', () => {
    const plugin = leanRouteTable({ generatedFilesDir: dir } as never);
    const configure = plugin.configureWebpack as unknown as (
      config: { mode: string },
      isServer: boolean,
    ) => { output?: { chunkFilename?: string }; module?: { rules: { test: RegExp }[] } };
    expect(configure({ mode: 'production' }, true)).toEqual({});
    expect(configure({ mode: 'development' }, false)).toEqual({});
    const client = configure({ mode: 'production' }, false);
    expect(client.output?.chunkFilename).toBe(CHUNK_FILENAME);
    expect(client.module?.rules[0].test.test(path.join(dir, 'registry.js'))).toBe(true);
    expect(client.module?.rules[0].test.test(path.join(dir, 'registry.json'))).toBe(false);
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
