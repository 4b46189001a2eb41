/**
 * Bundler loader of plugins/shared/sourcePatches.ts: applies a patch's replacements to an
 * upstream file's source. A snippet that is not in the file exactly once fails the build with the
 * patch's name and what to re-check (the dependency changed under us).
 */
module.exports = function sourcePatchLoader(source) {
  const { name, replacements, recheck } = this.getOptions();
  let patched = source;
  for (const { from, to } of replacements) {
    const first = patched.indexOf(from);
    if (first === -1 || patched.indexOf(from, first + 1) !== -1) {
      throw new Error(
        `source patch «${name}»: ${this.resourcePath} no longer contains this snippet exactly once:\n${from}\nRe-check: ${recheck}`,
      );
    }
    patched = patched.slice(0, first) + to + patched.slice(first + from.length);
  }
  return patched;
};
