/**
 * How the site replaces a function of the upstream plugin's build code
 * (@easyops-cn/docusaurus-search-local, dist/server/server/utils): its callers read the export
 * through the module object at each call (`(0, module_1.name)(…)`), so assigning the export is
 * enough. Used by upstreamParse.ts, upstreamIndexSkip.ts and upstreamScanBatches.ts;
 * tests/contracts/upstream.json holds the hashes of the modules and of their callers.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const UTILS = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/server/server/utils',
);

/** The path of an upstream build module by its file name in dist/server/server/utils. */
export const upstreamServerUtil = (file: string): string => require.resolve(path.join(UTILS, file));

type AnyFunction = (...args: never[]) => unknown;

/** The replacements installed in this process (so a second install keeps the first). */
const installed = new WeakSet<AnyFunction>();

/**
 * Replaces the export `name` of the upstream module `file` by `replace(original)`, once per
 * process; fails the build, naming `owner` to re-check, when the export is no longer a function.
 */
export function replaceUpstreamExport<F extends AnyFunction>(
  file: string,
  name: string,
  replace: (original: F) => F,
  owner: string,
): void {
  const module = require(file) as Record<string, unknown>;
  const current = module[name];
  if (typeof current !== 'function') {
    throw new Error(`search: ${file} no longer exports ${name}; re-check ${owner}`);
  }
  if (installed.has(current as AnyFunction)) return;
  const replacement = replace(current as F);
  installed.add(replacement);
  module[name] = replacement;
}
