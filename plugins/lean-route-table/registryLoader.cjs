// Rspack/webpack loaders for the generated route files, client production bundle only (see
// index.ts for why): the registry (.docusaurus/registry.js) keeps only its loaders, under short
// chunk names; the route → chunk names table (.docusaurus/routesChunkNames.json) gets the same
// short names.
//
// A registry entry as @docusaurus/core 3.10.2 lib/server/codegen/codegenRoutes.js (genRegistry)
// writes it, sorted by chunk name:
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")],
// becomes
//   "_<n>": [() => import(/* webpackChunkName: "_<n>" */ "<module>")],
// with n the entry's place in the file, in base 36. ComponentCreator passes elements 1 and 2 to
// react-loadable as `modules` and `webpack`, which it reads only to report a render's modules to
// a Capture (the server render) and in Loadable.preloadReady (never called).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ENTRY =
  /"([^"\\]+)":\s*\[\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"\1"\s*\*\/\s*("(?:[^"\\]|\\.)*")\s*\)\s*,\s*("(?:[^"\\]|\\.)*")\s*,\s*require\.resolveWeak\(\s*("(?:[^"\\]|\\.)*")\s*\)\s*\]\s*,?/g;

/** The client's name of a registry chunk: its place in the registry (names stay unique). */
const shortName = (index) => `_${index.toString(36)}`;

const formatChanged = (what, file) =>
  new Error(
    `lean-route-table: ${what} in ${file}; the format of core's generated route files changed (core lib/server/codegen/codegenRoutes.js), see plugins/lean-route-table/index.ts`,
  );

/** The registry's entries in file order: chunk name and the module literal it imports. */
function registryEntries(source, file = 'registry.js') {
  const entries = [];
  for (const [, chunk, imported, listed, weak] of source.matchAll(ENTRY)) {
    if (imported !== listed || weak !== listed) continue;
    entries.push({ chunk, imported });
  }
  const expected = source.match(/webpackChunkName:/g)?.length ?? 0;
  if (entries.length !== expected) {
    // A changed format must not pass silently (the paths would stay, or the registry break).
    throw formatChanged(`read ${entries.length} of ${expected} entries`, file);
  }
  return entries;
}

/** Upstream chunk name → the client's short one, from the registry's source. */
function clientChunkNames(registrySource, file) {
  return new Map(
    registryEntries(registrySource, file).map(({ chunk }, i) => [chunk, shortName(i)]),
  );
}

/** The registry module for the client: short chunk names, the loaders alone. */
function clientRegistry(source, file) {
  const entries = registryEntries(source, file).map(
    ({ imported }, i) =>
      `  "${shortName(i)}": [() => import(/* webpackChunkName: "${shortName(i)}" */ ${imported})],`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** The route → chunk names table (JSON) with the client's chunk names. */
function clientRoutesChunkNames(json, registrySource, file = 'routesChunkNames.json') {
  const names = clientChunkNames(registrySource, file);
  const rename = (value) => {
    if (typeof value === 'string') {
      const short = names.get(value);
      if (!short) throw formatChanged(`chunk «${value}» is not in the registry`, file);
      return short;
    }
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, rename(v)]));
    }
    throw formatChanged(`unexpected ${JSON.stringify(value)}`, file);
  };
  return JSON.stringify(rename(JSON.parse(json)));
}

/** One loader for both files: the registry, and the table (which reads the registry beside it). */
module.exports = function leanRouteTable(source) {
  if (!this.resourcePath.endsWith('.json')) return clientRegistry(source, this.resourcePath);
  const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  return clientRoutesChunkNames(source, readFileSync(registryFile, 'utf8'), this.resourcePath);
};
module.exports.registryEntries = registryEntries;
module.exports.clientChunkNames = clientChunkNames;
module.exports.clientRegistry = clientRegistry;
module.exports.clientRoutesChunkNames = clientRoutesChunkNames;
