// This machine's benchmark index as Lighthouse computes it, apart from lighthouse.mjs so that a
// bench that needs only the index (longTasks.mjs) does not load Lighthouse itself (about 1 s).
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { CHROME_FLAGS, CHROMIUM, median } from './lib.mjs';

/**
 * This machine's benchmark index as Lighthouse computes it (its page function, in a fresh
 * Chromium): the median of three.
 */
export async function measureBenchmarkIndex() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const found = [];
    for (let i = 0; i < 3; i += 1)
      found.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return median(found);
  } finally {
    await browser.close();
  }
}
