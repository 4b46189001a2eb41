/**
 * Nothing the visitor does before the app starts is lost. The page's scripts are held back (as
 * on a slow phone, where this takes seconds) until the visitor has acted on the server-rendered
 * page; then they run, and the action takes effect. The inline early-input script does this
 * (src/features/earlyInput/script.ts).
 */
import { expect, test, type Page } from '@playwright/test';

import { currentTheme, waitForHydration, watchConsole } from './helpers';

/** Holds the page's first script (the runtime; the others run after it) until released. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/runtime~main\.[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The server-rendered page is shown and no script of the app has run. */
async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('nav.navbar')).toBeVisible();
  expect(await page.evaluate(() => 'docusaurus' in window)).toBe(false);
  return release;
}

const searchInput = '.navbar__search-input';
const activeIsSearch = (page: Page) =>
  page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, searchInput);

test.describe('before the scripts start', () => {
  test('Ctrl+K focuses the search box at once, and what is typed is searched', async ({ page }) => {
    const console = watchConsole(page);
    const release = await openBeforeScripts(page, '/docs/introduction');
    await page.keyboard.press('Control+KeyK');
    expect(await activeIsSearch(page)).toBe(true);
    await page.keyboard.type('ключ');
    release();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Поиск по документации');
    await expect(page.locator(searchInput)).toHaveValue('ключ');
    await expect(
      page.locator('.navbar__search [role="listbox"] [role="option"]').first(),
    ).toBeVisible({ timeout: 10_000 });
    expect(console.errors).toEqual([]);
  });

  test('Ctrl+K works by physical key in the Russian layout («л»)', async ({ page }) => {
    const release = await openBeforeScripts(page, '/docs/introduction');
    await page.evaluate(() => {
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'л', code: 'KeyK', ctrlKey: true, bubbles: true }),
      );
    });
    expect(await activeIsSearch(page)).toBe(true);
    release();
    await waitForHydration(page);
    expect(await activeIsSearch(page)).toBe(true);
  });

  test('a click on «Записаться на демо» opens the modal once the app starts', async ({ page }) => {
    const release = await openBeforeScripts(page, '/docs/introduction');
    await page.locator('nav.navbar [data-demo-trigger="navbar"]').click();
    release();
    const dialog = page.getByRole('dialog', { name: 'Записаться на демо' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('a click on the theme toggle switches the theme once the app starts', async ({ page }) => {
    const release = await openBeforeScripts(page, '/docs/introduction');
    expect(await currentTheme(page)).toBe('light');
    // Disabled until the app runs: the press is seen as pointer events, not a click.
    await page.locator('.navbar button[class*="toggleButton"]').click({ force: true });
    release();
    await waitForHydration(page);
    await expect.poll(() => currentTheme(page)).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    expect(await currentTheme(page)).toBe('dark');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a tap on the menu button opens the menu once the app starts', async ({ page }) => {
      const release = await openBeforeScripts(page, '/docs/introduction');
      await page.locator('.navbar__toggle').click();
      release();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
    });
  });
});

test.describe('at the load event', () => {
  test('Ctrl+K focuses the search box', async ({ page }) => {
    await page.goto('/docs/introduction', { waitUntil: 'load' });
    await page.keyboard.press('Control+KeyK');
    expect(await activeIsSearch(page)).toBe(true);
    await waitForHydration(page);
    await expect.poll(() => activeIsSearch(page)).toBe(true);
  });

  test('a click on «Записаться на демо» opens the modal', async ({ page }) => {
    await page.goto('/docs/introduction', { waitUntil: 'load' });
    await page.locator('nav.navbar [data-demo-trigger="navbar"]').click();
    await expect(page.getByRole('dialog', { name: 'Записаться на демо' })).toBeVisible();
  });
});
