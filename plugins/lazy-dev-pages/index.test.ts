import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { coreRouteFiles } from '../shared/coreRouteFiles';
import lazyDevPages, { LAZY_PAGE } from './index';

const require = createRequire(import.meta.url);
const { devRegistry } = require('./registryLoader.cjs') as {
  devRegistry: (source: string, file?: string) => string;
};
const coreStart = require.resolve('@docusaurus/core/lib/commands/start/webpack.js');
// The webpack-merge core merges a plugin's devServer with (its own dependency).
const { merge } = createRequire(coreStart)('webpack-merge') as {
  merge: (configs: object[]) => { setupMiddlewares: (m: unknown[], s: unknown) => unknown[] };
};

const dir = mkdtempSync(path.join(tmpdir(), 'lazy-dev-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type DevConfig = {
  lazyCompilation?: { entries: boolean; imports: boolean; test: RegExp };
  experiments?: { nativeWatcher?: boolean };
  module?: { rules: { test: (file: string) => boolean; use: string[] }[] };
  plugins?: { apply: (compiler: unknown) => void }[];
  devServer?: { setupMiddlewares: (middlewares: unknown[], server: unknown) => unknown[] };
};

function configure(mode: string, isServer: boolean, compilers: unknown[] = []): DevConfig {
  const plugin = lazyDevPages({ generatedFilesDir: dir } as never);
  const bundler = {
    lazyCompilationMiddleware: (compiler: unknown) => {
      compilers.push(compiler);
      return 'lazy middleware';
    },
  };
  return (
    plugin.configureWebpack as unknown as (
      config: { mode: string },
      isServer: boolean,
      utils: unknown,
    ) => DevConfig
  )({ mode }, isServer, { currentBundler: { instance: bundler } });
}

describe('lazy dev pages', () => {
  it('only in the client bundle of `docusaurus start`', () => {
    expect(configure('production', false)).toEqual({});
    expect(configure('development', true)).toEqual({});
    const dev = configure('development', false);
    expect(dev.lazyCompilation).toEqual({ entries: false, imports: true, test: LAZY_PAGE });
    // A RegExp, not a function: a function crashes Rspack 1.7.12 (see index.ts).
    expect(dev.lazyCompilation?.test).toBeInstanceOf(RegExp);
    for (const page of ['/site/docs/a.md', '/site/docs/b.mdx'])
      expect(LAZY_PAGE.test(page)).toBe(true);
    for (const other of ['/site/src/pages/index.tsx', '/site/docs/a.md.json', '/x/md'])
      expect(LAZY_PAGE.test(other)).toBe(false);
    const [rule] = dev.module!.rules;
    expect(rule.test(path.join(dir, 'registry.js'))).toBe(true);
    expect(rule.test(path.join(dir, 'routes.js'))).toBe(false);
  });

  it('the registry keeps its loaders, not the weak requires that would build every page', async () => {
    const { registry: upstream } = await coreRouteFiles(
      dir,
      [
        {
          path: '/docs/introduction',
          component: '@theme/DocItem',
          exact: true,
          modules: { content: '@site/docs/introduction.md' },
        },
        {
          path: '/docs/кавычки',
          component: '@theme/DocItem',
          exact: true,
          modules: { content: '@site/docs/с "кавычками".md' },
        },
      ],
      'development',
    );
    expect(upstream).toContain('require.resolveWeak(');
    const dev = devRegistry(upstream);
    expect(dev).not.toContain('resolveWeak');
    const entries = (source: string) =>
      [
        ...source.matchAll(
          /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\)/g,
        ),
      ].map(([, chunk, module]) => [chunk, module]);
    expect(entries(dev)).toEqual(entries(upstream));
    expect(entries(dev)).toHaveLength(3);
    // Each module named once: in its import() only.
    for (const [, module] of entries(upstream)) expect(dev.split(module)).toHaveLength(2);
    expect(() => devRegistry(upstream.replace('require.resolveWeak(', 'requireWeak('))).toThrow(
      /read \d+ of \d+ entries/,
    );
  });

  it('the dev server gets the middleware first, and core’s own middlewares once', () => {
    const compilers: unknown[] = [];
    const dev = configure('development', false, compilers);
    expect(() => dev.devServer!.setupMiddlewares([], {})).toThrow(/was not applied/);
    const compiler = { name: 'client' };
    for (const plugin of dev.plugins!) plugin.apply(compiler);
    expect(compilers).toEqual([compiler]);
    // Core's setupMiddlewares, as lib/commands/start/webpack.js (3.10.2) writes it.
    const source = readFileSync(coreStart, 'utf8');
    expect(source).toContain(
      'middlewares.unshift((0, evalSourceMapMiddleware_1.default)(devServer));\n            return middlewares;',
    );
    expect(source).toContain(
      '(0, webpack_merge_1.default)([defaultDevServerConfig, config.devServer].filter(Boolean))',
    );
    const core = {
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift('source maps');
        return middlewares;
      },
    };
    const merged = merge([core, dev.devServer!]);
    expect(merged.setupMiddlewares(['static', 'history'], {})).toEqual([
      'lazy middleware',
      'source maps',
      'static',
      'history',
    ]);
  });
});

describe('native watcher of the dev client', () => {
  it("the installed Rspack takes the option, and its watcher sees an edit of a module's file", async () => {
    const dev = configure('development', false);
    expect(dev.experiments).toEqual({ nativeWatcher: true });
    const { rspack } = require('@rspack/core') as {
      rspack: (options: object) => {
        watchFileSystem: { constructor: { name: string } };
        watch: (
          options: object,
          done: (
            error: Error | null,
            stats?: { toJson: (o: object) => { modules?: { source?: string }[] } },
          ) => void,
        ) => { close: (done: () => void) => void };
      };
    };
    const project = mkdtempSync(path.join(tmpdir(), 'native-watcher-'));
    const entry = path.join(project, 'entry.js');
    writeFileSync(entry, 'export const edit = 1;\n');
    const compiler = rspack({
      mode: 'development',
      context: project,
      entry,
      output: { path: path.join(project, 'out') },
      experiments: dev.experiments,
    });
    // What the option selects in Rspack 1.7 and 2.3 (dist/index.js, NodeEnvironmentPlugin).
    expect(compiler.watchFileSystem.constructor.name).toBe('NativeWatchFileSystem');
    const sources: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error) return reject(error);
        const source = stats?.toJson({ modules: true, source: true }).modules?.[0]?.source ?? '';
        sources.push(source);
        // Rspack 2 may rebuild once more before the edit (the first build's own output), so
        // the watch ends at the first build that has the edit, not at the second build.
        if (sources.length === 1)
          setTimeout(() => writeFileSync(entry, 'export const edit = 2;\n'), 200);
        else if (source.includes('edit = 2')) watching.close(() => resolve());
      });
      setTimeout(
        () => reject(new Error(`no rebuild after the edit: ${sources.length} build(s)`)),
        20_000,
      );
    });
    rmSync(project, { recursive: true, force: true });
    expect(sources[0]).toContain('edit = 1');
    expect(sources.at(-1)).toContain('edit = 2');
  }, 30_000);
});
