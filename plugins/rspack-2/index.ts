/**
 * Docusaurus 3.10.2 on Rspack 2. Docusaurus 3.10.2 asks for @rspack/core ^1.7; package.json
 * overrides it with 2.x (the reason is in its «//»: at 2,000 pages the build takes 17 % less
 * time and 34 % less memory, because Rspack 2 no longer holds its compilers after `close()`).
 * Two of the options Docusaurus writes for Rspack 1 mean nothing to Rspack 2, and it says so
 * nowhere:
 *  - the server bundle's `output.libraryTarget: 'commonjs2'` (@docusaurus/core
 *    lib/webpack/server.js): Rspack 2 only reads `output.library.type`, the bundle exports
 *    nothing, and SSG stops with «server bundle export … must be a function»;
 *  - the persistent cache as `cache: true` plus `experiments.cache: { type: 'persistent', … }`
 *    (lib/webpack/base.js): Rspack 2 takes it as the top-level `cache`, and without this every
 *    build would be cold.
 * This plugin rewrites both into Rspack 2's form. It fails the build when the options it
 * rewrites are no longer there, so a Docusaurus that writes them otherwise (its 4.x does) is
 * noticed rather than silently misconfigured; index.test.ts runs Docusaurus's own config
 * generator through it.
 */
import type { Plugin } from '@docusaurus/types';

/** The part of the bundler configuration this plugin reads and rewrites. */
export interface BundlerConfigLike {
  cache?: unknown;
  experiments?: Record<string, unknown> & { cache?: unknown };
  output?: Record<string, unknown> & { libraryTarget?: unknown; library?: unknown };
}

const FAIL = (what: string) =>
  new Error(
    `rspack-2: ${what}. Docusaurus now writes its Rspack options otherwise: check plugins/rspack-2 ` +
      'against @docusaurus/core lib/webpack/base.js and server.js, and drop the plugin if they are ' +
      'already in Rspack 2 form.',
  );

/**
 * Rewrites Docusaurus 3.10's Rspack 1 options into Rspack 2's, in place. Without the persistent
 * cache (DOCUSAURUS_NO_PERSISTENT_CACHE, or `faster.rspackPersistentCache` off) there is no
 * `experiments.cache` and the cache is left as it is. Rspack 2 keeps one cache per `cache.name`
 * (by default the compiler's name and mode) and Docusaurus puts the locale only in `version`:
 * with a second locale, set `name` here too, or the locales evict each other's cache.
 */
export function toRspack2(config: BundlerConfigLike, isServer: boolean): void {
  const persistent = config.experiments?.cache;
  if (persistent !== undefined) {
    if (config.cache !== true) throw FAIL('experiments.cache is set but cache is not true');
    config.cache = persistent;
    delete config.experiments!.cache;
  }
  if (isServer) {
    const target = config.output?.libraryTarget;
    if (target !== 'commonjs2')
      throw FAIL("the server bundle's output.libraryTarget is not 'commonjs2'");
    if (config.output!.library !== undefined)
      throw FAIL('the server bundle already sets output.library');
    config.output!.library = { type: target };
    delete config.output!.libraryTarget;
  }
}

export default function rspack2(): Plugin {
  return {
    name: 'rspack-2',
    configureWebpack(config, isServer, { currentBundler }) {
      if (currentBundler.name !== 'rspack') return {};
      toRspack2(config as BundlerConfigLike, isServer);
      return {};
    },
  };
}
