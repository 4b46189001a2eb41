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

test('the tag is added after the page has loaded: a tag that hangs never holds the load event', async ({
  page,
}) => {
  // Never answers.
  await page.route('**/metrika/tag.js', () => undefined);
  // The page's images come late, so the page hydrates (and the route hook runs) before `load`.
  await page.route(/\/(img|assets\/images)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLScriptElement && node.src.includes('metrika/tag.js'))
            (window as unknown as { tagAddedAt: number }).tagAddedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  // page.goto waits for the load event.
  await page.goto('/docs/introduction', { timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tagAddedAt?: number }).tagAddedAt))
    .toBeGreaterThan(0);
  const { addedAt, loadStart } = await page.evaluate(() => ({
    addedAt: (window as unknown as { tagAddedAt: number }).tagAddedAt,
    loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart,
  }));
  expect(loadStart).toBeGreaterThan(0);
  expect(addedAt).toBeGreaterThanOrEqual(loadStart);
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

const goals = (calls: Call[]) => calls.filter((call) => call[1] === 'reachGoal');

test.describe('search goals for writers', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(async () => hits(await metrikaCalls(page)).length).toBe(1);
  });

  test('a search that found nothing, left: search-no-results with the query', async ({ page }) => {
    const input = page.locator('input.navbar__search-input');
    await input.fill('абвгдежзик'); // cspell:disable-line
    await expect(page.getByText('Ничего не найдено')).toBeVisible({ timeout: 10_000 });
    expect(goals(await metrikaCalls(page))).toEqual([]);
    await input.blur();
    await expect
      .poll(async () => goals(await metrikaCalls(page)))
      .toEqual([
        [Number(METRIKA_TEST_ID), 'reachGoal', 'search-no-results', { query: 'абвгдежзик' }], // cspell:disable-line
      ]);
  });

  test('results not chosen, Escape: search-abandoned, the query cut to 100 characters', async ({
    page,
  }) => {
    const input = page.locator('input.navbar__search-input');
    const query = `сертификат ${'ключ '.repeat(30)}`;
    await input.fill(query);
    await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible({
      timeout: 10_000,
    });
    await input.press('Escape');
    await expect.poll(async () => goals(await metrikaCalls(page)).length).toBe(1);
    const [goal] = goals(await metrikaCalls(page));
    expect(goal[2]).toBe('search-abandoned');
    const sent = (goal[3] as { query: string }).query;
    expect(sent).toHaveLength(100);
    expect(query.startsWith(sent)).toBe(true);
  });

  test('a chosen result sends no goal', async ({ page }) => {
    const input = page.locator('input.navbar__search-input');
    await input.fill('сертификат');
    const first = page.locator('.navbar__search [role="option"]:not(a)').first();
    await expect(first).toBeVisible({ timeout: 10_000 });
    await first.click();
    await expect(page).toHaveURL(/\/docs\//);
    await expect.poll(async () => hits(await metrikaCalls(page)).length).toBe(2);
    expect(goals(await metrikaCalls(page))).toEqual([]);
  });
});
