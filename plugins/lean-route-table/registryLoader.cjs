// Rspack/webpack loaders for the generated route files, client production bundle only (see
// index.ts for why): the registry (.docusaurus/registry.js) keeps only its loaders, under short
// chunk names; the route table (.docusaurus/routes.js) writes each route's chunk names, under
// the same short names, into the route → chunk names table (.docusaurus/routesChunkNames.json),
// which is empty in this bundle.
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
const vm = require('node:vm');

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
  return loadersOnly(entries, (chunk) => names.get(chunk));
}

/** A registry module of the entries' loaders alone, each under `nameOf(chunk)`. */
function loadersOnly(entries, nameOf) {
  const lines = entries.map(({ chunk, imported }) => {
    const name = nameOf(chunk);
    return `  "${name}": [() => import(/* webpackChunkName: "${name}" */ ${imported})],`;
  });
  return `export default {\n${lines.join('\n')}\n};\n`;
}

/** A route's chunk names (a tree of upstream names) under the client's names. */
function renameChunks(value, names, file) {
  if (typeof value === 'string') {
    const short = names.get(value);
    if (!short) throw formatChanged(`chunk «${value}» is not in the registry`, file);
    return short;
  }
  if (Array.isArray(value)) return value.map((v) => renameChunks(v, names, file));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, renameChunks(v, names, file)]),
    );
  }
  throw formatChanged(`unexpected ${JSON.stringify(value)}`, file);
}

// routes.js as core writes it (codegenRoutes.js, generateRoutesCode and serializeRouteConfig):
// these two imports, then `export default [` the routes `{ path: '<path>', component:
// ComponentCreator('<path>', '<hash>'), exact: true, routes: [...], <attribute>: <JSON> }`,
// ending with `{ path: '*', component: ComponentCreator('*') }` `];`.
const ROUTES_HEAD =
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default ";

/** What upstream's `ComponentCreator(path, hash)` call stands for while routes.js is read. */
class CreatedComponent {
  constructor(path, hash, extra) {
    this.path = path;
    this.hash = hash;
    this.extra = extra;
  }
}

/**
 * The route config of routes.js as data: the file is evaluated (in a context of its own, with
 * ComponentCreator recording its arguments), so every quirk of how core writes a path or an
 * attribute is read back exactly as the bundle would read it.
 */
function readRoutes(source, file = 'routes.js') {
  if (!source.startsWith(ROUTES_HEAD)) throw formatChanged('another head', file);
  const body = source.slice(ROUTES_HEAD.length).trim().replace(/;$/, '');
  const created = (path, hash, ...extra) => new CreatedComponent(path, hash, extra);
  let routes;
  try {
    routes = vm.runInNewContext(`(${body})`, { ComponentCreator: created }, { timeout: 5000 });
  } catch (error) {
    throw formatChanged(`cannot read the route table (${error.message})`, file);
  }
  if (!Array.isArray(routes)) throw formatChanged('no array of routes', file);
  return routes;
}

const isIdentifier = (key) => /^[$_\p{ID_Start}][$\u200c\u200d\p{ID_Continue}]*$/u.test(key);

/**
 * The route table for the client: one call per route, `r(path, chunkNames, attributes)`, which
 * writes the route's chunk names into routesChunkNames and returns the route as upstream's
 * routes.js has it. Each path is then written once: upstream writes it three times, twice in
 * routes.js and once, far away, as the key of routesChunkNames.json. The key needs no hash of
 * upstream's (three random hex digits a route, about 3.5 B gzip): the hash only tells apart
 * routes of one path, and in this bundle routesChunkNames is written and read by the client
 * alone, so a route's key is its path and how many routes of that path came before it. Core
 * reads a key's path by cutting the last `-…` (docusaurus.js, getChunkNamesToLoad), which works
 * the same. Attributes that repeat (`exact` and `sidebar` of every doc) are one constant.
 */
function clientRoutes(source, chunkNamesJson, registrySource, file = 'routes.js') {
  const routes = readRoutes(source, file);
  const chunkNames = JSON.parse(chunkNamesJson);
  const names = clientChunkNames(registrySource, file);
  const shared = new Map();
  const used = new Set();
  const attributeCode = (attributes) => {
    const json = JSON.stringify(attributes);
    if (!shared.has(json)) shared.set(json, `a${shared.size}`);
    return shared.get(json);
  };
  const routeCode = (route) => {
    const { path: routePath, component, routes: subroutes, ...attributes } = route;
    if (typeof routePath !== 'string' || !(component instanceof CreatedComponent)) {
      throw formatChanged(
        `a route without path or ComponentCreator (${JSON.stringify(route)})`,
        file,
      );
    }
    if (component.path !== routePath || component.extra.length > 0) {
      throw formatChanged(`ComponentCreator called otherwise for «${routePath}»`, file);
    }
    if (routePath === '*') {
      if (component.hash !== undefined || subroutes || Object.keys(attributes).length > 0) {
        throw formatChanged('another catch-all route', file);
      }
      return "{ path: '*', component: ComponentCreator('*') }";
    }
    const key = `${routePath}-${component.hash}`;
    if (!Object.hasOwn(chunkNames, key)) throw formatChanged(`no chunk names for «${key}»`, file);
    if (used.has(key)) throw formatChanged(`route «${key}» twice`, file);
    used.add(key);
    const args = [
      JSON.stringify(routePath),
      JSON.stringify(renameChunks(chunkNames[key], names, file)),
    ];
    // Upstream's key order: path, component, exact, routes, then the other attributes.
    const { exact, ...rest } = attributes;
    if (subroutes !== undefined) {
      if (!Array.isArray(subroutes)) throw formatChanged(`routes of «${routePath}»`, file);
      const parts = [
        ...(exact === undefined ? [] : [`exact: ${JSON.stringify(exact)}`]),
        `routes: [\n${subroutes.map(routeCode).join(',\n')}\n]`,
        ...Object.entries(rest).map(
          ([name, value]) =>
            `${isIdentifier(name) ? name : JSON.stringify(name)}: ${JSON.stringify(value)}`,
        ),
      ];
      args.push(`{ ${parts.join(', ')} }`);
    } else if (Object.keys(attributes).length > 0) {
      args.push(attributeCode(attributes));
    }
    return `r(${args.join(', ')})`;
  };
  const table = routes.map(routeCode).join(',\n');
  const unused = Object.keys(chunkNames).filter((key) => !used.has(key));
  if (unused.length > 0) throw formatChanged(`chunk names of no route (${unused[0]})`, file);
  const constants = [...shared].map(([json, name]) => `const ${name} = ${json};`).join('\n');
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';

// lean-route-table: routesChunkNames is empty in this bundle; each route writes its entry here,
// under a key of its own (see registryLoader.cjs).
const routesOfPath = new Map();
const r = (path, chunkNames, attributes) => {
  const hash = String(routesOfPath.get(path) ?? 0);
  routesOfPath.set(path, Number(hash) + 1);
  routesChunkNames[\`\${path}-\${hash}\`] = chunkNames;
  return { path, component: ComponentCreator(path, hash), ...attributes };
};
${constants}

export default [
${table}
];
`;
}

/** One loader for the three files; the route table reads the other two beside it. */
module.exports = function leanRouteTable(source) {
  const dir = path.dirname(this.resourcePath);
  const registryFile = path.join(dir, 'registry.js');
  if (this.resourcePath === registryFile) return clientRegistry(source, this.resourcePath);
  // Filled by the route table, which is evaluated before anything reads it.
  if (this.resourcePath.endsWith('.json')) return '{}';
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  this.addDependency(registryFile);
  this.addDependency(chunkNamesFile);
  return clientRoutes(
    source,
    readFileSync(chunkNamesFile, 'utf8'),
    readFileSync(registryFile, 'utf8'),
    this.resourcePath,
  );
};
module.exports.registryEntries = registryEntries;
module.exports.shortNames = shortNames;
module.exports.clientChunkNames = clientChunkNames;
module.exports.clientRegistry = clientRegistry;
module.exports.loadersOnly = loadersOnly;
module.exports.readRoutes = readRoutes;
module.exports.clientRoutes = clientRoutes;
