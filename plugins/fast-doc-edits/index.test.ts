import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext } from '@docusaurus/types';

import { changeNeedsReload, isDocGlob, type WatchEvent } from './index';
import magistralPreset, { PRESET_PATH, wrapDocsPlugin } from './preset';

const require = createRequire(import.meta.url);
const { loadSite } = require('@docusaurus/core/lib/server/site.js') as {
  loadSite: (params: { siteDir: string }) => Promise<{
    props: LoadContext & {
      plugins: { name: string; content: unknown; options: unknown }[];
    };
  }>;
};

const DOC = `---
sidebar_position: 2
tags: [api]
---

# Ключи API

Ключ API открывает доступ к шлюзу.

## Как выпустить ключ

Откройте консоль и нажмите «Выпустить».
`;

/**
 * A real site with the real docs plugin, loaded by core (as `docusaurus start` loads it), and
 * the decision asked about edits of one of its docs.
 */
describe('fast doc edits: does a doc edit need the docs plugin to reload?', () => {
  let siteDir: string;
  let docPath: string;
  let site: Awaited<ReturnType<typeof loadSite>>;
  let content: LoadedContent;
  let options: PluginOptions;

  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'fast-doc-edits-'));
    mkdirSync(path.join(siteDir, 'docs', 'guides'), { recursive: true });
    writeFileSync(
      path.join(siteDir, 'docusaurus.config.js'),
      `module.exports = {
        title: 'T', url: 'https://example.org', baseUrl: '/',
        plugins: [[${JSON.stringify(require.resolve('@docusaurus/plugin-content-docs'))}, {
          sidebarPath: false, tags: 'tags.yml', onInlineTags: 'throw', showLastUpdateTime: true,
        }]],
      };`,
    );
    writeFileSync(path.join(siteDir, 'docs', 'tags.yml'), 'api:\n  label: API\n');
    writeFileSync(path.join(siteDir, 'docs', 'intro.md'), '# Введение\n\nО платформе.\n');
    docPath = path.join(siteDir, 'docs', 'guides', 'keys.md');
    writeFileSync(docPath, DOC);
    site = await loadSite({ siteDir });
    const docs = site.props.plugins.find((p) => p.name === 'docusaurus-plugin-content-docs')!;
    content = docs.content as LoadedContent;
    options = docs.options as PluginOptions;
  });

  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  const decide = async (text: string, event: WatchEvent = 'change', file = docPath) => {
    writeFileSync(file, text);
    try {
      return await changeNeedsReload({
        event,
        filePath: file,
        content,
        context: site.props,
        options,
        env: 'development',
      });
    } finally {
      writeFileSync(docPath, DOC);
    }
  };

  it('the same file, a new paragraph, a changed later paragraph or heading: no reload', async () => {
    expect(await decide(DOC)).toEqual({ reload: false, reason: 'only the body changed' });
    expect((await decide(`${DOC}\nНовый абзац.\n`)).reload).toBe(false);
    expect((await decide(DOC.replace('нажмите', 'щёлкните'))).reload).toBe(false);
    expect((await decide(DOC.replace('## Как выпустить', '## Как создать'))).reload).toBe(false);
  });

  it('front matter, title (first heading), description (first paragraph): reload', async () => {
    const cases: [string, string][] = [
      [DOC.replace('sidebar_position: 2', 'sidebar_position: 3'), 'sidebarPosition, frontMatter'],
      [DOC.replace('tags: [api]', 'tags: []'), 'tags, frontMatter'],
      [DOC.replace('---\n\n#', 'sidebar_label: Ключи\n---\n\n#'), 'frontMatter'],
      [DOC.replace('---\n\n#', 'slug: /keys\n---\n\n#'), 'slug, permalink, frontMatter'],
      [DOC.replace('---\n\n#', 'draft: true\n---\n\n#'), 'frontMatter'],
      [DOC.replace('# Ключи API', '# Ключи доступа'), 'title'],
      [DOC.replace('открывает доступ', 'даёт доступ'), 'description'],
    ];
    for (const [text, fields] of cases) {
      const decision = await decide(text);
      expect(decision.reload, fields).toBe(true);
      for (const field of fields.split(', ')) expect(decision.reason).toContain(field);
    }
  });

  it('broken front matter: reload, so that the plugin reports it as upstream does', async () => {
    expect(await decide(DOC.replace('tags: [api]', 'tags: [api'))).toEqual({
      reload: true,
      reason: 'the doc failed to process',
    });
  });

  it('a file added, removed or unknown to the loaded content: reload', async () => {
    for (const event of ['add', 'unlink', 'addDir', 'unlinkDir'] as WatchEvent[])
      expect((await decide(DOC, event)).reload, event).toBe(true);
    const other = path.join(siteDir, 'docs', 'new.md');
    expect((await decide('# Новая\n', 'change', other)).reason).toBe('not a loaded doc');
    rmSync(other);
  });

  it('a partial (excluded from the docs, imported by pages): no reload, whatever the event', async () => {
    const partial = path.join(siteDir, 'docs', 'guides', '_steps.md');
    for (const event of ['add', 'change', 'unlink'] as WatchEvent[])
      expect(await decide('Шаги.\n', event, partial)).toEqual({
        reload: false,
        reason: 'excluded from the docs (a partial)',
      });
    rmSync(partial);
  });

  it('before any content is loaded: reload', async () => {
    writeFileSync(docPath, DOC);
    const decision = await changeNeedsReload({
      event: 'change',
      filePath: docPath,
      content: undefined,
      context: site.props,
      options,
      env: 'development',
    });
    expect(decision.reload).toBe(true);
  });

  it('the preset: classic’s plugins as they are, except in `docusaurus start`', () => {
    const classic = require('@docusaurus/preset-classic').default;
    const options = {
      docs: { sidebarPath: false as const },
      blog: false as const,
      sitemap: false as const,
    };
    const argv = process.argv;
    try {
      process.argv = ['node', 'docusaurus', 'build'];
      expect(magistralPreset(site.props, options)).toEqual(classic(site.props, options));
      process.argv = ['node', 'docusaurus', 'start', '--port', '3000'];
      const upstream = classic(site.props, options);
      const started = magistralPreset(site.props, options);
      expect(started.themes).toEqual(upstream.themes);
      expect(started.plugins).toHaveLength(upstream.plugins.length);
      const changed = started.plugins!.filter(
        (p, i) =>
          !Object.is(p, upstream.plugins[i]) &&
          JSON.stringify(p) !== JSON.stringify(upstream.plugins[i]),
      );
      expect(changed).toHaveLength(1);
      expect(typeof (changed[0] as unknown[])[0]).toBe('function');
    } finally {
      process.argv = argv;
    }
  });

  it('tells the include globs from the other watched paths of the plugin', () => {
    const docsPlugin = site.props.plugins.find(
      (p) => p.name === 'docusaurus-plugin-content-docs',
    ) as unknown as { getPathsToWatch(): string[] };
    const watched = docsPlugin.getPathsToWatch();
    const globs = watched.filter((p) => isDocGlob(p, options.include));
    // Upstream's list: the include globs, tags.yml, the _category_ files (no sidebars file here).
    expect(globs).toEqual(options.include.map((pattern) => `${siteDir}/docs/${pattern}`));
    expect(watched.filter((p) => !globs.includes(p))).toEqual([
      `${siteDir}/docs/tags.yml`,
      `${siteDir}/docs/**/_category_.{json,yml,yaml}`,
    ]);
  });
});

describe('fast doc edits: the preset', () => {
  it('wraps the docs plugin only, in its place, with its options and validation', () => {
    const docs = require.resolve('@docusaurus/plugin-content-docs');
    const options = { path: 'docs' };
    const wrapped = wrapDocsPlugin(['a', [docs, options], ['b', {}]]);
    expect(wrapped[0]).toBe('a');
    expect(wrapped[2]).toEqual(['b', {}]);
    const [plugin, passed] = wrapped[1] as [{ validateOptions: unknown }, unknown];
    expect(typeof plugin).toBe('function');
    expect(plugin.validateOptions).toBe(require(docs).validateOptions);
    expect(passed).toBe(options);
  });

  it('is the site config’s preset', () => {
    const config = readFileSync(path.join(__dirname, '../../docusaurus.config.ts'), 'utf8');
    expect(config).toContain('CLASSIC_WITH_FAST_DOC_EDITS,');
    expect(PRESET_PATH).toBe(path.join(__dirname, 'preset.ts'));
  });
});
