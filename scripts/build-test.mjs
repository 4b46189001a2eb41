// Production build with the browser tests' environment: the local demo receiver as the
// provider's API host, a test Metrika counter whose tag never loads, a short request timeout.
// It is `npm run build` (scripts/build.mjs), index rewrite and deploy step included.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const testEnv = JSON.parse(
  readFileSync(new URL('../tests/e2e/test-build-env.json', import.meta.url), 'utf8'),
);
const staticPort = process.env.E2E_STATIC_PORT ?? testEnv.staticPort;
const receiverUrl = `http://127.0.0.1:${process.env.E2E_RECEIVER_PORT ?? testEnv.receiverPort}`;
const env = {
  ...process.env,
  SITE_URL: `http://127.0.0.1:${staticPort}`,
  DEMO_API_URL: receiverUrl,
  YANDEX_METRIKA_ID: testEnv.metrikaId,
  YANDEX_METRIKA_TAG_URL: `${receiverUrl}/metrika/tag.js`,
  SUPPORT_EMAIL: testEnv.supportEmail,
  DEMO_REQUEST_TIMEOUT_MS: String(testEnv.demoRequestTimeoutMs),
};
const launcher = fileURLToPath(new URL('./build.mjs', import.meta.url));
const build = spawnSync(process.execPath, [launcher, ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
});
process.exit(build.status ?? 1);
