import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { registryModules, withRouteModules, type ClientManifest } from './routeChunks';

const require = createRequire(import.meta.url);
// The registry as the installed core writes it (lib/server/codegen/codegenRoutes.js), not a copy.
const { clientChunkNames } = require('../lean-route-table/registryLoader.cjs') as {
  clientChunkNames(registrySource: string): Map<string, string>;
};
const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles(options: { generatedFilesDir: string; routes: unknown[] }): Promise<void>;
};

const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

async function generatedRegistry(): Promise<string> {
  await generateRouteFiles({
    generatedFilesDir,
    routes: [
      {
        path: '/docs',
        component: '@theme/DocRoot',
        exact: false,
        plugin: { name: 'docs', id: 'default' },
        routes: [
          {
            path: '/docs/intro',
            component: '@theme/DocItem',
            exact: true,
            modules: { content: '@site/docs/intro.md' },
          },
        ],
      },
    ],
  });
  return readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
}

describe('plugins/light-start/routeChunks', () => {
  it("reads every entry of core's generated registry: chunk name → module path", async () => {
    const modules = registryModules(await generatedRegistry());
    expect([...modules.values()].sort()).toEqual([
      '@site/docs/intro.md',
      '@theme/DocItem',
      '@theme/DocRoot',
    ]);
    for (const name of modules.keys()) expect(name).toMatch(/^[\w-]+$/);
  });

  it('keys the manifest by module path too, so the server render finds a route’s chunks', async () => {
    const registry = await generatedRegistry();
    const names = Object.fromEntries([...registryModules(registry)].map(([n, m]) => [m, n]));
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: {
        main: ['runtime', 'main'],
        [names['@theme/DocItem']!]: ['shared', 'docItem'],
        [names['@site/docs/intro.md']!]: ['intro'],
      },
      assets: {},
    };
    const result = withRouteModules(manifest, registry);
    expect(result.origins['@theme/DocItem']).toEqual(['shared', 'docItem']);
    expect(result.origins['@site/docs/intro.md']).toEqual(['intro']);
    // A module whose chunk the manifest does not know stays unknown; the rest is untouched.
    expect(result.origins['@theme/DocRoot']).toBeUndefined();
    expect(result.origins.main).toEqual(['runtime', 'main']);
    expect(manifest.origins['@theme/DocItem']).toBeUndefined();
  });

  it('finds the chunks under the client bundle’s short names (plugins/lean-route-table)', async () => {
    const registry = await generatedRegistry();
    const short = clientChunkNames(registry);
    const names = Object.fromEntries([...registryModules(registry)].map(([n, m]) => [m, n]));
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: {
        main: ['runtime', 'main'],
        [short.get(names['@site/docs/intro.md']!)!]: ['intro'],
      },
      assets: {},
    };
    expect(withRouteModules(manifest, registry).origins['@site/docs/intro.md']).toEqual(['intro']);
  });

  it('fails loudly when the registry or the manifest changed format', async () => {
    const registry = await generatedRegistry();
    const manifest: ClientManifest = { entrypoints: ['main'], origins: {}, assets: {} };
    expect(() => withRouteModules(manifest, registry)).toThrow(
      /no chunk of the generated registry/,
    );
    const otherFormat = registry.replace(/\(\) => import\(/g, '() => load(');
    expect(() => withRouteModules(manifest, otherFormat)).toThrow(/format changed/);
  });
});
