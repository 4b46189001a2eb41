// Renders the social card (scripts/social-card/social-card.html) to static/img/social-card.png,
// 1200×630, with Chromium. Run after editing the HTML: node scripts/build-social-card.mjs
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

import { CHROME_FLAGS, CHROMIUM } from './chromium.cjs';

const WIDTH = 1200;
const HEIGHT = 630;
const source = path.resolve('scripts/social-card/social-card.html');
const target = path.resolve('static/img/social-card.png');
mkdirSync(path.dirname(target), { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [...CHROME_FLAGS, '--font-render-hinting=none'],
});
const page = await browser.newPage({
  viewport: { width: WIDTH, height: HEIGHT },
  deviceScaleFactor: 1,
});
await page.goto(`file://${source}`);
// The public address shown on the card follows SITE_URL, like the site itself.
const host = new URL(process.env.SITE_URL || 'https://docs.magistral.example.ru').host;
await page.evaluate((siteHost) => {
  document.querySelector('[data-site-host]').textContent = siteHost;
  return document.fonts.ready;
}, host);
await page.screenshot({ path: target, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
await browser.close();
console.log(`written ${target}`);
