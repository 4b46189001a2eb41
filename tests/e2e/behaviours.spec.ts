import { expect, test } from '@playwright/test';

import { waitForHydration } from './helpers';

test('the progress bar appears when navigation takes longer than 200 ms', async ({ page }) => {
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Slow the next page's chunks down so the navigation takes a while.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  const clickedAt = Date.now();
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/configurations"]').click();
  await page.locator('#nprogress').waitFor({ state: 'attached', timeout: 5000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(190);
  await expect(page).toHaveURL(/\/docs\/configurations$/);
});

test('a route chunk that fails to load reloads the page', async ({ page }) => {
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  let aborted = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    aborted += 1;
    await route.abort('failed');
  });
  const reloaded = page.waitForEvent('load');
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/configurations"]').click();
  await reloaded;
  await page.unroute('**/assets/js/*.js');
  await expect(page).toHaveURL(/\/docs\/configurations$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(aborted).toBeGreaterThan(0);
});

test('a crashing page shows the Russian crash page with its retry button', async ({ page }) => {
  // Corrupt the security page's metadata so its title is an object: React throws while rendering.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const broken = body.replace(
      /"id":"security","title":"(?:[^"\\]|\\.)*"/,
      '"id":"security","title":{}',
    );
    await route.fulfill({ response, body: broken });
  });
  await page.goto('/docs/security');
  await expect(page.getByRole('heading', { name: 'На странице произошёл сбой' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
  // Link prefetches may still be in flight through the route: let them go quietly.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
