/**
 * Hot reload of a doc edit in `docusaurus start` without reloading the docs plugin when the edit
 * cannot change the plugin's content (issue 16: ≤ 1 s at 2,000 pages).
 *
 * Upstream (@docusaurus/core 3.10.2, lib/commands/start/start.js and watcher.js): every path the
 * docs plugin returns from getPathsToWatch — its `include` globs, so every .md/.mdx file — is
 * watched by chokidar, and any event reloads the whole plugin: loadContent reads and processes
 * every doc again (2.2 s of the main thread at 660 pages), then contentLoaded, every plugin's
 * allContentLoaded, the route table and the `.docusaurus` files. Rspack's rebuild of the edited
 * MDX module waits for it (its loaders run on the same thread).
 *
 * What the plugin's content takes from a doc file is exactly what `processDocMetadata`
 * (@docusaurus/plugin-content-docs 3.10.2, lib/docs.js) returns for it: front matter, title
 * (front matter, else the first heading), description (front matter, else the first
 * paragraph), last update (hard-coded in development), id, slug, tags… The rest of loadContent
 * reads other files (sidebars, _category_ files, tags.yml), which stay watched upstream's way.
 * The MDX module itself (body, toc, headings) is compiled by Rspack and hot-replaced.
 *
 * So in `docusaurus start` only, the docs plugin is wrapped:
 *  - its getPathsToWatch no longer lists the `include` globs, but a sentinel file in
 *    `.docusaurus/fast-doc-edits/`, so core's watcher reloads the plugin when the sentinel is
 *    touched;
 *  - its own watcher of the `include` globs decides per event (`changeNeedsReload`): a file
 *    added or removed, a file the loaded content does not know, a file that fails to process,
 *    or one whose metadata, processed again by upstream's own `processDocMetadata`, differs from
 *    the loaded one → it touches the sentinel (the reload upstream would have done); otherwise
 *    nothing: Rspack alone compiles the module again.
 * `docusaurus build` and `serve` get the plugin untouched (see preset.ts).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import { processDocMetadata, readDocFile } from '@docusaurus/plugin-content-docs/lib/docs.js';
import {
  aliasedSitePath,
  createAbsoluteFilePathMatcher,
  getContentPathList,
  posixPath,
} from '@docusaurus/utils';
import { getTagsFile } from '@docusaurus/utils-validation';

/** chokidar's events (3.x), as core's watcher receives them. */
export type WatchEvent = 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir';

export interface ReloadDecision {
  reload: boolean;
  reason: string;
}

type DocEnv = 'production' | 'development';

function isInside(dir: string, filePath: string): boolean {
  const relative = path.relative(dir, filePath);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The doc (or draft) of the loaded content read from `filePath`, with its version. */
function findLoadedDoc(content: LoadedContent, filePath: string, siteDir: string) {
  const aliased = aliasedSitePath(filePath, siteDir);
  for (const version of content.loadedVersions) {
    const doc = [...version.docs, ...version.drafts].find((d) => d.source === aliased);
    if (!doc) continue;
    for (const contentPath of getContentPathList(version)) {
      if (isInside(contentPath, filePath))
        return { version, doc, source: posixPath(path.relative(contentPath, filePath)) };
    }
  }
  return null;
}

/**
 * Does this watcher event on a doc file need the docs plugin to reload? Only a `change` of a
 * doc the loaded content knows, whose metadata processed again is deep-equal to the loaded one,
 * does not; anything unsure reloads (as upstream does).
 */
export async function changeNeedsReload({
  event,
  filePath,
  content,
  context,
  options,
  env,
}: {
  event: WatchEvent;
  filePath: string;
  content: LoadedContent | undefined;
  context: LoadContext;
  options: PluginOptions;
  env: DocEnv;
}): Promise<ReloadDecision> {
  if (!content) return { reload: true, reason: 'no content loaded yet' };
  // Partials (`_snippet.md`): the plugin never reads them (readVersionDocs globs `include`
  // without `exclude`); the pages importing them are recompiled by Rspack.
  const contentDirs = content.loadedVersions.flatMap(getContentPathList);
  if (
    contentDirs.some((dir) => isInside(dir, filePath)) &&
    createAbsoluteFilePathMatcher(options.exclude, contentDirs)(filePath)
  )
    return { reload: false, reason: 'excluded from the docs (a partial)' };
  if (event !== 'change') return { reload: true, reason: `${event}: the set of files changed` };
  const found = findLoadedDoc(content, filePath, context.siteDir);
  if (!found) return { reload: true, reason: 'not a loaded doc' };
  const { version, source, doc } = found;
  let metadata;
  try {
    metadata = await processDocMetadata({
      docFile: await readDocFile(version, source),
      versionMetadata: version,
      context,
      options,
      env,
      tagsFile: await getTagsFile({ contentPaths: version, tags: options.tags }),
    });
  } catch {
    // Let the reload report the error as upstream does.
    return { reload: true, reason: 'the doc failed to process' };
  }
  const loaded = doc as unknown as Record<string, unknown>;
  const changed = Object.entries(metadata)
    .filter(([key, value]) => !isDeepStrictEqual(value, loaded[key]))
    .map(([key]) => key);
  return changed.length > 0
    ? { reload: true, reason: `metadata changed: ${changed.join(', ')}` }
    : { reload: false, reason: 'only the body changed' };
}

/** chokidar 3, the very copy core's watcher uses (it is core's dependency, not ours). */
interface Watcher {
  on(event: 'all', listener: (event: WatchEvent, filePath: string) => void): Watcher;
  close(): Promise<void>;
}
const requireFromCore = createRequire(
  createRequire(import.meta.url).resolve('@docusaurus/core/package.json'),
);
const chokidar = requireFromCore('chokidar') as {
  watch(paths: string[], options: Record<string, unknown>): Watcher;
};

/** Core's `--poll [ms]` (lib/commands/start/watcher.js, createPollingOptions). */
function pollingOptions(argv = process.argv) {
  const at = argv.indexOf('--poll');
  if (at < 0) return {};
  const interval = Number(argv[at + 1]);
  return { usePolling: true, interval: Number.isInteger(interval) ? interval : undefined };
}

/**
 * One watcher per key for the whole process: a site reload (config edit) creates the plugins
 * again (modules loaded fresh), while core keeps the watchers it set up at start.
 */
const registry = ((globalThis as Record<symbol, unknown>)[Symbol.for('magistral.watchers')] ??=
  new Map()) as Map<string, Watcher>;

export function watchOnce(
  key: string,
  globs: string[],
  onEvent: (event: WatchEvent, filePath: string) => void,
): void {
  if (registry.has(key)) return;
  const watcher = chokidar
    .watch(globs, { ignoreInitial: true, ...pollingOptions() })
    .on('all', onEvent);
  registry.set(key, watcher);
}

/** State shared by the plugin instances of one key (see `registry`). */
function sharedState(key: string): { content?: LoadedContent } {
  const holder = ((globalThis as Record<symbol, unknown>)[Symbol.for('magistral.fastDocEdits')] ??=
    new Map()) as Map<string, { content?: LoadedContent }>;
  if (!holder.has(key)) holder.set(key, {});
  return holder.get(key)!;
}

/** The `include` globs among the plugin's paths to watch (upstream: `${contentPath}/${pattern}`). */
export function isDocGlob(watched: string, include: string[]): boolean {
  return include.some((pattern) => watched.endsWith(`/${pattern}`));
}

export function withFastDocEdits(
  plugin: Plugin<LoadedContent>,
  context: LoadContext,
  options: PluginOptions,
): Plugin<LoadedContent> {
  const key = `docs:${options.id}`;
  const state = sharedState(key);
  const env: DocEnv = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const sentinel = path.join(context.generatedFilesDir, 'fast-doc-edits', `${options.id}.txt`);
  mkdirSync(path.dirname(sentinel), { recursive: true });
  writeFileSync(sentinel, 'start\n');
  return {
    ...plugin,
    async loadContent() {
      const content = await plugin.loadContent!();
      state.content = content;
      return content;
    },
    getPathsToWatch() {
      const all = plugin.getPathsToWatch?.() ?? [];
      const docGlobs = all.filter((watched) => isDocGlob(watched, options.include));
      let queue = Promise.resolve();
      watchOnce(key, docGlobs, (event, filePath) => {
        // One decision at a time, in the order of the events.
        queue = queue.then(async () => {
          const decision = await changeNeedsReload({
            event,
            filePath,
            content: state.content,
            context,
            options,
            env,
          });
          if (process.env.FAST_DOC_EDITS_DEBUG)
            logger.info(
              `fast-doc-edits: ${path.relative(context.siteDir, filePath)}: ${decision.reason}`,
            );
          if (decision.reload) writeFileSync(sentinel, `${Date.now()} ${filePath}\n`);
        });
      });
      return [...all.filter((watched) => !docGlobs.includes(watched)), sentinel];
    },
  };
}

/** The docs plugin module (`@docusaurus/plugin-content-docs`) with `withFastDocEdits`. */
export function fastDocEditsPlugin(docsModule: {
  default: (context: LoadContext, options: PluginOptions) => Promise<Plugin<LoadedContent>>;
  validateOptions: unknown;
}) {
  const wrapped = async (context: LoadContext, options: PluginOptions) =>
    withFastDocEdits(await docsModule.default(context, options), context, options);
  return Object.assign(wrapped, { validateOptions: docsModule.validateOptions });
}
