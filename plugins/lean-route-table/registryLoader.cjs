// Rspack/webpack loaders for the generated route files, client production bundle only (see
// index.ts for why): the registry (.docusaurus/registry.js) keeps only its loaders, under short
// chunk names; the route → chunk names table (.docusaurus/routesChunkNames.json) gets the same
// short names.
//
// A registry entry as @docusaurus/core 3.10.2 lib/server/codegen/codegenRoutes.js (genRegistry)
// writes it, sorted by chunk name:
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")],
// becomes
//   "_<prefix>": [() => import(/* webpackChunkName: "_<prefix>" */ "<module>")],
// with the shortest prefix of the chunk name that no other name of the registry starts with.
// ComponentCreator passes elements 1 and 2 to
// react-loadable as `modules` and `webpack`, which it reads only to report a render's modules to
// a Capture (the server render) and in Loadable.preloadReady (never called).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ENTRY =
  /"([^"\\]+)":\s*\[\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"\1"\s*\*\/\s*("(?:[^"\\]|\\.)*")\s*\)\s*,\s*("(?:[^"\\]|\\.)*")\s*,\s*require\.resolveWeak\(\s*("(?:[^"\\]|\\.)*")\s*\)\s*\]\s*,?/g;

const commonPrefix = (a = '', b = '') => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i;
};

/**
 * The client's names of the registry's chunks: «_» and the shortest prefix of the upstream name
 * (a hash of the module path) that no other name starts with. Unique like the names, and stable:
 * a new page renames only the chunks whose names share its prefix, so the bundler's
 * deterministic chunk ids (derived from the names) and the files of the other chunks stay.
 * «_» keeps them apart from the other chunks' names and the manifest's numeric ids.
 */
function shortNames(names) {
  const sorted = [...names].sort();
  return new Map(
    sorted.map((name, i) => {
      const shared = Math.max(commonPrefix(name, sorted[i - 1]), commonPrefix(name, sorted[i + 1]));
      return [name, `_${name.slice(0, shared + 1)}`];
    }),
  );
}

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
  return shortNames(registryEntries(registrySource, file).map(({ chunk }) => chunk));
}

/** The registry module for the client: short chunk names, the loaders alone. */
function clientRegistry(source, file) {
  const entries = registryEntries(source, file);
  const names = shortNames(entries.map(({ chunk }) => chunk));
  const lines = entries.map(({ chunk, imported }) => {
    const name = names.get(chunk);
    return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${imported})],`;
  });
  return `export default {\n${lines.join('\n')}\n};\n`;
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
module.exports.shortNames = shortNames;
module.exports.clientChunkNames = clientChunkNames;
module.exports.clientRegistry = clientRegistry;
module.exports.clientRoutesChunkNames = clientRoutesChunkNames;
