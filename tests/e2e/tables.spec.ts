/**
 * Wide Markdown tables on a phone (plugins/tables, src/components/ScrollableTable): each row a
 * card with every value under its column's name, nothing hidden behind a sideways scroll, and the
 * same table to a screen reader.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { PHONE_MAX_WIDTH_PX, STACKED_TABLES } from '../../src/config/constants';
import { waitForHydration, watchConsole } from './helpers';

/** A page whose troubleshooting table («Симптом», «Причина», «Что делать») is 3 columns wide. */
const TROUBLESHOOTING = '/docs/services/api-management/api-providers/add-provider';
/** A permissions matrix: a long first column, then columns of ✓ and —. */
const MATRIX = '/docs/services/api-registry/role-model';
/**
 * Pages whose two-column tables were the widest at 390 px in the body's type (37–47 px too wide):
 * names kept whole, like «magistral-registry-admin», and words joined by no-break spaces.
 */
const TWO_COLUMNS = [MATRIX, '/docs/modules/identity-provider'];

const PHONE = { width: 390, height: 844 };

/** The column names of a table and, per body row, each cell's `data-label`. */
function labels(table: Locator) {
  return table.evaluate((el: HTMLTableElement) => ({
    headers: Array.from(el.tHead!.rows[0].cells, (th) =>
      th.textContent!.replace(/\s+/g, ' ').trim(),
    ),
    rows: Array.from(el.tBodies[0].rows, (row) =>
      Array.from(row.cells, (td) => td.getAttribute('data-label')),
    ),
  }));
}

/**
 * Where a cell's value starts against its own content box, in lines: about 0 when it shares the
 * first line with its column's name, about 1 when it starts under it.
 */
function valueOffsetInLines(cell: Locator) {
  return cell.evaluate((td) => {
    const style = getComputedStyle(td);
    const contentTop = td.getBoundingClientRect().top + parseFloat(style.paddingTop);
    const range = document.createRange();
    range.selectNodeContents(td);
    const first = range.getClientRects()[0];
    return (first.top - contentTop) / parseFloat(style.lineHeight);
  });
}

async function openAt(page: Page, route: string, width: number) {
  await page.setViewportSize({ ...PHONE, width });
  await page.goto(route);
  await waitForHydration(page);
}

test(`on a phone a table of ${STACKED_TABLES.minColumns}+ columns shows its rows as cards, each value under its column's name`, async ({
  page,
}) => {
  const console = watchConsole(page);
  await openAt(page, TROUBLESHOOTING, PHONE.width);
  const table = page.locator('.markdown table.table-stacked').last();
  await table.scrollIntoViewIfNeeded();

  // Every body cell carries its column's name, and the card draws it above the value.
  const { headers, rows } = await labels(table);
  expect(headers).toEqual(['Симптом', 'Причина', 'Что делать']);
  for (const row of rows) expect(row).toEqual(headers);
  const firstCell = table.locator('tbody td').first();
  expect(await firstCell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain(
    'Симптом',
  );
  expect(await valueOffsetInLines(firstCell)).toBeGreaterThan(0.8);

  // Nothing is out of sight: the header row is hidden, the last column is inside the page, and
  // the box does not scroll (so it is no scroll region either).
  await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
  const viewport = page.viewportSize()!;
  for (const cell of await table.locator('tbody td').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  const scrollBox = table.locator('xpath=ancestor::div[contains(@class, "box")][1]');
  expect(await scrollBox.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(
    1,
  );
  await expect(scrollBox).not.toHaveAttribute('role', 'region');

  // Cards are separate boxes, one under another.
  const [first, second] = await table.locator('tbody tr').all();
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
  expect(console.errors).toEqual([]);
});

test('on a phone a screen reader still reads a table: column headers, and cells without the drawn names', async ({
  page,
}) => {
  await openAt(page, TROUBLESHOOTING, PHONE.width);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; ignored: boolean }[];
  };
  const named = (role: string) =>
    nodes
      .filter((node) => node.role?.value === role && !node.ignored)
      .map((node) => node.name?.value ?? '');
  expect(named('table').length).toBeGreaterThan(0);
  expect(named('columnheader')).toEqual(
    expect.arrayContaining(['Симптом', 'Причина', 'Что делать']),
  );
  const cells = named('cell');
  expect(cells.length).toBeGreaterThan(0);
  // The name drawn above a value (CSS generated content) is not read again as part of the cell.
  for (const name of cells) expect(name).not.toMatch(/^(Симптом|Причина|Что делать)/);
});

test('on a phone a short value shares the line of its name; a long one starts under it', async ({
  page,
}) => {
  await openAt(page, MATRIX, PHONE.width);
  const table = page.locator('.markdown table.table-stacked').first();
  const cells = table.locator('tbody tr').first().locator('td');
  const { headers } = await labels(table);
  expect(headers[0]).toBe('Действие');
  // «Действие» holds sentences; the role columns hold ✓ or —, left-aligned like the names.
  await expect(cells.first()).not.toHaveAttribute('data-short');
  expect(await valueOffsetInLines(cells.first())).toBeGreaterThan(0.8);
  const shortCells = await cells.all();
  for (const cell of shortCells.slice(1)) {
    await expect(cell).toHaveAttribute('data-short', '');
    await expect(cell).toHaveCSS('text-align', 'start');
    expect(Math.abs(await valueOffsetInLines(cell))).toBeLessThan(0.5);
  }
});

test('wider than a phone the same table is a table again: header row, cells side by side', async ({
  page,
}) => {
  await openAt(page, TROUBLESHOOTING, PHONE_MAX_WIDTH_PX + 1);
  const table = page.locator('.markdown table.table-stacked').last();
  await expect(table.locator('thead')).toBeVisible();
  await expect(table).toHaveCSS('display', 'table');
  const cells = await table.locator('tbody tr').first().locator('td').all();
  const boxes = await Promise.all(cells.map(async (cell) => (await cell.boundingBox())!));
  for (let k = 1; k < boxes.length; k++) {
    expect(boxes[k].y).toBeCloseTo(boxes[0].y, 0);
    expect(boxes[k].x).toBeGreaterThan(boxes[k - 1].x);
  }
  expect(await cells[0].evaluate((td) => getComputedStyle(td, '::before').content)).toBe('none');
});

test('on a phone a table of two columns stays a table and fits the page, nothing to scroll', async ({
  page,
}) => {
  for (const route of TWO_COLUMNS) {
    await openAt(page, route, PHONE.width);
    const tables = page.locator('.markdown table:not(.table-stacked)');
    expect(await tables.count()).toBeGreaterThan(0);
    for (const table of await tables.all()) {
      await expect(table.locator('thead')).toBeVisible();
      await expect(table).toHaveCSS('display', 'table');
      const box = table.locator('xpath=ancestor::div[contains(@class, "box")][1]');
      expect(
        await box.evaluate((el) => el.scrollWidth - el.clientWidth),
        `${route}: a two-column table scrolls sideways`,
      ).toBeLessThanOrEqual(1);
      await expect(box).not.toHaveAttribute('role', 'region');
    }
  }
});
