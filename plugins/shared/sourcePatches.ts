/**
 * Small edits to an upstream file, applied by the bundler as it reads the file (a loader), for a
 * change of a line or two where a module swap would copy the whole file. Each patch names the
 * upstream file by `require.resolve` (a moved file stops the build when the plugin is created),
 * and each snippet must occur exactly once in it, or the build fails naming the patch
 * (sourcePatchLoader.cjs). tests/contracts/upstream.json holds the files' hashes, and
 * sourcePatches.test.ts checks every snippet against the installed files.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { RuleSetRule } from 'webpack';

import type { Bundle } from './moduleSwaps';
// Imported, the loader is a build dependency of the bundler's persistent cache like this file.
import './sourcePatchLoader.cjs';

const require = createRequire(import.meta.url);

export interface SourcePatch {
  /** Shown in errors: what the patch is for. */
  name: string;
  /** The upstream file (absolute path, as `require.resolve` gives it). */
  file: string;
  /** Exact snippets of the upstream file and what each becomes. */
  replacements: readonly { from: string; to: string }[];
  bundles: readonly Bundle[];
  /** What a maintainer re-checks when a snippet is gone (after an upgrade). */
  recheck: string;
}

export const SOURCE_PATCH_LOADER = require.resolve('./sourcePatchLoader.cjs');

/** The module rules of a set of patches for one bundle. Use them from `configureWebpack`. */
export function sourcePatchRules(
  patches: readonly SourcePatch[],
  isServer: boolean,
): RuleSetRule[] {
  const bundle: Bundle = isServer ? 'server' : 'client';
  return patches
    .filter((patch) => patch.bundles.includes(bundle))
    .map((patch) => {
      const options = {
        name: patch.name,
        replacements: patch.replacements,
        recheck: patch.recheck,
      };
      // The ident carries the patch's content, so a changed patch is not served from the cache.
      const ident = `source-patch-${createHash('sha256').update(JSON.stringify(options)).digest('hex').slice(0, 16)}`;
      return {
        test: (resource: string) => resource === patch.file,
        use: [{ loader: SOURCE_PATCH_LOADER, options, ident }],
      };
    });
}
