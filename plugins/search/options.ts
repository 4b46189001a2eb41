/**
 * The options of @easyops-cn/docusaurus-search-local, in one place. The site config passes them
 * to plugins/search (which hands them to the upstream plugin), the index rewrite reads the
 * languages from the same object, and the benchmark's plugin-defaults build keeps only the
 * languages. The spec's search constants themselves are in src/config/constants.ts.
 */
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

import { SEARCH } from '../../src/config/constants';

export const SEARCH_OPTIONS = {
  language: [...SEARCH.languages],
  hashed: true,
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/docs',
  searchResultLimits: SEARCH.resultLimit,
  searchResultContextMaxLength: SEARCH.snippetMaxLength,
  removeDefaultStopWordFilter: [...SEARCH.keepStopWordsFor],
  // Off so that the plugin's generated module does not bundle mark.js; the highlighting of the
  // query on the page a result opens comes back through replacements/proxiedGenerated.ts, which
  // loads mark.js only when there is something to mark.
  highlightSearchTermsOnTargetPage: false,
  searchBarShortcutKeymap: 'mod+k',
  // Code blocks stay out of the index: their keys and commands are explained in the prose around
  // them, and the index is smaller and ranks better without them.
  ignoreCssSelectors: ['.theme-code-block'],
} satisfies PluginOptions;

/** The plugin as it comes, for the benchmark's comparison: only the languages set. */
export const SEARCH_OPTIONS_PLUGIN_DEFAULTS = {
  language: [...SEARCH.languages],
  hashed: true,
} satisfies PluginOptions;
