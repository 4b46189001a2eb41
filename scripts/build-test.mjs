// Production build with the browser tests' environment: the local demo receiver as the
// provider's API host, a test Metrika counter whose tag never loads, a short request timeout.
// Then the same post-build step as `npm run build`: security headers, redirects, precompression.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
const build = spawnSync('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
// The search index is rewritten before the post-build step precompresses it.
const search = spawnSync('node', ['scripts/search/rewrite-index.mjs', 'build'], {
  stdio: 'inherit',
});
if (search.status !== 0) process.exit(search.status ?? 1);
const postbuild = spawnSync(process.execPath, ['scripts/deploy/postbuild.mjs'], {
  env,
  stdio: 'inherit',
});
process.exit(postbuild.status ?? 1);
