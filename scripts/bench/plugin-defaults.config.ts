/**
 * The benchmark's comparison site: our pages and theme, with @easyops-cn/docusaurus-search-local
 * as it comes (only the languages set) instead of plugins/search. Built by
 * scripts/bench/search.mjs with `docusaurus build --config` this file.
 */
import type { Config } from '@docusaurus/types';

import config from '../../docusaurus.config';
import { buildPipeline } from '../../plugins/deploy/sitePipeline';
import { SEARCH_OPTIONS_PLUGIN_DEFAULTS } from '../../plugins/search/options';

const pluginDefaults: Config = {
  ...config,
  themes: [
    [buildPipeline.ordered('@easyops-cn/docusaurus-search-local'), SEARCH_OPTIONS_PLUGIN_DEFAULTS],
  ],
};

export default pluginDefaults;
