// Rspack loader for .docusaurus/registry.js in `docusaurus start` (see index.ts for why): each
// entry keeps its loader, `() => import(…)`, and drops the module path and
// `require.resolveWeak(…)`. A weak dependency still builds its module, so with it every page
// would be compiled at start whether or not lazy compilation proxies its import. The client
// reads those two elements only for the server render's Capture and for Loadable.preloadReady
// (see plugins/lean-route-table/registryLoader.cjs, which does the same in production).
const { registryEntries, loadersOnly } = require('../lean-route-table/registryLoader.cjs');

/** The registry with loaders only, chunk names unchanged (routesChunkNames still names them). */
function devRegistry(source, file) {
  return loadersOnly(registryEntries(source, file), (chunk) => chunk);
}

module.exports = function lazyDevPagesRegistry(source) {
  return devRegistry(source, this.resourcePath);
};
module.exports.devRegistry = devRegistry;
