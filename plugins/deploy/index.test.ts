import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it, vi } from 'vitest';

import { createBuildPipeline } from './index';

const DEMO_API_URL = 'https://api.example.test';

function fixture() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  const outDir = path.join(siteDir, 'build');
  const context = {
    siteDir,
    outDir,
    siteConfig: { customFields: { demoApiUrl: DEMO_API_URL } },
  } as unknown as LoadContext;
  return { siteDir, outDir, context };
}

const redirectPage = (to: string) =>
  `<html><head><meta http-equiv="refresh" content="0; url=${to}"></head></html>`;

/** As Docusaurus 3.10 runs them: every postBuild started together, then awaited. */
async function runPostBuilds(plugins: Plugin[], outDir: string) {
  await Promise.all(
    plugins.map(async (plugin) => plugin.postBuild?.({ outDir, plugins } as never)),
  );
}

describe('build pipeline: the deploy step waits for the ordered plugins', () => {
  it('sees the files an ordered plugin writes late in its postBuild', async () => {
    const { siteDir, outDir, context } = fixture();
    const { mkdirSync } = await import('node:fs');
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, 'index.html'), '<html><body>x</body></html>');
    const pipeline = createBuildPipeline({ generatedDir: 'generated', precompress: false });
    const slowRedirects = pipeline.ordered(() => ({
      name: 'slow-redirects',
      async postBuild() {
        await new Promise((resolve) => setTimeout(resolve, 50));
        mkdirSync(path.join(outDir, 'old'), { recursive: true });
        writeFileSync(path.join(outDir, 'old/index.html'), redirectPage('/new'));
      },
    }));
    // The deploy plugin comes first here: it must still wait.
    const plugins = [pipeline.plugin(context), (await slowRedirects(context, {})) as Plugin];
    await runPostBuilds(plugins, outDir);
    const conf = readFileSync(path.join(siteDir, 'generated/redirects.conf'), 'utf8');
    expect(conf).toContain('location = /old { return 301 /new$is_args$args; }');
    expect(existsSync(path.join(siteDir, 'generated/security-headers.json'))).toBe(true);
  });

  it('fails the build, by name, for a plugin that writes after the build but is not ordered', async () => {
    const { outDir, context } = fixture();
    const pipeline = createBuildPipeline({ generatedDir: 'generated', precompress: false });
    const unordered: Plugin = { name: 'sitemap-like', postBuild: async () => undefined };
    await expect(runPostBuilds([unordered, pipeline.plugin(context)], outDir)).rejects.toThrow(
      /sitemap-like write\(s\) files after the build/,
    );
  });

  it('keeps the validation of the plugin it orders', () => {
    const validateOptions = (() => ({ id: 'default' })) as never;
    const module = Object.assign(() => ({ name: 'x' }), { validateOptions });
    const pipeline = createBuildPipeline({ generatedDir: 'generated' });
    expect(pipeline.ordered(module).validateOptions).toBe(validateOptions);
  });
});

describe('build pipeline: compression starts with the client bundle', () => {
  type AfterEmit = (compilation: {
    getAssets(): { name: string; source: { size(): number } }[];
  }) => void;
  const configure = (plugin: Plugin, mode: string, isServer: boolean) =>
    (plugin.configureWebpack as (config: unknown, isServer: boolean) => { plugins?: unknown[] })(
      { mode },
      isServer,
    );

  it('adds its bundler plugin to the production client bundle only', () => {
    const { context } = fixture();
    const plugin = createBuildPipeline({ generatedDir: 'generated' }).plugin(context);
    expect(configure(plugin, 'production', false).plugins).toHaveLength(1);
    expect(configure(plugin, 'production', true)).toEqual({});
    expect(configure(plugin, 'development', false)).toEqual({});
    const off = createBuildPipeline({ generatedDir: 'generated', precompress: false });
    expect(configure(off.plugin(context), 'production', false)).toEqual({});
  });

  it('compresses the emitted bundle before postBuild and says so in its log line', async () => {
    const { outDir, context } = fixture();
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(outDir, 'assets/js'), { recursive: true });
    const script = 'console.log("Магистраль");\n'.repeat(200);
    writeFileSync(path.join(outDir, 'assets/js/main.1f2e.js'), script);
    const pipeline = createBuildPipeline({
      generatedDir: 'generated',
      precompressCacheDir: mkdtempSync(path.join(tmpdir(), 'deploy-cache-')),
    });
    const plugin = pipeline.plugin(context);
    let afterEmit: AfterEmit | undefined;
    const [bundlerPlugin] = configure(plugin, 'production', false).plugins as {
      apply(compiler: unknown): void;
    }[];
    bundlerPlugin.apply({
      outputPath: outDir,
      hooks: { afterEmit: { tap: (_name: string, run: AfterEmit) => (afterEmit = run) } },
    });
    afterEmit!({
      getAssets: () => [
        { name: 'assets/js/main.1f2e.js', source: { size: () => Buffer.byteLength(script) } },
      ],
    });
    // Then SSG writes the pages.
    writeFileSync(path.join(outDir, 'index.html'), '<html><body>x</body></html>'.repeat(100));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await runPostBuilds([plugin], outDir);
      expect(log.mock.calls.flat().join('\n')).toMatch(
        /2 file\(s\) precompressed \(0 from cache\), 2 of them alongside SSG .*, the rest in \d+ ms/,
      );
    } finally {
      log.mockRestore();
    }
    expect(existsSync(path.join(outDir, 'assets/js/main.1f2e.js.br'))).toBe(true);
    expect(existsSync(path.join(outDir, 'index.html.gz'))).toBe(true);
  });

  it('compresses the files an ordered plugin writes before SSG as soon as it names them', async () => {
    const { outDir, context } = fixture();
    const { mkdirSync } = await import('node:fs');
    mkdirSync(outDir, { recursive: true });
    const pipeline = createBuildPipeline({
      generatedDir: 'generated',
      precompressCacheDir: mkdtempSync(path.join(tmpdir(), 'deploy-cache-')),
    });
    const listeners: ((outDir: string, files: readonly string[]) => void)[] = [];
    const searchLike = pipeline.ordered(() => ({
      name: 'search-like',
      onFilesWritten: (listener: (outDir: string, files: readonly string[]) => void) => {
        listeners.push(listener);
      },
      postBuild: async () => undefined,
    }));
    const ordered = (await searchLike(context, {})) as Plugin;
    expect(listeners).toHaveLength(1);
    const index = JSON.stringify({ terms: Array.from({ length: 400 }, (_, k) => `слово${k}`) });
    writeFileSync(path.join(outDir, 'search-index.json'), index);
    writeFileSync(path.join(outDir, 'tiny.json'), '{}');
    listeners[0](outDir, ['search-index.json', 'tiny.json']);
    // Compressed before any postBuild runs, and a file too small to compress is left alone.
    await vi.waitFor(
      () => expect(existsSync(path.join(outDir, 'search-index.json.br'))).toBe(true),
      {
        timeout: 10_000,
      },
    );
    writeFileSync(path.join(outDir, 'index.html'), '<html><body>x</body></html>'.repeat(100));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await runPostBuilds([pipeline.plugin(context), ordered], outDir);
    } finally {
      log.mockRestore();
    }
    expect(existsSync(path.join(outDir, 'tiny.json.br'))).toBe(false);
    expect(existsSync(path.join(outDir, 'index.html.br'))).toBe(true);
  });

  it('does not listen for early files when compression is off', async () => {
    const { context } = fixture();
    const pipeline = createBuildPipeline({ generatedDir: 'generated', precompress: false });
    const listen = vi.fn();
    await pipeline.ordered(() => ({ name: 'search-like', onFilesWritten: listen }))(context, {});
    expect(listen).not.toHaveBeenCalled();
  });
});
