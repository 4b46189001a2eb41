/**
 * Whatever fails, the visitor reads Russian and keeps what they can: the demo modal's code that
 * does not load (a redeploy removed the old chunks, or the connection dropped), a crash in the
 * navbar (outside the content's error boundary), a crash inside the page content.
 */
import { expect, test, type Page } from '@playwright/test';

import { SUPPORT_TEST_EMAIL } from './env';
import { waitForHydration } from './helpers';

const SCRIPT = /\/assets\/js\/[^/?]+\.js(\?.*)?$/;
const ENGLISH = /This page crashed|Try again|Page Error/;

async function openDocPage(page: Page) {
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

test.describe('the demo modal’s code does not load', () => {
  test('one retry, then a Russian message in place of the modal; the page stays', async ({
    page,
  }) => {
    await openDocPage(page);
    const title = await page.title();
    const attempts = new Map<string, number>();
    await page.route(SCRIPT, (route) => {
      const url = route.request().url();
      attempts.set(url, (attempts.get(url) ?? 0) + 1);
      return route.abort('internetdisconnected');
    });
    const button = page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' });
    await button.click();

    const failure = page.getByRole('dialog', { name: 'Не удалось открыть форму записи на демо' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Обновите страницу');
    await expect(failure.getByRole('link', { name: SUPPORT_TEST_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_TEST_EMAIL}`,
    );
    await expect(failure.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
    // Each chunk of the modal was asked for twice: the first try and the one retry.
    expect(Math.max(...attempts.values())).toBe(2);
    await page.screenshot({ path: 'test-results/crash-demo-chunk-failed.png' });

    // The page underneath is untouched.
    await expect(page).toHaveTitle(title);
    await expect(page.locator('article h1')).toHaveText('Введение в «Магистраль»');
    await expect(page.locator('body')).not.toContainText(ENGLISH);

    // Escape closes it and gives focus back; once the connection is back, the modal opens.
    await page.keyboard.press('Escape');
    await expect(failure).toBeHidden();
    await expect(button).toBeFocused();
    await page.unroute(SCRIPT);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Записаться на демо' })).toBeVisible();
  });

  test('the reload button reloads the page', async ({ page }) => {
    await openDocPage(page);
    await page.route(SCRIPT, (route) => route.abort('internetdisconnected'));
    await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
    await expect(page.getByRole('dialog', { name: /Не удалось открыть/ })).toBeVisible();
    await page.unroute(SCRIPT);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Обновить страницу' }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a chunk that fails once is retried and the modal opens', async ({ page }) => {
    await openDocPage(page);
    const failedOnce = new Set<string>();
    await page.route(SCRIPT, (route) => {
      const url = route.request().url();
      if (failedOnce.has(url)) return route.continue();
      failedOnce.add(url);
      return route.abort('connectionreset');
    });
    await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
    await expect(page.getByRole('dialog', { name: 'Записаться на демо' })).toBeVisible();
    expect(failedOnce.size).toBeGreaterThan(0);
  });
});

/**
 * Makes the built code throw when `window[flag]` is set, at a spot found by `pattern` in the
 * page's scripts: `pattern` must match an object property value, which becomes
 * `window[flag] ? throw : value`. The test fails if the spot is not found (the build changed).
 */
async function throwWhenFlagged(page: Page, flag: string, pattern: RegExp): Promise<() => number> {
  let patched = 0;
  await page.route(SCRIPT, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!pattern.test(body)) return route.fulfill({ response });
    patched += 1;
    return route.fulfill({
      response,
      body: body.replace(
        pattern,
        (_match, key: string, value: string) =>
          `${key}window.${flag}?(()=>{throw new Error("${flag}")})():${value}`,
      ),
    });
  });
  return () => patched;
}

test.describe('a crash', () => {
  // Script requests (link prefetches) may still be in flight through throwWhenFlagged's route
  // when a test ends; reading a response the closing page disposed of failed the test once.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('in a navbar component: the Russian crash page, not Docusaurus’s English one', async ({
    page,
  }) => {
    const patched = await throwWhenFlagged(
      page,
      'crashNavbar',
      /("data-demo-trigger":)(\w+\?"mobile":"navbar")/,
    );
    await openDocPage(page);
    expect(patched()).toBeGreaterThan(0);
    // The next render of the navbar (a client-side navigation mounts a new one) throws.
    await page.evaluate(() => {
      (window as unknown as { crashNavbar: boolean }).crashNavbar = true;
    });
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/security"]').click();

    await expect(page.getByRole('heading', { name: 'На странице произошёл сбой' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_TEST_EMAIL })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).toHaveTitle('Сбой на странице | Магистраль');
    await expect(page.locator('body')).not.toContainText(ENGLISH);
    // The error itself is there for support, folded away.
    await expect(page.getByText('crashNavbar')).toBeHidden();
    await page.getByText('Подробности для поддержки').click();
    await expect(page.getByText('Error: crashNavbar')).toBeVisible();
    await page.screenshot({ path: 'test-results/crash-navbar.png' });

    // «Попробовать снова» renders the app again: with the fault gone, the page is back.
    await page.evaluate(() => {
      (window as unknown as { crashNavbar: boolean }).crashNavbar = false;
    });
    await page.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('inside the page content: the Russian message within the site’s layout', async ({
    page,
  }) => {
    const patched = await throwWhenFlagged(
      page,
      'crashContent',
      /(\{id:)("magistral\.feedback\.region")/,
    );
    await openDocPage(page);
    expect(patched()).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { crashContent: boolean }).crashContent = true;
    });
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/security"]').click();

    await expect(page.getByRole('heading', { name: 'На странице произошёл сбой' })).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(ENGLISH);
    await expect(page.getByText('Error: crashContent')).toBeHidden();
  });
});
