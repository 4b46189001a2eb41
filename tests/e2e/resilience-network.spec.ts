/**
 * Third-party and lazy resources that fail in a visitor's browser: the analytics tag (blocked,
 * failing, hanging, throwing) and the search index (missing, cut off, not JSON, slow). The site
 * keeps working; the search says so in Russian instead of spinning forever.
 */
import { expect, test, type Page } from '@playwright/test';

import { waitForHydration, watchConsole } from './helpers';

const SEARCH_FAILURE = 'Не удалось загрузить поиск. Обновите страницу или попробуйте позже.';
const TAG = '**/metrika/tag.js';
const INDEX = '**/search-index.json*';

/** The browser's own line for a resource that failed; it names no code of ours. */
const RESOURCE_FAILURE = /^error: Failed to load resource: /;

async function siteStillWorks(page: Page): Promise<void> {
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/security"]').click();
  await expect(page).toHaveURL(/\/docs\/security$/);
  await expect(page.locator('article h1')).toBeVisible();
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
  await expect(page.getByRole('dialog', { name: 'Записаться на демо' })).toBeVisible();
}

test.describe('analytics tag', () => {
  const faults: [string, (page: Page) => Promise<unknown>, RegExp | null][] = [
    [
      'blocked by the browser',
      (page) => page.route(TAG, (route) => route.abort('blockedbyclient')),
      RESOURCE_FAILURE,
    ],
    [
      'answering 500',
      (page) => page.route(TAG, (route) => route.fulfill({ status: 500, body: 'down' })),
      RESOURCE_FAILURE,
    ],
    // Never answers: the tag loads asynchronously, nothing waits for it.
    ['hanging', (page) => page.route(TAG, () => undefined), null],
    [
      'throwing when it runs',
      (page) =>
        page.route(TAG, (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: 'throw new Error("broken Metrika tag");',
          }),
        ),
      /^pageerror: broken Metrika tag$/,
    ],
    [
      'replacing ym with a function that throws',
      (page) =>
        page.route(TAG, (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: 'window.ym = function () { throw new Error("ym exploded"); };',
          }),
        ),
      null,
    ],
  ];

  for (const [name, breakTag, allowed] of faults) {
    test(`${name}: pages, navigation and features work, no error from our code`, async ({
      page,
    }) => {
      const console = watchConsole(page);
      await breakTag(page);
      await page.goto('/docs/introduction');
      await waitForHydration(page);
      await page.waitForTimeout(300);
      await siteStillWorks(page);
      const ours = console.errors.filter((error) => !allowed?.test(error));
      expect(ours).toEqual([]);
    });
  }
});

test('the zoom code failing to load: no uncaught error, plain images, zoom on the next page', async ({
  page,
}) => {
  const console = watchConsole(page);
  let refused = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // medium-zoom's own chunk, loaded on first use: refuse it once.
    if (refused === 0 && body.includes('medium-zoom-overlay')) {
      refused += 1;
      await route.abort('failed');
      return;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await expect.poll(() => refused, { timeout: 5000 }).toBe(1);
  await page.waitForTimeout(300);
  await expect(page.locator('.markdown img.medium-zoom-image')).toHaveCount(0);
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/configurations"]').click();
  await expect(page).toHaveURL(/\/docs\/configurations$/);
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/introduction"]').click();
  const image = page.locator('.markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/, { timeout: 5000 });
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  expect(console.errors.filter((error) => !RESOURCE_FAILURE.test(error))).toEqual([]);
});

test.describe('search index', () => {
  const failures: [string, (page: Page) => Promise<unknown>][] = [
    [
      'missing (404)',
      (page) =>
        page.route(INDEX, (route) =>
          route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' }),
        ),
    ],
    ['cut off (network error)', (page) => page.route(INDEX, (route) => route.abort('failed'))],
    [
      // The head loads; the shards the query needs do not (plugins/search/indexShards.ts).
      'its shards cut off (network error)',
      (page) => page.route('**/assets/search/**', (route) => route.abort('failed')),
    ],
    [
      'not the index (invalid JSON)',
      (page) =>
        page.route(INDEX, (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: '{"truncated": [' }),
        ),
    ],
    [
      'the wrong shape',
      (page) =>
        page.route(INDEX, (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: '{"a":1}' }),
        ),
    ],
  ];

  for (const [name, breakIndex] of failures) {
    test(`${name}: a Russian message in the search box, no endless spinner, the site works`, async ({
      page,
    }) => {
      const console = watchConsole(page);
      await breakIndex(page);
      await page.goto('/docs/introduction');
      await waitForHydration(page);
      // A combobox once the index head has loaded (a shard failed), a plain text box otherwise.
      const name = 'Поиск по документации';
      const input = page
        .getByRole('textbox', { name })
        .or(page.getByRole('combobox', { name }))
        .first();
      await input.fill('ключ');
      const message = page.locator('.navbar__search').getByRole('alert');
      await expect(message).toHaveText(SEARCH_FAILURE, { timeout: 10_000 });
      await expect(page.locator('.navbar__search [class*="loadingRing"]')).toBeHidden();
      // Still a usable text field: what was typed stays, typing goes on.
      await input.pressSequentially(' API');
      await expect(input).toHaveValue('ключ API');
      await expect(message).toBeVisible();
      // The message belongs to the search box: it goes with the focus and comes back with it.
      await page.locator('article h1').click();
      await expect(message).toHaveCount(0);
      await input.focus();
      await expect(message).toHaveText(SEARCH_FAILURE);
      await siteStillWorks(page);
      const ours = console.errors.filter((error) => !RESOURCE_FAILURE.test(error));
      expect(ours).toEqual([]);
    });
  }

  test('missing on the search page: the message under the query, no spinner', async ({ page }) => {
    const console = watchConsole(page);
    await page.route(INDEX, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/search?q=%D0%BA%D0%BB%D1%8E%D1%87');
    await expect(page.locator('.main-wrapper').getByRole('alert')).toHaveText(SEARCH_FAILURE, {
      timeout: 10_000,
    });
    await expect(page.locator('.main-wrapper [class*="loadingRing"]')).toBeHidden();
    await expect(page.getByText('Ничего не найдено')).toHaveCount(0);
    await page.getByRole('link', { name: 'Документация' }).first().click();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
    expect(console.errors.filter((error) => !RESOURCE_FAILURE.test(error))).toEqual([]);
  });

  test('slow (2 s): a loading ring, then results, and no failure message', async ({ page }) => {
    const console = watchConsole(page);
    await page.route(INDEX, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/docs/introduction');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('ключ');
    await expect(page.locator('.navbar__search [class*="searchBarLoadingRing"]')).toBeVisible();
    await expect(
      page.locator('.navbar__search [role="listbox"] [role="option"]').first(),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(SEARCH_FAILURE)).toHaveCount(0);
    expect(console.errors).toEqual([]);
  });
});
