// Rspack/webpack loader for .docusaurus/globalData.json, client production bundle only (see
// index.ts for why): the docs plugin's list of docs, one `{ id, path, sidebar }` per doc in
// main.js (@docusaurus/plugin-content-docs 3.10.2 lib/globalData.js, toGlobalDataDoc), becomes
// a module that builds the same list from the ids alone where a doc's path is its version's
// path and its id, as it is for every doc without a slug of its own. Every other doc (a slug of
// its own, unlisted, a generated index) and everything else stay as they are.

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** A doc entry the list can rebuild from its id: exactly id, path = prefix + id, sidebar. */
function derivable(doc, prefix) {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return false;
  const keys = Object.keys(doc);
  const expected = doc.sidebar === undefined ? ['id', 'path'] : ['id', 'path', 'sidebar'];
  return (
    keys.length === expected.length &&
    expected.every((key, i) => keys[i] === key) &&
    typeof doc.id === 'string' &&
    doc.path === prefix + doc.id &&
    (doc.sidebar === undefined || typeof doc.sidebar === 'string')
  );
}

/** Code for a version's docs: runs of derivable docs as `d(prefix, sidebar, ids)`, in order. */
function docsCode(docs, versionPath) {
  const prefix = versionPath.endsWith('/') ? versionPath : `${versionPath}/`;
  const parts = [];
  let run = null;
  for (const doc of docs) {
    if (!derivable(doc, prefix)) {
      run = null;
      parts.push(JSON.stringify(doc));
    } else if (run && run.sidebar === doc.sidebar) {
      run.ids.push(doc.id);
    } else {
      run = { sidebar: doc.sidebar, ids: [doc.id] };
      parts.push(run);
    }
  }
  const code = parts.map((part) =>
    typeof part === 'string'
      ? part
      : `...d(${JSON.stringify(prefix)}, ${part.sidebar === undefined ? 'undefined' : JSON.stringify(part.sidebar)}, ${JSON.stringify(part.ids)})`,
  );
  return `[${code.join(', ')}]`;
}

/** The module for the client: globalData, each docs version's list built from ids. */
function clientGlobalData(json) {
  const data = JSON.parse(json);
  const placeholders = [];
  for (const instance of Object.values(data[DOCS_PLUGIN] ?? {})) {
    for (const version of instance?.versions ?? []) {
      if (!Array.isArray(version.docs) || typeof version.path !== 'string') continue;
      placeholders.push(docsCode(version.docs, version.path));
      version.docs = `\u0000docs${placeholders.length - 1}\u0000`;
    }
  }
  const body = JSON.stringify(data).replace(
    /"\\u0000docs(\d+)\\u0000"/g,
    (_, i) => placeholders[i],
  );
  return `// lean-docs-metadata: the docs lists rebuilt from ids (globalDataLoader.cjs).
const d = (prefix, sidebar, ids) =>
  ids.map((id) => (sidebar === undefined ? { id, path: prefix + id } : { id, path: prefix + id, sidebar }));

export default ${body};
`;
}

module.exports = function leanGlobalData(source) {
  return clientGlobalData(source);
};
module.exports.clientGlobalData = clientGlobalData;
