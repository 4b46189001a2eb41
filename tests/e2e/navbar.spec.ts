import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations, switchThemeWithToggle } from './accessibility';
import { currentTheme, switchTheme, waitForHydration } from './helpers';

test.describe('navbar on desktop', () => {
  test('holds the docs link, language dropdown, search, one theme toggle and the demo button', async ({
    page,
  }) => {
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', { name: 'Документация' })).toBeVisible();
    await expect(navbar.locator('.navbar__items--right .dropdown').first()).toContainText(
      'Русский',
    );
    await expect(navbar.getByRole('textbox', { name: 'Поиск по документации' })).toBeVisible();
    await expect(navbar.locator('button[class*="toggleButton"]')).toHaveCount(1);
    await expect(navbar.getByRole('button', { name: 'Записаться на демо' })).toBeVisible();
  });

  test('the docs link opens the introduction', async ({ page }) => {
    await page.goto('/');
    await page.locator('nav.navbar').getByRole('link', { name: 'Документация' }).click();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
  });

  test('the docs link is marked active on doc pages, from the server HTML to each move', async ({
    page,
  }) => {
    // The active doc is found by src/features/routes/firstMatch.ts (src/theme/NavbarItem eject).
    const docsLink = page.locator('nav.navbar').getByRole('link', { name: 'Документация' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(docsLink).not.toHaveClass(/navbar__link--active/);
    await docsLink.click();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
    await expect(docsLink).toHaveClass(/navbar__link--active/);
    // A page deep in the list, as its server HTML has it and after hydration.
    await page.goto('/docs/services/api-registry/api-statuses');
    await expect(docsLink).toHaveClass(/navbar__link--active/);
    await waitForHydration(page);
    await expect(docsLink).toHaveClass(/navbar__link--active/);
    await expect(page.locator('article h1')).toBeVisible();
    // The tags index is in the docs plugin but in no sidebar: not active there.
    await page.goto('/docs/tags');
    await waitForHydration(page);
    await expect(docsLink).not.toHaveClass(/navbar__link--active/);
  });
});

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default whatever the system prefers, and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/docs/introduction');
    await waitForHydration(page);
    expect(await currentTheme(page)).toBe('light');
    await switchTheme(page, 'dark');
    await page.reload();
    expect(await currentTheme(page)).toBe('dark');
    await page.goto('/');
    expect(await currentTheme(page)).toBe('dark');
  });

  test('a remembered dark mode is on before the first paint (no flash)', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await switchTheme(page, 'dark');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtDomReady: string | null }).themeAtDomReady =
          document.documentElement.getAttribute('data-theme');
      });
    });
    await page.goto('/docs/security');
    expect(
      await page.evaluate(() => (window as unknown as { themeAtDomReady: string }).themeAtDomReady),
    ).toBe('dark');
  });
});

/** The focused element is the search input (its role turns to combobox once the index loads). */
async function searchIsFocused(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Поиск по документации');
}

test.describe('search shortcut', () => {
  test('Ctrl+K focuses the search box with a Latin layout', async ({ page }) => {
    await page.goto('/docs/introduction');
    await waitForHydration(page);
    await page.keyboard.press('Control+KeyK');
    await searchIsFocused(page);
  });

  test('Ctrl+K focuses the search box with a Russian layout (the key is «л»)', async ({ page }) => {
    await page.goto('/docs/introduction');
    await waitForHydration(page);
    await page.evaluate(() => {
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'л', code: 'KeyK', ctrlKey: true, bubbles: true }),
      );
    });
    await searchIsFocused(page);
  });
});

test.describe('docs sidebar', () => {
  test('can be hidden and shown, and the choice survives a reload', async ({ page }) => {
    await page.goto('/docs/introduction');
    await waitForHydration(page);
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const sidebarLink = sidebar.locator('a[href="/docs/security"]');
    await expect(sidebarLink).toBeVisible();
    await page.getByRole('button', { name: 'Свернуть боковую панель' }).click();
    await expect(sidebar).toHaveClass(/Hidden/);
    await expect(sidebarLink).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(sidebar).toHaveClass(/Hidden/);
    await page.getByRole('button', { name: 'Развернуть боковую панель' }).click();
    await expect(sidebar).not.toHaveClass(/Hidden/);
    await expect(sidebarLink).toBeVisible();
  });

  test('opening a category collapses its sibling', async ({ page }) => {
    await page.goto('/docs/introduction');
    await waitForHydration(page);
    const concepts = page.locator('.theme-doc-sidebar-menu a.menu__link--sublist', {
      hasText: 'Концепции',
    });
    const modules = page.locator('.theme-doc-sidebar-menu a.menu__link--sublist', {
      hasText: 'Модули',
    });
    await concepts.click();
    await expect(concepts).toHaveAttribute('aria-expanded', 'true');
    await modules.click();
    await expect(modules).toHaveAttribute('aria-expanded', 'true');
    await expect(concepts).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('announcement bar', () => {
  test('shows a real announcement, closes, and stays closed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.locator('div[class*="announcementBar"]').first();
    await expect(bar).toContainText('экстранет');
    await bar.getByRole('button').click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('div[class*="announcementBar"]')).toHaveCount(0);
  });
});

test('the close button of the announcement bar shows its whole focus ring inside the bar', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const close = page.locator('div[class*="announcementBar"] button').first();
  await close.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  // The ring (outline + offset) around the button, against the bar and the screen.
  const { ring, bar, width, focused } = await close.evaluate((button) => {
    const style = getComputedStyle(button);
    const grow = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = button.getBoundingClientRect();
    const bar = button.closest('div[class*="announcementBar"]')!.getBoundingClientRect();
    return {
      ring: { top: box.top - grow, right: box.right + grow, bottom: box.bottom + grow },
      bar: { top: bar.top, bottom: bar.bottom },
      width: document.documentElement.clientWidth,
      focused: button.matches(':focus-visible'),
    };
  });
  expect(focused).toBe(true);
  expect(ring.top).toBeGreaterThanOrEqual(bar.top);
  expect(ring.bottom).toBeLessThanOrEqual(bar.bottom);
  expect(ring.right).toBeLessThanOrEqual(width);
});

test.describe('navbar on mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu holds the docs link, language, theme toggle and the demo button', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /навигац/i }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Документация' })).toBeVisible();
    await expect(menu.getByText('Языки')).toBeVisible();
    await expect(menu.locator('button[class*="toggleButton"]')).toBeVisible();
    const demo = menu.getByRole('button', { name: 'Записаться на демо' });
    await expect(demo).toBeVisible();
    await demo.click();
    await expect(page.getByRole('dialog', { name: 'Записаться на демо' })).toBeVisible();
  });
});

/** The demo button is one tap away on every page, whatever the width (issue: hidden on phones). */
for (const { width, shown } of [
  { width: 390, shown: 'Демо' },
  { width: 768, shown: 'Записаться на демо' },
  { width: 996, shown: 'Записаться на демо' },
]) {
  test.describe(`the demo button at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const path of ['/docs/introduction', '/', '/docs/tags']) {
      test(`is in the navbar on ${path} and opens the modal in one tap`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        const button = page
          .locator('nav.navbar')
          .getByRole('button', { name: 'Записаться на демо', exact: true });
        await expect(button).toBeVisible();
        await expect(button).toBeInViewport({ ratio: 1 });
        await expect(button).toHaveText(new RegExp(shown));
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(24);
        // Nothing else in the navbar overlaps it.
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-demo-trigger]') !== null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(hit).toBe(true);
        await button.click();
        await expect(page.getByRole('dialog', { name: 'Записаться на демо' })).toBeVisible();
      });
    }

    test('the navbar is axe clean in both themes', async ({ page }) => {
      await page.goto('/docs/introduction');
      await waitForHydration(page);
      for (const theme of ['light', 'dark'] as const) {
        await switchThemeWithToggle(page, theme);
        await expectNoAxeViolations(page, `navbar at ${width} px, ${theme}`);
      }
    });
  });
}
