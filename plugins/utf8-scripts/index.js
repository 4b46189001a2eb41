// Scripts in UTF-8 instead of ASCII with \uXXXX escapes. Docusaurus minifies with
// `ascii_only: true`, which writes every Cyrillic letter as six bytes: on a Russian site that
// roughly triples the page chunks, the sidebar data and the UI strings before compression, and
// adds about a fifth after it. Safe here: the host sends scripts as
// `text/javascript; charset=utf-8` (deploy/nginx/site.conf), and pages are UTF-8 anyway.
// The options are otherwise the ones Docusaurus uses (@docusaurus/faster), so nothing else moves.
const { getSwcJsMinimizerOptions } = require('@docusaurus/faster');

module.exports = function utf8Scripts() {
  return {
    name: 'utf8-scripts',
    configureWebpack(config, isServer, { currentBundler }) {
      const minimizers = config.optimization && config.optimization.minimizer;
      if (isServer || currentBundler.name !== 'rspack' || !Array.isArray(minimizers)) return {};
      const { SwcJsMinimizerRspackPlugin } = currentBundler.instance;
      const index = minimizers.findIndex((m) => m instanceof SwcJsMinimizerRspackPlugin);
      if (index === -1) return {};
      const options = getSwcJsMinimizerOptions();
      minimizers[index] = new SwcJsMinimizerRspackPlugin({
        minimizerOptions: {
          minify: true,
          ...options,
          format: { ...options.format, ascii_only: false },
        },
      });
      return {};
    },
  };
};
