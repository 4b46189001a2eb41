/**
 * @docusaurus/utils-common sits in every page's main.js (the router's trailing-slash helpers).
 * It is CommonJS compiled with `importHelpers`, so its `require("tslib")` keeps the whole tslib
 * namespace (about 40 helpers, 10 KB minified) for the one helper it calls. In the browser build
 * that import gets helpers.mjs here, which has what the package calls (helpers.test.ts checks it
 * against the installed version); every other importer keeps tslib. The swap is checked after
 * every compilation (plugins/shared/moduleSwaps.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

import { moduleSwapsConfig, type ModuleSwap } from '../shared/moduleSwaps';

const require = createRequire(import.meta.url);
const UTILS_COMMON = path.dirname(require.resolve('@docusaurus/utils-common'));

export const leanTslibSwap: ModuleSwap = {
  name: 'tslib helper of @docusaurus/utils-common',
  upstream: { request: 'tslib' },
  importedFrom: (issuer) => issuer.startsWith(UTILS_COMMON + path.sep),
  replacement: path.join(path.dirname(fileURLToPath(import.meta.url)), 'helpers.mjs'),
  bundles: ['client'],
  recheck: 'the tslib helpers @docusaurus/utils-common calls (plugins/lean-tslib/helpers.test.ts)',
};

export default function leanTslib(): Plugin {
  return {
    name: 'lean-tslib',
    configureWebpack: (_config, isServer, { currentBundler }) =>
      moduleSwapsConfig('lean-tslib', [leanTslibSwap], isServer, currentBundler.instance as never),
  };
}
