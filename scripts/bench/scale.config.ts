/**
 * The scale benchmark's site (scripts/bench/scale.mjs): the site's own config with the docs read
 * from SCALE_DOCS_DIR (generated N× pages) instead of docs/. Everything else — theme, plugins,
 * search, deploy step, static files — is the site's.
 */
import type { Config } from '@docusaurus/types';

import config from '../../docusaurus.config';
import checkLinksInDev from '../../plugins/check-links';
import { PRESET_PATH } from '../../plugins/fast-doc-edits/preset';

const docsDir = process.env.SCALE_DOCS_DIR;
if (!docsDir) throw new Error('scale.config.ts: set SCALE_DOCS_DIR to the generated docs folder');

type Entry = unknown;
type Options = Record<string, unknown>;

const presets = (config.presets ?? []).map((preset: Entry) => {
  if (!Array.isArray(preset) || preset[0] !== PRESET_PATH) return preset;
  const [name, options] = preset as [string, Options];
  return [name, { ...options, docs: { ...(options.docs as Options), path: docsDir } }];
}) as Config['presets'];

// The search plugin hashes the files of its docsDir into the index name: the generated ones.
const themes = (config.themes ?? []).map((theme: Entry) => {
  if (!Array.isArray(theme)) return theme;
  const [plugin, options] = theme as [unknown, Options | undefined];
  return options && 'docsRouteBasePath' in options ? [plugin, { ...options, docsDir }] : theme;
}) as Config['themes'];

// `docusaurus start` checks the links of the generated docs.
const plugins = (config.plugins ?? []).map((plugin: Entry) =>
  plugin === checkLinksInDev ? [checkLinksInDev, { docsDir }] : plugin,
) as Config['plugins'];

const scaled: Config = { ...config, presets, themes, plugins };

export default scaled;
