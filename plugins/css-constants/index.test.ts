import fs, { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import cssConstants from './index';

// The postcss-loader that Docusaurus's style loaders use (@docusaurus/bundler's dependency).
const bundlerRequire = createRequire(require.resolve('@docusaurus/bundler/package.json'));
type Loader = (this: unknown, content: string) => Promise<void>;
const postcssLoader = bundlerRequire('postcss-loader') as Loader;

/** Runs postcss-loader on one file with these postcssOptions, as the bundler would. */
function runPostcssLoader(file: string, postcssOptions: object): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: file,
      context: path.dirname(file),
      sourceMap: false,
      fs,
      getOptions: () => ({ postcssOptions }),
      async: () => (error: Error | null, css?: string) => (error ? reject(error) : resolve(css!)),
      emitWarning: () => undefined,
      emitError: (error: Error) => reject(error),
      addDependency: () => undefined,
      addBuildDependency: () => undefined,
      addMissingDependency: () => undefined,
      addContextDependency: () => undefined,
    };
    void postcssLoader.call(
      context,
      '@media (--mobile) { a { transition: opacity env(--demo-close-fade); } }',
    );
  });
}

describe('the PostCSS options of the site', () => {
  const plugin = cssConstants() as Plugin & {
    configurePostCss: NonNullable<Plugin['configurePostCss']>;
  };
  const options = () => plugin.configurePostCss({ plugins: [] });

  it('write in the constants and read no PostCSS config file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'css-constants-'));
    // A config file postcss-loader would load if it looked: its plugin does not exist.
    writeFileSync(path.join(dir, '.postcssrc.json'), '{"plugins": {"no-such-postcss-plugin": {}}}');
    const file = path.join(dir, 'a.module.css');
    const css = await runPostcssLoader(file, options());
    expect(css).toContain('(max-width: 996px)');
    expect(css).toContain('opacity 500ms');
    // The same options without `config: false` do look, and fail on that file.
    const { config: _config, ...searching } = options();
    await expect(runPostcssLoader(file, searching)).rejects.toThrow(/no-such-postcss-plugin/);
  });

  it('put the constants first, before the plugins Docusaurus configures', () => {
    const docusaurusDefault = ['postcss-preset-env', {}];
    const result = plugin.configurePostCss({ plugins: [docusaurusDefault] });
    expect(result.plugins).toHaveLength(2);
    expect(result.plugins[1]).toBe(docusaurusDefault);
    expect((result.plugins[0] as { postcssPlugin: string }).postcssPlugin).toBe(
      'magistral-css-constants',
    );
  });
});
