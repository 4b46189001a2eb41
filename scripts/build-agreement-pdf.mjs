// Renders the personal-data agreement (scripts/agreement/*.html) to static/files/*.pdf with
// Chromium. Run after editing the HTML: node scripts/build-agreement-pdf.mjs
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

import { CHROME_FLAGS, CHROMIUM } from './chromium.cjs';

const source = path.resolve('scripts/agreement/personal-data-agreement.html');
const target = path.resolve('static/files/personal-data-agreement.pdf');
mkdirSync(path.dirname(target), { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROME_FLAGS,
});
const page = await browser.newPage();
await page.goto(`file://${source}`);
await page.pdf({ path: target, format: 'A4', printBackground: true, preferCSSPageSize: true });
await browser.close();
console.log(`written ${target}`);
