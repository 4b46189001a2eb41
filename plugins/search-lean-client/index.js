// Keeps the search engine out of the main bundle. The plugin's navbar search bar imports its
// generated constants (which set up lunr and the Russian stemmer for the worker) for one number,
// and its generated options (which import mark.js) for the highlighting on the target page: about
// 90 KB before compression in every page's first view. The bar and the search page get lean
// stand-ins from src/search/ instead; the worker, which does the searching, keeps the originals.
// Pinned plugin version: re-check these module names on upgrade.
const path = require('path');

const PLUGIN_CLIENT = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')),
  '../../client/client',
);
const SEARCH_BAR = path.join(PLUGIN_CLIENT, 'theme/SearchBar/SearchBar.jsx');

module.exports = function searchLeanClient(context) {
  const stand = (file) => path.join(context.siteDir, 'src/search', file);
  return {
    name: 'search-lean-client',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        resolve: {
          alias: {
            '@search-local-original/highlightStemmed': path.join(
              PLUGIN_CLIENT,
              'utils/highlightStemmed.js',
            ),
            '@search-local-original/highlight': path.join(PLUGIN_CLIENT, 'utils/highlight.js'),
          },
        },
        plugins: [
          // Every importer of the generated options in the plugin's client code.
          new NormalModuleReplacementPlugin(/(^|\/)proxiedGenerated$/, (resource) => {
            if (resource.context && resource.context.startsWith(PLUGIN_CLIENT)) {
              resource.request = stand('pluginGenerated.ts');
            }
          }),
          // The result templates of the bar and the search page: a title found by its page's
          // keywords (scripts/search/rewrite-index.mjs) has no match positions in its text.
          new NormalModuleReplacementPlugin(/(^|\/)highlightStemmed$/, (resource) => {
            if (resource.context && resource.context.startsWith(PLUGIN_CLIENT)) {
              resource.request = stand('highlightStemmed.ts');
            }
          }),
          // Only the search bar's import of the constants; the worker's stays.
          new NormalModuleReplacementPlugin(/(^|\/)proxiedGeneratedConstants$/, (resource) => {
            if (resource.contextInfo && resource.contextInfo.issuer === SEARCH_BAR) {
              resource.request = stand('searchBarConstants.ts');
            }
          }),
        ],
      };
    },
  };
};
