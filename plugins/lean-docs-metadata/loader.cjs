// Rspack/webpack loader for the docs plugin's version metadata prop (p/docs-*.json): drops the
// description of every doc from `version.docs`. See index.ts for why.
module.exports = function leanDocsMetadata(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || typeof docs !== 'object') {
    // A changed shape must not pass silently (plugin-content-docs lib/props.js, toVersionDocsProp).
    throw new Error(`lean-docs-metadata: ${this.resourcePath} has no version.docs`);
  }
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
};
