/** Shared steps of the accessibility tests: axe runs, theme switching at any width, colors. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

import { currentTheme } from './helpers';
import type { Layer } from '../color';

/** WCAG 2.0/2.1 A and AA plus axe's best practices: every rule of these, any impact. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Waits until no CSS transition is running (Infima fades colors on a theme switch). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  await settle(page);
  // Legacy mode runs axe in the page itself instead of opening a blank page per run to merge
  // frame results (the site has no iframes); only violations are serialized back. Both make a
  // run two to three times faster on the big doc pages.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ` +
        `${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help}`,
    ),
  );
  expect(found, `axe violations, ${context}`).toEqual([]);
}

const MOBILE_MENU_TOGGLE = 'button.navbar__toggle';
const MOBILE_MENU = '.navbar-sidebar';

/**
 * Switches the color mode with the navbar toggle: the navbar's own on wide screens, the one in
 * the mobile side menu below the breakpoint (the menu is opened for it and closed again).
 */
export async function switchThemeWithToggle(page: Page, wanted: 'light' | 'dark'): Promise<void> {
  if ((await currentTheme(page)) === wanted) return;
  const navbarToggle = page.locator('.navbar__items--right button[class*="toggleButton"]');
  if (await navbarToggle.isVisible()) {
    await navbarToggle.click();
  } else {
    await page.locator(MOBILE_MENU_TOGGLE).click();
    const menu = page.locator(MOBILE_MENU);
    await menu.locator('button[class*="toggleButton"]').click();
    await menu.getByRole('button', { name: 'Закрыть панель навигации' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  }
  await expect.poll(() => currentTheme(page)).toBe(wanted);
  await settle(page);
}

/** Opens the mobile side menu (below the breakpoint). */
export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.locator(MOBILE_MENU_TOGGLE).click();
  const menu = page.locator(MOBILE_MENU);
  await expect(menu).toBeVisible();
  await settle(page);
  return menu;
}

export interface ColorContext {
  /** Computed text color (or the `::placeholder` color when asked). */
  color: string;
  /** The element's own opacity times its ancestors'. */
  opacity: number;
  /** Background layers from the element outwards. */
  layers: Layer[];
}

/** Computed colors of an element and of everything painted behind it. */
export async function colorContext(
  locator: Locator,
  pseudo?: '::placeholder',
): Promise<ColorContext> {
  return locator.evaluate((element, pseudoElement) => {
    const layers: { color: string; image: string }[] = [];
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      layers.push({ color: style.backgroundColor, image: style.backgroundImage });
      opacity *= Number(style.opacity);
    }
    const color = getComputedStyle(element, pseudoElement ?? null).color;
    return { color, opacity, layers };
  }, pseudo);
}
