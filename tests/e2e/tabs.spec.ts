import { expect, test } from '@playwright/test';

import { waitForHydration, watchConsole } from './helpers';

// Both pages have a «way» tab group: «Консоль» (default) and «API администрирования».
const FIRST = '/docs/services/api-management/keys/add-key';
const SECOND = '/docs/services/api-management/policies/add-policy';

test('tab groups hydrate in place: the server markup is not rebuilt after load', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedTabGroups: string[] }).removedTabGroups = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && node.matches('.tabs-container')) removed.push('group');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(FIRST);
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(
      () => (window as unknown as { removedTabGroups: string[] }).removedTabGroups.length,
    ),
  ).toBe(0);
  expect(console.errors).toEqual([]);
});

test('a chosen tab works at once and is remembered on the next page of the group', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto(FIRST);
  await waitForHydration(page);
  const group = page.locator('.tabs-container').first();
  const apiTab = group.getByRole('tab', { name: 'API администрирования' });
  await apiTab.click();
  await expect(apiTab).toHaveAttribute('aria-selected', 'true');
  // This group's own panels (its «API администрирования» panel holds a group of client code tabs).
  await expect(group.locator(':scope > div > [role="tabpanel"]:not([hidden])')).toHaveCount(1);

  // A full load of another page: the remembered choice is applied after hydration.
  await page.goto(SECOND);
  await waitForHydration(page);
  const next = page.locator('.tabs-container').first();
  await expect(next.getByRole('tab', { name: 'API администрирования' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(next.getByRole('tab', { name: 'Консоль' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  expect(console.errors).toEqual([]);
});

test('arrow keys move between tabs, Enter selects', async ({ page }) => {
  await page.goto(FIRST);
  await waitForHydration(page);
  const group = page.locator('.tabs-container').first();
  const consoleTab = group.getByRole('tab', { name: 'Консоль' });
  const apiTab = group.getByRole('tab', { name: 'API администрирования' });
  await consoleTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(apiTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(apiTab).toHaveAttribute('aria-selected', 'true');
});
