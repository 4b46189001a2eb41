import { expect, test } from '@playwright/test';

import { waitForHydration } from './helpers';

test('the index loads lazily, on first use of the search box', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await page.getByRole('textbox', { name: 'Поиск по документации' }).focus();
  await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  expect(indexRequests[0]).toMatch(/search-index\.json\?_=\w+/);
});

test('Russian query finds the page, with at most 8 results and short snippets', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const input = page.getByRole('textbox', { name: 'Поиск по документации' });
  await input.fill('сертификат');
  // Results only: the «all results» link under them is an option of the listbox too.
  const suggestions = page.locator('.navbar__search [role="listbox"] [role="option"]:not(a)');
  await expect(suggestions.first()).toBeVisible({ timeout: 10_000 });
  expect(await suggestions.count()).toBeLessThanOrEqual(8);
  const texts = await suggestions.allTextContents();
  expect(texts.join(' ')).toMatch(/[Сс]ертификат/);
});

test('English query finds pages too', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('OpenAPI');
  await expect(
    page.locator('.navbar__search [role="listbox"] [role="option"]').first(),
  ).toBeVisible({ timeout: 10_000 });
});

test('no match says so in Russian', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('абвгдежзик');
  await expect(page.getByText('Ничего не найдено')).toBeVisible({ timeout: 10_000 });
});

test('the search page lists results in Russian', async ({ page }) => {
  await page.goto('/search?q=%D0%BF%D0%BE%D0%BB%D0%B8%D1%82%D0%B8%D0%BA%D0%B0');
  await expect(
    page.getByRole('heading', { name: /Результаты поиска по запросу «политика»/ }),
  ).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText(/Найден\S* \d+ документ/)).toBeVisible();
});
