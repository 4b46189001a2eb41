import { defineConfig } from '@playwright/test';

import base from './playwright.config';
import { NGINX_URL } from './tests/nginx/env';

/**
 * The production build behind Debian's nginx with the production rules and security headers
 * (deploy/): `npm run test:nginx`, after `npm run build:test`.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/nginx',
  globalSetup: './tests/nginx/global-setup.ts',
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts', { label: 'browser (nginx)' }]],
  use: { ...base.use, baseURL: NGINX_URL },
});
