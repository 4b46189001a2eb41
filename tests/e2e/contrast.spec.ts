/**
 * Text contrast of at least 4.5:1 in both themes, computed from the colors the browser
 * applies, for the places where the stock Docusaurus theme falls short: the search shortcut
 * hint, active sidebar links and breadcrumbs; plus the rest of the reading path.
 */
import { expect, test, type Page } from '@playwright/test';

import { worstContrast } from '../color';
import { colorContext, openMobileMenu, settle, switchThemeWithToggle } from './accessibility';
import { waitForHydration } from './helpers';

const DEEP_DOC = '/docs/services/api-management/keys/add-key';
const MINIMUM = 4.5;

interface Target {
  name: string;
  selector: string;
  pseudo?: '::placeholder';
  /** At least this many elements must be there (so a renamed class cannot pass vacuously). */
  atLeast: number;
}

const TARGETS: Target[] = [
  { name: 'search shortcut hint', selector: '.navbar__search kbd', atLeast: 2 },
  {
    name: 'search placeholder',
    selector: '.navbar__search-input',
    pseudo: '::placeholder',
    atLeast: 1,
  },
  {
    name: 'active sidebar links',
    selector: '.theme-doc-sidebar-menu .menu__link--active',
    atLeast: 3,
  },
  { name: 'sidebar links', selector: '.theme-doc-sidebar-menu .menu__link', atLeast: 10 },
  { name: 'breadcrumbs', selector: '.theme-doc-breadcrumbs .breadcrumbs__link', atLeast: 4 },
  {
    name: 'current breadcrumb',
    selector: '.theme-doc-breadcrumbs .breadcrumbs__item--active .breadcrumbs__link',
    atLeast: 1,
  },
  { name: 'body text', selector: '.theme-doc-markdown p', atLeast: 3 },
  {
    name: 'links in text',
    selector: '.theme-doc-markdown p a, .theme-doc-markdown li a',
    atLeast: 1,
  },
  { name: 'table of contents', selector: '.table-of-contents__link', atLeast: 3 },
  { name: 'navbar links', selector: '.navbar__link', atLeast: 2 },
  { name: 'footer links', selector: '.footer__link-item', atLeast: 5 },
  { name: 'announcement', selector: '.theme-announcement-bar a', atLeast: 1 },
];

async function measure(page: Page, target: Target): Promise<string[]> {
  const elements = page.locator(target.selector);
  const count = await elements.count();
  expect(count, `${target.name}: ${target.selector}`).toBeGreaterThanOrEqual(target.atLeast);
  const failures: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const element = elements.nth(i);
    if (!(await element.isVisible())) continue;
    const { color, opacity, layers } = await colorContext(element, target.pseudo);
    const ratio = worstContrast(color, layers, opacity);
    if (ratio < MINIMUM) {
      const text = (await element.textContent())?.trim().slice(0, 30);
      failures.push(`${target.name} «${text}»: ${ratio.toFixed(2)}:1 (${color})`);
    }
  }
  return failures;
}

for (const theme of ['light', 'dark'] as const) {
  test(`text contrast ≥ 4.5:1 on a doc page, ${theme}`, async ({ page }) => {
    await page.goto(DEEP_DOC);
    await waitForHydration(page);
    await switchThemeWithToggle(page, theme);
    await settle(page);
    const failures: string[] = [];
    for (const target of TARGETS) failures.push(...(await measure(page, target)));
    expect(failures).toEqual([]);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`text contrast ≥ 4.5:1 in the phone menu, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DEEP_DOC);
    await waitForHydration(page);
    await switchThemeWithToggle(page, theme);
    await openMobileMenu(page);
    await settle(page);
    // The demo button of the menu (white on the primary colour) and the menu's links.
    const failures = [
      ...(await measure(page, {
        name: 'demo button in the menu',
        selector: '.navbar-sidebar button:has-text("Записаться на демо")',
        atLeast: 1,
      })),
      ...(await measure(page, {
        name: 'menu links',
        selector: '.navbar-sidebar .menu__link',
        atLeast: 3,
      })),
    ];
    expect(failures).toEqual([]);
  });
}

test('the contrast check fails where it should: Infima’s own hint grey', async ({ page }) => {
  await page.goto(DEEP_DOC);
  await waitForHydration(page);
  // The stock color of the shortcut hint, as in a plain Docusaurus site: about 1.5:1.
  await page.addStyleTag({
    content:
      ':root { --ifm-navbar-search-input-placeholder-color: var(--ifm-color-emphasis-500); }',
  });
  await settle(page);
  const failures = await measure(page, TARGETS[0]!);
  expect(failures.length).toBeGreaterThan(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the boxes of a checklist are drawn by the site with an edge of at least 3:1, ${theme}`, async ({
    page,
  }) => {
    await page.goto('/docs/security');
    await waitForHydration(page);
    await switchThemeWithToggle(page, theme);
    await settle(page);
    const boxes = page.locator('.markdown .contains-task-list input[type="checkbox"]');
    expect(await boxes.count()).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const box of await boxes.all()) {
      // A native box ignores its CSS border: the browser's own is the faint one.
      expect(await box.evaluate((el) => getComputedStyle(el).appearance)).toBe('none');
      const { opacity, layers } = await colorContext(box);
      const edge = await box.evaluate((el) => getComputedStyle(el).borderTopColor);
      // Non-text contrast (WCAG 1.4.11): the edge against what lies around the box.
      const ratio = worstContrast(edge, layers.slice(1), opacity);
      if (ratio < 3) failures.push(`${ratio.toFixed(2)}:1 (${edge})`);
    }
    expect(failures).toEqual([]);
  });
}
