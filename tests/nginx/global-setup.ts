import path from 'node:path';
import { existsSync } from 'node:fs';

import { startDemoReceiver } from '../e2e/fixtures/demoReceiver';
import { RECEIVER_PORT } from '../e2e/env';
import { NGINX_PORT } from './env';
import { findNginx, startNginx } from './nginxServer';

/**
 * Starts nginx with the production rules around the build, and the demo receiver the test
 * build posts to. Without nginx: under CI the run fails, elsewhere the nginx tests are skipped.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build:test" first.`);
  }
  const nginxPath = findNginx();
  if (!nginxPath) {
    if (process.env.CI) {
      throw new Error(
        'nginx is not installed: the nginx tests are required under CI (.ci/run installs it).',
      );
    }
    console.warn('nginx is not installed: the nginx tests are skipped (apt-get install nginx).');
    process.env.MAGISTRAL_NGINX_MISSING = '1';
    return async () => undefined;
  }
  const nginx = await startNginx({
    nginxPath,
    buildDir,
    rulesDir: path.resolve('deploy/nginx'),
    generatedDir: path.resolve('deploy/generated'),
    port: NGINX_PORT,
  });
  if (!nginx.brotli && process.env.CI) {
    await nginx.stop();
    throw new Error(
      'nginx has no brotli_static module: under CI it is required (.ci/run installs libnginx-mod-http-brotli-static).',
    );
  }
  process.env.MAGISTRAL_NGINX_BROTLI = nginx.brotli ? '1' : '';
  const receiver = await startDemoReceiver(RECEIVER_PORT);
  return async () => {
    await Promise.all([nginx.stop(), receiver.close()]);
  };
}
