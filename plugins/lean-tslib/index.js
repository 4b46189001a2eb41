// @docusaurus/utils-common sits in every page's main.js (the router's trailing-slash helpers). It is
// CommonJS compiled with `importHelpers`, so its `require("tslib")` keeps the whole tslib namespace
// (about 40 helpers, 10 KB minified) for the one helper it calls. In the browser build that
// import gets helpers.mjs here, which has what the package calls (helpers.test.ts checks it
// against the installed version); every other importer keeps tslib.
const path = require('path');

const UTILS_COMMON = path.dirname(require.resolve('@docusaurus/utils-common'));

module.exports = function leanTslib() {
  return {
    name: 'lean-tslib',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource) => {
            const issuer = resource.contextInfo && resource.contextInfo.issuer;
            if (issuer && issuer.startsWith(UTILS_COMMON + path.sep)) {
              resource.request = path.join(__dirname, 'helpers.mjs');
            }
          }),
        ],
      };
    },
  };
};
