import { expect, test, type Page } from '@playwright/test';

import { METRIKA_TEST_ID } from './env';
import { waitForHydration, watchConsole } from './helpers';

type Call = unknown[];

/** Calls waiting in Metrika's queue: the tag script never loads in tests (a failing tag). */
async function metrikaCalls(page: Page): Promise<Call[]> {
  return page.evaluate(
    () => ((window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? []) as unknown[][],
  );
}

const hits = (calls: Call[]) => calls.filter((call) => call[1] === 'hit');

test('the counter starts with session replay and sends a hit for the first page', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto('/docs/security');
  await waitForHydration(page);
  await expect.poll(async () => hits(await metrikaCalls(page)).length).toBe(1);
  const calls = await metrikaCalls(page);
  const init = calls.find((call) => call[1] === 'init');
  expect(init?.[0]).toBe(Number(METRIKA_TEST_ID));
  expect(init?.[2]).toMatchObject({ webvisor: true });
  const [hit] = hits(calls);
  expect(hit[2]).toBe('/docs/security');
  expect((hit[3] as { title: string }).title).toContain('| Магистраль');
  await expect
    .poll(() => page.evaluate(() => 'metrikaTagLoaded' in window || '__metrikaTagLoaded' in window))
    .toBe(true);
  expect(console.errors).toEqual([]);
});

test('a hit goes out when the path changes, with the new title, and not for a hash change', async ({
  page,
}) => {
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await expect.poll(async () => hits(await metrikaCalls(page)).length).toBe(1);

  await page.locator('.theme-doc-sidebar-menu a[href="/docs/security"]').click();
  await expect(page).toHaveURL(/\/docs\/security$/);
  await expect.poll(async () => hits(await metrikaCalls(page)).length).toBe(2);
  const second = hits(await metrikaCalls(page))[1];
  expect(second[2]).toBe('/docs/security');
  expect((second[3] as { title: string }).title).toBe(await page.title());

  const firstAnchor = page.locator('.table-of-contents a').first();
  await firstAnchor.click();
  await expect(page).toHaveURL(/#/);
  await page.waitForTimeout(300);
  expect(hits(await metrikaCalls(page))).toHaveLength(2);
});

test('a blocked analytics script breaks nothing', async ({ page }) => {
  await page.route('**/metrika/tag.js', (route) => route.abort('blockedbyclient'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/security"]').click();
  await expect(page.locator('article h1')).toBeVisible();
  expect(errors).toEqual([]);
  await expect(page.locator('script[src*="metrika/tag.js"]')).toHaveCount(0);
});
