import { defineConfig } from '@playwright/test';

import { CHROME_FLAGS, CHROMIUM } from './scripts/chromium.cjs';
import { SITE_URL } from './tests/e2e/env';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI only: two keyboard/search tests have timed out once under the full suite's
  // load (see the closing note); a retried test is still listed as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // axe on the longest pages in two themes takes tens of seconds on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    baseURL: SITE_URL,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 800 },
    // Debian's Chromium, or the one CHROMIUM_PATH names (scripts/chromium.cjs).
    launchOptions: { executablePath: CHROMIUM, args: CHROME_FLAGS },
    trace: 'retain-on-failure',
  },
});
