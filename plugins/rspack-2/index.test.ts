import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import rspack2, { toRspack2, type BundlerConfigLike } from './index';

const require = createRequire(import.meta.url);
type AnyConfig = BundlerConfigLike & Record<string, unknown>;
type Props = { plugins: Plugin[]; siteConfig: object };
const { loadSite } = require('@docusaurus/core/lib/server/site.js') as {
  loadSite: (params: { siteDir: string }) => Promise<{ props: Props }>;
};
const { default: createServerConfig } = require('@docusaurus/core/lib/webpack/server.js') as {
  default: (params: object) => Promise<{ config: AnyConfig }>;
};
const { createConfigureWebpackUtils, executePluginsConfigureWebpack } =
  require('@docusaurus/core/lib/webpack/configure.js') as {
    createConfigureWebpackUtils: (params: object) => Promise<object>;
    executePluginsConfigureWebpack: (params: object) => AnyConfig;
  };
const { rspack } = require('@rspack/core') as {
  rspack: (options: object) => { options: AnyConfig; close: (done: () => void) => void };
};

/**
 * Docusaurus's own server-bundle configuration for a real site loaded by core (`future.v4`, so `faster`, as
 * ours), through the site's plugins and, with `withPlugin`, this one; then handed to the
 * installed Rspack, whose normalized options say what it will do.
 */
describe('Docusaurus 3.10 options in Rspack 2 form', () => {
  let siteDir: string;
  let props: Props;
  let utils: object;

  beforeAll(async () => {
    // Inside the project, so that core resolves react from the site as in a real build.
    const cache = path.join(import.meta.dirname, '..', '..', 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    siteDir = mkdtempSync(path.join(cache, 'rspack-2-test-'));
    writeFileSync(
      path.join(siteDir, 'docusaurus.config.js'),
      `module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/', future: { v4: true } };`,
    );
    ({ props } = await loadSite({ siteDir }));
    utils = await createConfigureWebpackUtils({ siteConfig: props.siteConfig });
  }, 60_000);

  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  const serverConfig = async (withPlugin: boolean) => {
    const { config } = await createServerConfig({ props, configureWebpackUtils: utils });
    const plugins = withPlugin ? [...props.plugins, rspack2()] : props.plugins;
    return executePluginsConfigureWebpack({
      plugins,
      config,
      isServer: true,
      configureWebpackUtils: utils,
    });
  };

  const normalized = (config: AnyConfig) => {
    const compiler = rspack(config);
    const { options } = compiler;
    compiler.close(() => {});
    return options;
  };

  it('Rspack takes the server bundle as commonjs2 and the cache as persistent', async () => {
    const config = await serverConfig(true);
    expect(config.output?.libraryTarget).toBeUndefined();
    expect(config.experiments?.cache).toBeUndefined();
    const options = normalized(config);
    expect(options.output?.library).toMatchObject({ type: 'commonjs2' });
    expect(options.cache).toMatchObject({ type: 'persistent' });
    expect((options.cache as { version: string }).version).toMatch(/^server-/);
  });

  it('without it, the installed Rspack would lose both (why the plugin exists)', async () => {
    const options = normalized(await serverConfig(false));
    expect(options.output?.library).toBeUndefined();
    expect(options.cache).not.toMatchObject({ type: 'persistent' });
  });
});

describe('toRspack2', () => {
  const docusaurus310 = (): BundlerConfigLike => ({
    cache: true,
    experiments: { cache: { type: 'persistent', version: 'v', buildDependencies: ['a'] } },
    output: { libraryTarget: 'commonjs2', filename: 'server.bundle.js' },
  });

  it('rewrites both options in place and keeps the rest', () => {
    const config = docusaurus310();
    toRspack2(config, true);
    expect(config).toEqual({
      cache: { type: 'persistent', version: 'v', buildDependencies: ['a'] },
      experiments: {},
      output: { library: { type: 'commonjs2' }, filename: 'server.bundle.js' },
    });
  });

  it('leaves the client output alone and a config without the persistent cache as it is', () => {
    const config: BundlerConfigLike = { output: { filename: 'main.js' } };
    toRspack2(config, false);
    expect(config).toEqual({ output: { filename: 'main.js' } });
  });

  it('fails loudly when Docusaurus writes the options otherwise', () => {
    expect(() => toRspack2({ output: { library: { type: 'commonjs2' } } }, true)).toThrow(
      /output.libraryTarget is not 'commonjs2'/,
    );
    expect(() =>
      toRspack2({ cache: { type: 'persistent' }, experiments: { cache: {} } }, false),
    ).toThrow(/cache is not true/);
  });
});
