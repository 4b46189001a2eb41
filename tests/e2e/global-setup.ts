import path from 'node:path';
import { existsSync } from 'node:fs';

import { startDemoReceiver } from './fixtures/demoReceiver';
import { startStaticServer } from './fixtures/staticServer';
import { RECEIVER_PORT, STATIC_PORT } from './env';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build:test" first.`);
  }
  const site = await startStaticServer(buildDir, STATIC_PORT);
  const receiver = await startDemoReceiver(RECEIVER_PORT);
  return async () => {
    await Promise.all([site.close(), receiver.close()]);
  };
}
