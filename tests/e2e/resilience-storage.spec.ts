/**
 * Browser storage that is blocked (private modes, strict privacy settings), throws on every call
 * or is full: every page still works, and so do the theme toggle, the announcement bar and the
 * sidebar, with the choice kept for the visit. The only console lines allowed are Docusaurus's
 * own diagnostics about storage; no uncaught error.
 */
import { expect, test, type Page } from '@playwright/test';

import { allDocRoutes, waitForHydration, watchConsole } from './helpers';

type StorageFault = 'blocked' | 'throwing' | 'full';

/** Installs the fault before any script of the page runs (the inline theme script included). */
async function breakStorage(page: Page, fault: StorageFault | 'mixed'): Promise<void> {
  await page.addInitScript((kind: string) => {
    const denied = () => new DOMException('The operation is insecure.', 'SecurityError');
    const blockGetter = (name: 'localStorage' | 'sessionStorage') =>
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw denied();
        },
      });
    const throwEverywhere = () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Storage.prototype[method] = function () {
          throw denied();
        };
      }
    };
    if (kind === 'blocked') {
      blockGetter('localStorage');
      blockGetter('sessionStorage');
    } else if (kind === 'throwing') {
      throwEverywhere();
    } else if (kind === 'full') {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    } else {
      // mixed: localStorage unreachable, sessionStorage present but failing.
      blockGetter('localStorage');
      throwEverywhere();
    }
  }, fault);
}

/** Docusaurus logs storage failures itself (console.warn/error); nothing else may appear. */
const STORAGE_DIAGNOSTIC = /Docusaurus (browser storage is not available|storage error)/;

function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !STORAGE_DIAGNOSTIC.test(error));
}

for (const fault of ['blocked', 'throwing', 'full'] as const) {
  test.describe(`storage ${fault}`, () => {
    test('theme toggle, announcement bar, sidebar and navigation work for the visit', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await breakStorage(page, fault);
      await page.goto('/docs/introduction');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

      await page.locator('.navbar button[class*="toggleButton"]').first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

      const announcement = page.locator('.theme-announcement-bar');
      await expect(announcement).toBeVisible();
      await announcement.getByRole('button', { name: 'Закрыть' }).click();
      await expect(announcement).toHaveCount(0);

      await page.getByRole('button', { name: 'Свернуть боковую панель' }).first().click();
      await expect(page.locator('.theme-doc-sidebar-menu')).toBeHidden();
      await page.getByRole('button', { name: 'Развернуть боковую панель' }).click();
      const link = page.locator('.theme-doc-sidebar-menu a[href="/docs/security"]');
      await expect(link).toBeVisible();

      await link.click();
      await expect(page).toHaveURL(/\/docs\/security$/);
      await expect(page.locator('article h1')).toBeVisible();
      // Kept in memory for the rest of the visit.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(announcement).toHaveCount(0);

      // Search and the demo modal do not depend on storage either.
      await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('ключ');
      await expect(
        page.locator('.navbar__search [role="listbox"] [role="option"]').first(),
      ).toBeVisible({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
      await expect(page.getByRole('dialog', { name: 'Записаться на демо' })).toBeVisible();

      expect(unexpected(console.errors)).toEqual([]);
    });
  });
}

test.describe('every page with localStorage blocked and sessionStorage throwing', () => {
  const routes = ['/', '/search?q=%D0%BA%D0%BB%D1%8E%D1%87', '/docs/tags', ...allDocRoutes()];
  const chunks = 4;
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    const part = routes.filter((_, index) => index % chunks === chunk);
    test(`part ${chunk + 1} of ${chunks}: ${part.length} pages render and hydrate`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const console = watchConsole(page);
      await breakStorage(page, 'mixed');
      for (const route of part) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('#__docusaurus_skipToContent_fallback'), route).toBeVisible();
        await expect(page.locator('.navbar'), route).toBeVisible();
      }
      expect(unexpected(console.errors)).toEqual([]);
    });
  }
});
