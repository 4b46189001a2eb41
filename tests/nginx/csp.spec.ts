/**
 * The site in Chromium behind nginx with the production Content-Security-Policy: every route
 * loads without a single violation or console error, and every feature that runs code, loads
 * a worker, injects styles or talks to another host still works.
 */
import { expect, test, type Page } from '@playwright/test';

import { RECEIVER_URL, METRIKA_TEST_ID } from '../e2e/env';
import { allDocRoutes, waitForHydration } from '../e2e/helpers';
import { nginxMissing } from './env';
import { watchPage, type PageProblems } from './helpers';

test.skip(nginxMissing, 'nginx is not installed');

const ROUTES = [
  '/',
  '/search',
  '/search?q=%D0%BA%D0%BB%D1%8E%D1%87',
  '/docs/tags',
  '/docs/tags/magistral',
  '/docs/tags/api-management',
  ...allDocRoutes(),
];

/** Let lazy work run (zoom attaches after 1 s, the analytics tag loads async), then check. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1100);
}

async function expectClean(problems: PageProblems, allowed?: RegExp): Promise<void> {
  expect(await problems.violations()).toEqual([]);
  expect(problems.errors.filter((error) => !allowed?.test(error))).toEqual([]);
}

test('the routes under test include all 66 documentation pages', () => {
  expect(
    ROUTES.filter((route) => route.startsWith('/docs/') && !route.includes('/tags')),
  ).toHaveLength(66);
});

for (const route of ROUTES) {
  test(`${route} loads under the CSP with no violation and no console error`, async ({ page }) => {
    const problems = await watchPage(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await settle(page);
    // The inline theme script ran: the colour mode is set before React.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectClean(problems);
  });
}

test('the not-found page loads under the CSP too, with status 404', async ({ page }) => {
  const problems = await watchPage(page);
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await settle(page);
  // Chromium itself logs the page's own 404 status; nothing else may appear.
  await expectClean(problems, /^error: Failed to load resource: .* 404 \(Not Found\)$/);
  expect(problems.errors).toHaveLength(1);
});

test('/docs and .html addresses land on the clean page in the browser', async ({ page }) => {
  const problems = await watchPage(page);
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/introduction$/);
  await page.goto('/docs/security.html');
  await expect(page).toHaveURL(/\/docs\/security$/);
  await page.goto('/docs/security/index.html');
  await expect(page).toHaveURL(/\/docs\/security$/);
  await expect(page.locator('article h1')).toBeVisible();
  await settle(page);
  await expectClean(problems);
});

test('search works: the index loads in its worker, suggestions and the results page', async ({
  page,
}) => {
  const problems = await watchPage(page);
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('сертификат');
  const suggestions = page.locator('.navbar__search [role="listbox"] [role="option"]');
  await expect(suggestions.first()).toBeVisible({ timeout: 10_000 });
  await suggestions.first().click();
  await expect(page).toHaveURL(/\/docs\/.*_highlight=/);
  await page.goto('/search?q=%D0%BF%D0%BE%D0%BB%D0%B8%D1%82%D0%B8%D0%BA%D0%B0');
  await expect(page.getByText(/Найден\S* \d+ документ/)).toBeVisible({ timeout: 10_000 });
  await settle(page);
  await expectClean(problems);
});

test('image zoom opens and closes (medium-zoom injects its styles)', async ({ page }) => {
  const problems = await watchPage(page);
  await page.goto('/docs/introduction');
  const image = page.locator('.markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/, { timeout: 5000 });
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  // The injected stylesheet applies: the overlay covers the viewport.
  const overlay = await page.locator('.medium-zoom-overlay').boundingBox();
  expect(overlay?.width).toBeGreaterThanOrEqual(1200);
  await page.waitForTimeout(400);
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expectClean(problems);
});

test('the demo form posts to the API host allowed by connect-src and celebrates', async ({
  page,
}) => {
  const problems = await watchPage(page);
  const company = `ООО «CSP» ${Math.random().toString(36).slice(2, 8)} scenario=ok`;
  await page.goto('/docs/security');
  await waitForHydration(page);
  await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
  const dialog = page.getByRole('dialog', { name: 'Записаться на демо' });
  await dialog.getByLabel('Имя').fill('Анна');
  await dialog.getByLabel('Компания').fill(company);
  await dialog.getByLabel('Рабочая почта').fill('anna@example.ru');
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
  await expect(dialog.locator('canvas[data-confetti="fired"]')).toHaveCount(1);
  const received = await (
    await page.request.get(`${RECEIVER_URL}/__requests?company=${encodeURIComponent(company)}`)
  ).json();
  expect(received).toHaveLength(1);
  await page.waitForTimeout(500); // confetti frames
  await expectClean(problems);
});

test('analytics: the counter tag loads from its allowed host and hits are queued', async ({
  page,
}) => {
  const problems = await watchPage(page);
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => '__metrikaTagLoaded' in window), { timeout: 5000 })
    .toBe(true);
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/security"]').click();
  await expect(page).toHaveURL(/\/docs\/security$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? [])
          .filter((call) => call[1] === 'hit')
          .map((call) => [call[0], call[2]]),
      ),
    )
    .toEqual([
      [Number(METRIKA_TEST_ID), '/docs/introduction'],
      [Number(METRIKA_TEST_ID), '/docs/security'],
    ]);
  await expectClean(problems);
});

test('theme toggle, announcement bar, sidebar and client navigation work under the CSP', async ({
  page,
}) => {
  const problems = await watchPage(page);
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('.theme-announcement-bar').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Свернуть боковую панель' }).first().click();
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeHidden();
  await page.getByRole('link', { name: 'Документация' }).first().click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settle(page);
  await expectClean(problems);
});
