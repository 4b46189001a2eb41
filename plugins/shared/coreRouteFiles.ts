import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// Core's own code generator (3.10.2), so a change of its output fails the tests that use this.
const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (options: { generatedFilesDir: string; routes: unknown[] }) => Promise<void>;
};

/**
 * For tests: the route files core writes into dir for these routes, as `docusaurus build`
 * (`production`: chunk names are 8 hex digits of a hash) or `docusaurus start` writes them.
 */
export async function coreRouteFiles(
  dir: string,
  routes: unknown[],
  mode: 'production' | 'development',
): Promise<{ registry: string; routesChunkNames: string; routes: string }> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    await generateRouteFiles({ generatedFilesDir: dir, routes });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  return {
    registry: read('registry.js'),
    routesChunkNames: read('routesChunkNames.json'),
    routes: read('routes.js'),
  };
}
