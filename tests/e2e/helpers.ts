import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** Every doc page of the spec, read from the writers' page list (file → route). */
export function allDocRoutes(): string[] {
  const table = readFileSync('writing/pages.md', 'utf8');
  return [...table.matchAll(/^\| ([\w/-]+)\.md \|/gm)].map((m) => `/docs/${m[1]}`);
}

/** Fails the test on any console error or uncaught exception from the page. */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      errors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { errors };
}

export async function currentTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-theme'));
}

let themeKey: string | null = null;

/**
 * The key the site keeps the chosen colour mode under. With `future.v4`, Docusaurus adds a
 * namespace from the site's address («theme-5ad»), so it is read from the page's own inline
 * theme script: a test that set plain «theme» ran in the light theme whatever it asked for.
 */
async function themeStorageKey(page: Page): Promise<string> {
  if (themeKey) return themeKey;
  const html = await (await page.request.get('/')).text();
  const found = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(html);
  if (!found) throw new Error('The home page has no inline theme script reading localStorage');
  return (themeKey = found[1]!);
}

/** Loads every following page in the given colour mode, as a returning visitor would see it. */
export async function rememberTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const key = await themeStorageKey(page);
  await page.addInitScript(([name, value]) => window.localStorage.setItem(name, value), [
    key,
    theme,
  ] as const);
}

/** Switches the colour mode with the navbar toggle until the wanted one is on. */
export async function switchTheme(page: Page, wanted: 'light' | 'dark'): Promise<void> {
  for (let i = 0; i < 3 && (await currentTheme(page)) !== wanted; i += 1) {
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
  }
  expect(await currentTheme(page)).toBe(wanted);
}

/** Waits until React has hydrated the page (client modules ran at least once). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** What React owns of a part of the page: one entry per element matching the selector. */
export interface ReactOwnership {
  /** Elements inside it. */
  nodes: number;
  /** Of them, the ones React hydrated or rendered (they carry its `__react…` keys). */
  react: number;
  /** Whether React owns the element itself. */
  self: boolean;
}

export function reactOwnership(page: Page, selector: string): Promise<ReactOwnership[]> {
  return page.evaluate((css) => {
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'));
    return Array.from(document.querySelectorAll(css)).map((root) => {
      const inside = Array.from(root.querySelectorAll('*'));
      return { nodes: inside.length, react: inside.filter(owned).length, self: owned(root) };
    });
  }, selector);
}

/** The sum over every element matching the selector: elements inside, and how many React owns. */
export async function reactOwnershipTotal(
  page: Page,
  selector: string,
): Promise<{ nodes: number; react: number }> {
  const parts = await reactOwnership(page, selector);
  return {
    nodes: parts.reduce((sum, part) => sum + part.nodes, 0),
    react: parts.reduce((sum, part) => sum + part.react, 0),
  };
}
