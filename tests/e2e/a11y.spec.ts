/**
 * axe-core on every route, light and dark, at 1280 and 390 px: zero violations of any impact.
 * One page per route and width: axe runs in the light theme, the navbar toggle switches to dark
 * and axe runs again. The same visit checks that the route logs no console error or warning.
 * Also the demo modal in each of its states, the search dropdown with results, the mobile menu.
 */
import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations, openMobileMenu, switchThemeWithToggle } from './accessibility';
import {
  allDocRoutes,
  currentTheme,
  rememberTheme,
  waitForHydration,
  watchConsole,
} from './helpers';

const NOT_FOUND_ROUTE = '/docs/no-such-page';
const SEARCH_ROUTE = '/search?q=ключ';

const ROUTES = [
  '/',
  SEARCH_ROUTE,
  '/docs/tags',
  '/docs/tags/magistral',
  NOT_FOUND_ROUTE,
  ...allDocRoutes(),
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];

/** What a route must show before it is scanned (the search page fills in after hydration). */
async function routeReady(page: Page, route: string): Promise<void> {
  await waitForHydration(page);
  if (route === SEARCH_ROUTE) {
    await expect(page.locator('main article h2 a').first()).toBeVisible({ timeout: 10_000 });
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`${route}: no violations in either theme, no console errors`, async ({ page }) => {
        const console = watchConsole(page);
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
        await routeReady(page, route);
        await expectNoAxeViolations(page, `${route}, light, ${viewport.name}`);
        await switchThemeWithToggle(page, 'dark');
        await expectNoAxeViolations(page, `${route}, dark, ${viewport.name}`);
        // The not-found document itself answers 404, which the browser logs; nothing else may.
        const errors = console.errors.filter(
          (error) => !(route === NOT_FOUND_ROUTE && error.includes('status of 404 (Not Found)')),
        );
        expect(errors).toEqual([]);
      });
    }
  });
}

/** The remembered theme, as a returning visitor has it, before the page loads. */
async function openDemoModal(page: Page) {
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  // Below the breakpoint the button lives in the main menu of the mobile side menu (a doc page
  // opens that menu on its docs panel).
  const navbarButton = page.locator('[data-demo-trigger="navbar"]');
  if (await navbarButton.isVisible()) {
    await navbarButton.click();
  } else {
    const menu = await openMobileMenu(page);
    await menu.getByRole('button', { name: /главному меню/ }).click();
    await menu.locator('[data-demo-trigger="mobile"]').click();
  }
  const dialog = page.getByRole('dialog', { name: 'Записаться на демо' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const VALID = { name: 'Анна Смирнова', email: 'anna@example.ru' };

const MODAL_STATES: Record<string, (page: Page) => Promise<void>> = {
  'form with the meeting steps shown': async (page) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Как пройдет встреча?' }).click();
    await expect(dialog.locator('ol')).toBeVisible();
  },
  'validation errors': async (page) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Рабочая почта').fill('anna.example.ru');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByText('В адресе должны быть @ и домен')).toBeVisible();
    await expect(dialog.getByText('Необходимо указать ваше имя')).toBeVisible();
  },
  submitting: async (page) => {
    await fillAndSend(page, 'hang');
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Отправляем' }),
    ).toBeDisabled();
  },
  success: async (page) => {
    await fillAndSend(page, 'ok');
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Заявка отправлена' }),
    ).toBeVisible();
  },
  error: async (page) => {
    await fillAndSend(page, '500');
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: /Не смогли отправить заявку/ }),
    ).toBeVisible();
  },
};

async function fillAndSend(page: Page, scenario: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Имя').fill(VALID.name);
  await dialog.getByLabel('Компания').fill(`ООО «Доступность» scenario=${scenario}`);
  await dialog.getByLabel('Рабочая почта').fill(VALID.email);
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe on interactive states at ${viewport.width} px`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      // Confetti and fades would only make axe wait; the end states are what is checked.
      reducedMotion: 'reduce',
    });

    for (const theme of THEMES) {
      for (const [state, reach] of Object.entries(MODAL_STATES)) {
        test(`demo modal, ${state}, ${theme}`, async ({ page }) => {
          const console = watchConsole(page);
          await rememberTheme(page, theme);
          await openDemoModal(page);
          await reach(page);
          expect(await currentTheme(page)).toBe(theme);
          await expectNoAxeViolations(page, `modal ${state}, ${theme}, ${viewport.name}`);
          // The browser itself logs the receiver's 500 of the error state; nothing else may log.
          const errors = console.errors.filter(
            (error) => !(state === 'error' && error.includes('status of 500')),
          );
          expect(errors).toEqual([]);
        });
      }

      test(`search dropdown with results, ${theme}`, async ({ page }) => {
        await rememberTheme(page, theme);
        await page.goto('/docs/introduction');
        await waitForHydration(page);
        expect(await currentTheme(page)).toBe(theme);
        await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('ключ');
        const options = page.locator('.navbar__search [role="listbox"] [role="option"]');
        await expect(options.first()).toBeVisible({ timeout: 10_000 });
        // The first result under the cursor, as after an arrow key press.
        await page.keyboard.press('ArrowDown');
        await expect(page.locator('.navbar__search [aria-selected="true"]')).toHaveCount(1);
        await expectNoAxeViolations(page, `search dropdown, ${theme}, ${viewport.name}`);
      });

      test(`search with no results, ${theme}`, async ({ page }) => {
        await rememberTheme(page, theme);
        await page.goto('/');
        await waitForHydration(page);
        expect(await currentTheme(page)).toBe(theme);
        await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('абвгдежзик');
        await expect(page.getByText('Ничего не найдено')).toBeVisible({ timeout: 10_000 });
        await expectNoAxeViolations(page, `search no results, ${theme}, ${viewport.name}`);
      });
    }
  });
}

test.describe('axe on the mobile side menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  for (const theme of THEMES) {
    test(`open on a doc page, ${theme}`, async ({ page }) => {
      await rememberTheme(page, theme);
      await page.goto('/docs/services/api-management/keys/add-key');
      await waitForHydration(page);
      await openMobileMenu(page);
      expect(await currentTheme(page)).toBe(theme);
      await expectNoAxeViolations(page, `mobile menu, ${theme}`);
    });
  }
});

test.describe('checklist boxes', () => {
  /** Each box's accessible name, beside the text of its own item (nested lists left out). */
  async function namesAndItems(page: Page) {
    const boxes = page.locator('.markdown .contains-task-list input[type="checkbox"]');
    expect(await boxes.count()).toBeGreaterThanOrEqual(5);
    const found: { name: string; item: string }[] = [];
    for (const box of await boxes.all()) {
      const item = await box.evaluate((el) => {
        const own = el.closest('li')!.cloneNode(true) as HTMLElement;
        own.querySelectorAll('ul, ol').forEach((list) => list.remove());
        return (own.textContent ?? '').replace(/\s+/g, ' ').trim();
      });
      const snapshot = await box.ariaSnapshot();
      found.push({ name: snapshot, item });
    }
    return found;
  }

  for (const how of ['loaded', 'reached by a link'] as const) {
    test(`each is named by its own item, not one name for all (${how})`, async ({ page }) => {
      if (how === 'loaded') {
        await page.goto('/docs/security');
        await waitForHydration(page);
      } else {
        await page.goto('/docs/introduction');
        await waitForHydration(page);
        await page.locator('.theme-doc-sidebar-menu a[href="/docs/security"]').click();
        await expect(page).toHaveURL(/\/docs\/security$/);
      }
      const found = await namesAndItems(page);
      for (const { name, item } of found) expect(name).toBe(`- checkbox "${item}" [disabled]`);
      expect(new Set(found.map(({ name }) => name)).size).toBe(found.length);
    });
  }

  test('an item that wraps starts its next lines under its text, not under its box', async ({
    page,
  }) => {
    await page.goto('/docs/security');
    await waitForHydration(page);
    const lines = await page.locator('.markdown .task-list-item label').evaluateAll((labels) =>
      labels.map((label) => {
        const box = label.querySelector('input')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(label);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const firstTop = Math.min(...rects.map((rect) => rect.top));
        const below = rects.filter((rect) => rect.top > firstTop + box.height);
        return {
          wraps: below.length > 0,
          left: Math.min(...below.map((r) => r.left)),
          box: box.right,
        };
      }),
    );
    const wrapping = lines.filter(({ wraps }) => wraps);
    expect(wrapping.length).toBeGreaterThanOrEqual(2);
    for (const { left, box } of wrapping) expect(left).toBeGreaterThanOrEqual(box);
  });
});
