// Rspack/webpack loader for the generated route registry (.docusaurus/registry.js), client
// production bundle only: drops each entry's module path and weak module id. See index.ts for why.
//
// An entry as @docusaurus/core 3.10.2 lib/server/codegen/codegenRoutes.js (genRegistry) writes it:
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")],
// becomes
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>")],
// ComponentCreator passes elements 1 and 2 to react-loadable as `modules` and `webpack`, which it
// reads only to report a render's modules to a Capture (the server render) and in
// Loadable.preloadReady (never called).
const ENTRY =
  /("([^"\\]+)":\s*\[\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"\2"\s*\*\/\s*("(?:[^"\\]|\\.)*")\s*\)\s*,\s*)("(?:[^"\\]|\\.)*")(\s*,\s*require\.resolveWeak\(\s*("(?:[^"\\]|\\.)*")\s*\)\s*\])/g;

function withoutModulePaths(source, resourcePath = 'registry.js') {
  const entries = source.match(/webpackChunkName:/g)?.length ?? 0;
  let rewritten = 0;
  const out = source.replace(ENTRY, (whole, head, _chunk, imported, listed, _tail, weak) => {
    // Only the entries whose three module references are the same path.
    if (imported !== listed || weak !== listed) return whole;
    rewritten += 1;
    return `${head.replace(/\s*,\s*$/, '')}]`;
  });
  if (rewritten !== entries) {
    // A changed format must not pass silently (the paths would stay, or the registry break).
    throw new Error(
      `lean-route-table: rewrote ${rewritten} of ${entries} entries of ${resourcePath}; the registry's format changed (core lib/server/codegen/codegenRoutes.js), see plugins/lean-route-table/index.ts`,
    );
  }
  return out;
}

module.exports = function leanRouteRegistry(source) {
  return withoutModulePaths(source, this.resourcePath);
};
module.exports.withoutModulePaths = withoutModulePaths;
