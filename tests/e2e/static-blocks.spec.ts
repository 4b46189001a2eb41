import { expect, test, type Page } from '@playwright/test';

import { reactOwnership, reactOwnershipTotal, waitForHydration, watchConsole } from './helpers';

/** The longest page: 14 runs of plain blocks between code blocks, tabs and tables. */
const LONG_GUIDE = '/docs/services/api-management/guides/how-to-add-api-and-connect-to-it';

/** Box and font of every block of the article, in document order. */
function articleLayout(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('.markdown > *, .markdown > [data-static-blocks] > *'),
    ).flatMap((element) => {
      if (element.hasAttribute('data-static-blocks')) return [];
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        `${element.tagName} ${Math.round(box.top + window.scrollY)} ${Math.round(box.left)} ` +
          `${Math.round(box.width)}×${Math.round(box.height)} ${style.fontSize} ${style.marginTop}/${style.marginBottom}`,
      ];
    }),
  );
}

test('plain blocks keep their server HTML while the page hydrates', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const runs = page.locator('.markdown > [data-static-blocks]');
  expect(await runs.count()).toBeGreaterThan(5);
  const parts = await reactOwnership(page, '[data-static-blocks]');
  const total = await reactOwnershipTotal(page, '[data-static-blocks]');
  const state = {
    nodesInRuns: total.nodes,
    hydratedInRuns: total.react,
    emptyRuns: parts.filter((part) => part.nodes === 0).length,
    runsHydrated: parts.every((part) => part.self),
  };
  expect(state.nodesInRuns).toBeGreaterThan(150);
  expect(state.hydratedInRuns).toBe(0);
  expect(state.emptyRuns).toBe(0);
  // The wrappers themselves are React's: they carry the links' handlers.
  expect(state.runsHydrated).toBe(true);
  expect(console.errors).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`at ${width} px every block lands where it would without the wrappers`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LONG_GUIDE);
    await waitForHydration(page);
    const wrapped = await articleLayout(page);
    await page.evaluate(() => {
      for (const run of Array.from(document.querySelectorAll('[data-static-blocks]'))) {
        run.replaceWith(...Array.from(run.childNodes));
      }
    });
    expect(await page.locator('[data-static-blocks]').count()).toBe(0);
    expect(wrapped.length).toBeGreaterThan(60);
    expect(await articleLayout(page)).toEqual(wrapped);
  });
}

test('a link in a plain block moves by the router; a Ctrl-click opens a tab', async ({
  page,
  context,
}) => {
  const console = watchConsole(page);
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const link = page.locator('[data-static-blocks] a[href^="/docs/"]').first();
  const target = await link.getAttribute('href');

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab.close();
  await expect(page).toHaveURL(new RegExp(`${LONG_GUIDE}$`));

  // A value in the page's memory survives a move by the router, not a page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LONG_GUIDE}$`));
  await expect(page.locator('[data-static-blocks] a[href^="/docs/"]').first()).toBeVisible();
  expect(console.errors).toEqual([]);
});

test('hovering a link in a plain block loads the code of its page', async ({ page }) => {
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  // Let the idle prefetch of visible links settle first.
  await page.waitForTimeout(1500);
  const link = page.locator('[data-static-blocks] a[href^="/docs/"]').last();
  await link.scrollIntoViewIfNeeded();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await link.hover();
  await expect.poll(() => scripts.length, { timeout: 5_000 }).toBeGreaterThan(0);
});

test('the footer keeps its server HTML while the page starts, and its links move by the router', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  const footer = page.locator('[data-static-region="footer"]');
  const [state] = await reactOwnership(page, '[data-static-region="footer"]');
  expect(state?.nodes).toBeGreaterThan(20);
  expect(state?.react).toBe(0);
  expect(state?.self).toBe(true);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = footer.locator('a[href="/docs/security"]');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/security$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // On the new page the footer is React's own, with the same links.
  await expect(footer.locator('a[href="/docs/introduction"]')).toBeVisible();
  expect(console.errors).toEqual([]);
});

test('a plain table keeps its server rows while the page starts; its box still becomes a named region when narrow', async ({
  page,
}) => {
  const console = watchConsole(page);
  // Just wider than a phone, where wide tables are cards (tests/e2e/tables.spec.ts): the guide's
  // ten-row table still scrolls sideways there.
  await page.setViewportSize({ width: 600, height: 844 });
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const tables = await reactOwnership(page, '[data-static-table]');
  expect(tables.length).toBeGreaterThan(0);
  for (const table of tables) {
    expect(table.nodes).toBeGreaterThan(0);
    expect(table.react).toBe(0);
  }
  const region = page.getByRole('region', { name: /Таблица, прокручивается по горизонтали/ });
  await expect(region.first()).toHaveAttribute('tabindex', '0');
  expect(console.errors).toEqual([]);
});
