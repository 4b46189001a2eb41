/**
 * [magistral] replaces @docusaurus/core 3.10.2 lib/webpack/plugins/ChunkAssetPlugin.js in the
 * client production bundle (see index.ts).
 *
 * Upstream's runtime module defines `__webpack_require__.gca(chunkName)`, the URL of a route
 * chunk, which core's lib/client/docusaurus.js asks for when it prefetches a linked page; for
 * that the runtime carries a map «chunk name → chunk id» of every route chunk, ~6 B gzip per
 * page in runtime~main, loaded by every first view. Here the map is a file of its own
 * (assets/js/chunk-names.<hash>.json) and `gca` returns that file's address with the chunk name
 * after «#»; the prefetch helper (plugins/light-start/prefetch.ts) loads the map once, when idle,
 * and prefetches `__webpack_require__.p + __webpack_require__.u(id)`, the same URL upstream's
 * `gca` gives.
 */
import { createHash } from 'node:crypto';

interface ChunkLike {
  getChunkMaps(realHash: boolean): { name: Record<string, string> };
}
interface RuntimeModuleLike {
  chunk?: ChunkLike;
  fullHash?: boolean;
}
interface CompilationLike {
  hooks: {
    additionalTreeRuntimeRequirements: { tap(name: string, fn: (chunk: unknown) => void): void };
    processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void };
  };
  addRuntimeModule(chunk: unknown, module: unknown): void;
  emitAsset(file: string, source: unknown): void;
}
interface CompilerLike {
  hooks: {
    thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void };
  };
  webpack: {
    RuntimeModule: (new (name: string, stage: number) => RuntimeModuleLike) & {
      STAGE_ATTACH: number;
    };
    sources: { RawSource: new (source: string) => unknown };
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
  };
}

const NAME = 'lean-route-table lazy chunk names';

/** Takes upstream's plugin out of a client configuration's plugins (it must be there once). */
export function withoutUpstreamChunkAssets(plugins: unknown[]): void {
  const found = plugins.flatMap((plugin, i) =>
    (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === 'ChunkAssetPlugin'
      ? [i]
      : [],
  );
  if (found.length !== 1) {
    throw new Error(
      `lean-route-table: found ${found.length} ChunkAssetPlugin in the client configuration, expected 1 (core lib/webpack/client.js); see plugins/lean-route-table/lazyChunkNames.ts`,
    );
  }
  plugins.splice(found[0], 1);
}

/** The map file's name and content for the runtime chunk's «chunk id → name» map. */
export function chunkNamesFile(idToName: Record<string, string>): { file: string; json: string } {
  const nameToId = Object.fromEntries(Object.entries(idToName).map(([id, name]) => [name, id]));
  const json = JSON.stringify(nameToId);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  return { file: `assets/js/chunk-names.${hash}.json`, json };
}

export class LazyChunkNamesPlugin {
  apply(compiler: CompilerLike): void {
    const { RuntimeModule, sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const files = new Map<string, string>();
      class LazyChunkNamesRuntimeModule extends RuntimeModule {
        constructor() {
          super('LazyChunkNamesRuntimeModule', RuntimeModule.STAGE_ATTACH);
          this.fullHash = true;
        }
        generate(): string {
          const { file, json } = chunkNamesFile(this.chunk!.getChunkMaps(false).name);
          files.set(file, json);
          return `__webpack_require__.gca = function(name) { return __webpack_require__.p + ${JSON.stringify(`${file}#`)} + name; };`;
        }
      }
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new LazyChunkNamesRuntimeModule());
      });
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (files.size === 0) {
            throw new Error(`${NAME}: the runtime module was not generated, no chunk-names file`);
          }
          for (const [file, json] of files)
            compilation.emitAsset(file, new sources.RawSource(json));
        },
      );
    });
  }
}
