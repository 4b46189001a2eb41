// Work that waits for an idle main thread after hydration (issue «The longest pages interactive
// without long tasks»): the phone menu (src/theme/Navbar/MobileSidebar) and the prefetching of
// linked pages (plugins/light-start). Both must still happen, and happen once.
import { expect, test, type Page } from '@playwright/test';

import { waitForHydration } from './helpers';

const LONG_GUIDE = '/docs/services/api-management/guides/how-to-add-api-and-connect-to-it';

/** Resolves once the page's main thread has had an idle period after everything queued so far. */
async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let periods = 0;
        const next = () =>
          requestIdleCallback(() => (++periods >= 5 ? resolve() : next()), { timeout: 2000 });
        next();
      }),
  );
}

/** The page never gets an idle period: work queued for one (src/features/idle) never runs. */
async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
}

/** The long guide with no idle period ever, hydrated, `ms` later. */
async function openWithoutIdle(page: Page, ms: number): Promise<void> {
  await neverIdle(page);
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  await page.waitForTimeout(ms);
}

/** The menu button opens the phone menu on the docs sidebar, the current page marked. */
async function opensWithDocsSidebar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Переключить навигационную панель' }).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  await expect(menu.locator('.menu__link--active').first()).toBeVisible();
}

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is not built during the start, is built once the page is idle, and opens with the docs sidebar', async ({
    page,
  }) => {
    await page.goto(LONG_GUIDE);
    // Not in the server HTML: the page starts without it.
    const html = await (await page.request.get(LONG_GUIDE)).text();
    expect(html).not.toContain('navbar-sidebar__items');
    await waitForHydration(page);
    await idle(page);
    // Built while idle, hidden until opened.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await opensWithDocsSidebar(page);
  });

  test('opens on the first tap even before the page has been idle', async ({ page }) => {
    // No idle period ever comes: the menu can only be built by the tap.
    await openWithoutIdle(page, 500);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await opensWithDocsSidebar(page);
  });
});

test.describe('prefetching of linked pages', () => {
  test('waits for an idle period', async ({ page }) => {
    await openWithoutIdle(page, 1500);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });

  test('asks for each file once, never for files the page has loaded', async ({ page }) => {
    await page.goto(LONG_GUIDE);
    await waitForHydration(page);
    await idle(page);
    const { prefetched, onPage } = await page.evaluate(() => ({
      prefetched: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
        (link) => link.href,
      ),
      onPage: Array.from(document.scripts, (script) => script.src).filter(Boolean),
    }));
    // Links in view lead to other pages: their code is prefetched.
    expect(prefetched.length).toBeGreaterThan(0);
    expect(new Set(prefetched).size, 'a file prefetched twice').toBe(prefetched.length);
    expect(prefetched.filter((href) => onPage.includes(href))).toEqual([]);
    for (const href of prefetched) expect(href).toMatch(/\/assets\/js\/[\w~.-]+\.js$/);
  });

  test('a prefetched page opens from its link', async ({ page }) => {
    await page.goto(LONG_GUIDE);
    await waitForHydration(page);
    await idle(page);
    // A link of the text to another doc page (not the page's own Markdown copy).
    const link = page.locator('article .markdown a[href^="/docs/"]:not([href$=".md"])').first();
    const target = (await link.getAttribute('href'))!.split('#')[0];
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('article h1')).not.toHaveText(
      'Как добавить API и подключиться к нему',
    );
    await expect(page.locator('article h1')).toBeVisible();
  });
});
