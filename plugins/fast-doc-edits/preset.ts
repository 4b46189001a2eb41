/**
 * The classic preset (@docusaurus/preset-classic), with the docs plugin wrapped by
 * `withFastDocEdits` (index.ts) in `docusaurus start` only. Everywhere else — `build`, `serve`,
 * `write-translations` — it returns the classic preset's result as is, so builds are
 * upstream's. The wrapped plugin keeps its place among the preset's plugins (routes, webpack
 * configuration and global data in the same order as without the wrap).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { LoadContext, PluginConfig, Preset } from '@docusaurus/types';
import type { Options } from '@docusaurus/preset-classic';

import { fastDocEditsPlugin } from './index';

const require = createRequire(import.meta.url);
// CommonJS modules, taken as upstream's preset takes them (`exports.default`).
const classic = (
  require('@docusaurus/preset-classic') as {
    default: typeof import('@docusaurus/preset-classic').default;
  }
).default;
const DOCS_PLUGIN = require.resolve('@docusaurus/plugin-content-docs');
const docsModule = require(DOCS_PLUGIN) as Parameters<typeof fastDocEditsPlugin>[0];

/** This preset's path, for `presets` in the site config (a preset is named by module path). */
export const PRESET_PATH = fileURLToPath(new URL('./preset.ts', import.meta.url));

export const isStart = (argv = process.argv) => argv.slice(2).includes('start');

/** The preset's plugin configs with the docs plugin (`[path, options]`) wrapped. */
export function wrapDocsPlugin(plugins: PluginConfig[]): PluginConfig[] {
  return plugins.map((config) =>
    Array.isArray(config) && config[0] === DOCS_PLUGIN
      ? ([fastDocEditsPlugin(docsModule), config[1]] as PluginConfig)
      : config,
  );
}

export default function magistralPreset(context: LoadContext, options: Options): Preset {
  const preset = classic(context, options);
  if (!isStart()) return preset;
  return { ...preset, plugins: wrapDocsPlugin(preset.plugins ?? []) };
}
