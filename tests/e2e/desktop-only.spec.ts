import { expect, test } from '@playwright/test';

import { reactOwnershipTotal as reactState, waitForHydration, watchConsole } from './helpers';

/** A page with both a docs sidebar and a long table of contents. */
const LONG_GUIDE = '/docs/services/api-management/guides/how-to-add-api-and-connect-to-it';
/** The desktop one: the phone menu has a `.theme-doc-sidebar-menu` of its own. */
const SIDEBAR = '.theme-doc-sidebar-container .theme-doc-sidebar-menu';
const TOC = '.theme-doc-toc-desktop';

test('on a phone the hidden desktop sidebar and table of contents are not hydrated, and come alive on a wide window', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  for (const part of [SIDEBAR, TOC]) {
    const state = await reactState(page, part);
    expect(state.nodes, `${part} is in the page as the server wrote it`).toBeGreaterThan(10);
    expect(state.react, `${part} is left to the server HTML`).toBe(0);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await reactState(page, SIDEBAR)).react).toBeGreaterThan(10);
  expect((await reactState(page, TOC)).react).toBeGreaterThan(10);
  // The live sidebar works: a category opens, a link moves by the router.
  const category = page.locator(`${SIDEBAR} a.menu__link--sublist`, { hasText: 'Концепции' });
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  // The live table of contents works: a heading link scrolls and updates the address.
  const tocLink = page.locator(`${TOC} a`).nth(2);
  const hash = await tocLink.getAttribute('href');
  await tocLink.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  expect(console.errors).toEqual([]);
});

test('on a wide window the sidebar and table of contents are hydrated from the start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  for (const part of [SIDEBAR, TOC]) {
    const state = await reactState(page, part);
    expect(state.react, `${part} belongs to React`).toBe(state.nodes);
  }
});
