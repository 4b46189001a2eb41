// Screenshots of pages at 1440 and 390 px, light and dark, for looking at what we build.
// Usage: node scripts/screenshots.mjs [build dir] [path ...]   → reports/screenshots/*.png
import http from 'node:http';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import handler from 'serve-handler';
import { chromium } from '@playwright/test';

import { CHROME_FLAGS, CHROMIUM } from './chromium.cjs';

const [buildDir = 'build', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/docs/introduction'];
const outDir = path.resolve('reports/screenshots');
mkdirSync(outDir, { recursive: true });

const server = http.createServer((req, res) =>
  handler(req, res, { public: path.resolve(buildDir), cleanUrls: true, trailingSlash: false }),
);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const currentTheme = (page) => page.evaluate(() => document.documentElement.dataset.theme);

/**
 * Switches the colour mode with the navbar toggle, as a visitor would (the mobile one sits in
 * the side menu). Docusaurus namespaces its storage keys, so writing `theme` directly does not
 * work. The choice is remembered, so the page is reloaded for a clean screenshot.
 */
async function switchTheme(page, theme, width) {
  if ((await currentTheme(page)) === theme) return;
  if (width < 997) {
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar button[class*="toggleButton"]').click();
  } else {
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
  }
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  if ((await currentTheme(page)) !== theme) throw new Error(`could not switch to ${theme}`);
}

for (const width of [1440, 390]) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport: { width, height: width > 1000 ? 900 : 844 },
      locale: 'ru-RU',
    });
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await switchTheme(page, theme, width);
      const name = `${p.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL === '1' });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
server.close();
