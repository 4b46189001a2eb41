// Swaps the search plugin's query tokenizer and query builder for ours (src/search/), in the
// worker and the main bundle alike. The plugin has no option for this; see
// ../shared/notes/search-local.md. Pinned plugin version: re-check these paths on upgrade.
const path = require('path');

const PLUGIN_UTILS = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')),
  '../../client/client/utils',
);

module.exports = function searchQueryRewrite(context) {
  return {
    name: 'search-query-rewrite',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const replace = (pattern, target) =>
        new NormalModuleReplacementPlugin(pattern, (resource) => {
          if (resource.context && resource.context.startsWith(path.dirname(PLUGIN_UTILS))) {
            resource.request = target;
          }
        });
      return {
        resolve: {
          alias: {
            '@search-local-original/smartQueries': path.join(PLUGIN_UTILS, 'smartQueries.js'),
          },
        },
        plugins: [
          replace(
            /^\.\.?\/(utils\/)?smartQueries$/,
            path.join(context.siteDir, 'src/search/smartQueries.ts'),
          ),
          replace(
            /^\.\.?\/(utils\/)?tokenize$/,
            path.join(context.siteDir, 'src/search/tokenize.ts'),
          ),
        ],
      };
    },
  };
};
