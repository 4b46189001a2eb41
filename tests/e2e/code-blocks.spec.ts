import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

import { codeThemeDark } from '../../src/config/codeThemes';
import { tokenStyle } from '../../src/features/codeBlocks/plainTokens';

import { rememberTheme, switchTheme, waitForHydration, watchConsole } from './helpers';

/** Its first code block sits well below the first screen. */
const LONG_GUIDE = '/docs/services/api-management/guides/how-to-add-api-and-connect-to-it';

/** Script responses that carry the code block component (its copy button's classes). */
function watchCodeBlockChunk(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('copyButtonCopied')) loaded.push(response.url());
  });
  return loaded;
}

test('code blocks come highlighted in the HTML, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LONG_GUIDE);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('code')).toBeVisible();
  expect(await block.locator('span.token[class*=" "]').count()).toBeGreaterThan(0);
  // The server's lean form: coloured tokens only, no element per line or per plain token, nor
  // per token drawn in the block's own text colour in both themes (punctuation).
  await expect(block.locator('.token-line, span.token.plain, span.token.punctuation')).toHaveCount(
    0,
  );
  expect(await page.locator('article span.token.punctuation').count()).toBe(0);
  await context.close();
});

/** The first block's size and text in the server's HTML, laid out on screen, with no script. */
async function serverBlock(
  browser: Browser,
  width: number,
): Promise<{ size: { width: number; height: number }; text: string | null }> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(LONG_GUIDE);
  const block = page.locator('.theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  const size = await laidOutSize(block);
  const text = await block.locator('code').textContent();
  await context.close();
  return { size, text };
}

/**
 * A block's size once it is laid out. Until the next rendering update after it comes near, an
 * off-screen block still measures its stand-in height (content-visibility), and so does a block
 * the code has just replaced.
 */
async function laidOutSize(block: Locator): Promise<{ width: number; height: number }> {
  // Polled from outside: a page without scripts runs no animation frame callbacks.
  const measure = () =>
    block.evaluate((element) => {
      const laidOut = element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true });
      const { width, height } = element.getBoundingClientRect();
      return laidOut ? { width, height } : null;
    });
  // The size the poll saw: measuring again could meet a block just replaced.
  let size: { width: number; height: number } | null = null;
  await expect.poll(async () => (size = await measure())).not.toBeNull();
  return size!;
}

test('a block off screen is not laid out until it comes near, and stands in at about its height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const last = page.locator('article .theme-code-block').last();
  const skipped = () =>
    last.evaluate(
      (block) => !block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    );
  expect(await skipped()).toBe(true);
  const standIn = await last.evaluate((block) => block.getBoundingClientRect().height);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(skipped).toBe(false);
  // Measured once the code has replaced the server's block (a replaced element measures 0).
  await expect(last.getByRole('button', { name: 'Скопировать в буфер обмена' })).toHaveCount(1, {
    timeout: 10_000,
  });
  const laidOut = (await laidOutSize(last)).height;
  // The stand-in comes from the line count and the code font: the page below a block barely
  // moves when it renders (what is left is the browser's rounding of each line's height).
  expect(Math.abs(standIn - laidOut) / laidOut).toBeLessThan(0.01);
  // Its clip leaves room for the focus ring of the scrollable code inside (focused again until
  // the ring shows: the browser may apply the focus a frame later).
  const ringReach = async () => {
    await last.locator('pre').focus();
    return last.evaluate((block) => {
      const pre = block.querySelector('pre:focus-visible');
      if (!pre) return 0;
      const ring = getComputedStyle(pre);
      return parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset);
    });
  };
  await expect.poll(ringReach).toBeGreaterThan(0);
  const clipMargin = await last.evaluate((block) =>
    parseFloat(getComputedStyle(block).overflowClipMargin),
  );
  expect(clipMargin).toBeGreaterThanOrEqual(await ringReach());
});

test('printing lays out every code block', async ({ page }) => {
  await page.goto(LONG_GUIDE);
  await page.emulateMedia({ media: 'print' });
  const states = await page
    .locator('article .theme-code-block')
    .evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).contentVisibility));
  expect(states.length).toBeGreaterThan(5);
  expect(new Set(states)).toEqual(new Set(['visible']));
});

test('the code block code waits until a block comes near, then the block works', async ({
  page,
  browser,
}) => {
  const console = watchConsole(page);
  const chunk = watchCodeBlockChunk(page);
  const server = await serverBlock(browser, 1280);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  const serverText = await block.locator('code').textContent();
  expect(serverText).toBe(server.text);
  const serverSize = server.size;
  await page.waitForTimeout(1500);
  expect(chunk, 'no code block near the first screen, nothing loaded').toHaveLength(0);
  // The server's highlighted markup is still there, untouched, in the tabs too: no plain
  // stand-in anywhere.
  expect(await block.locator('code').textContent()).toBe(serverText);
  expect(await page.locator('[role="tabpanel"] .theme-code-block').count()).toBeGreaterThan(0);
  await expect(page.locator('.theme-code-block pre:not(.prism-code)')).toHaveCount(0);

  await block.scrollIntoViewIfNeeded();
  await expect.poll(() => chunk.length, { timeout: 10_000 }).toBe(1);
  await block.hover();
  const copy = block.getByRole('button', { name: 'Скопировать в буфер обмена' });
  await copy.click();
  await expect(block.getByRole('button', { name: 'Скопировано' })).toBeVisible();
  // The stock block drew the same text in the same box as the server's lean lines.
  await expect(block.locator('.token-line').first()).toBeVisible();
  expect(characters(await block.locator('code').textContent())).toBe(characters(serverText));
  const liveSize = await laidOutSize(block);
  expect(liveSize.height).toBe(serverSize.height);
  expect(liveSize.width).toBe(serverSize.width);
  expect(console.errors).toEqual([]);
});

test('in dark mode a block takes the dark code colors once its code is there', async ({ page }) => {
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  await switchTheme(page, 'dark');
  const block = page.locator('.theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await expect
    .poll(() => block.locator('pre').evaluate((pre) => getComputedStyle(pre).backgroundColor), {
      timeout: 10_000,
    })
    .toBe(hexToRgb(codeThemeDark.plain.backgroundColor as string));
});

test('in the dark theme a block is dark before its code has loaded', async ({ page }) => {
  const chunks = watchCodeBlockChunk(page);
  await rememberTheme(page, 'dark');
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const block = page.locator('.theme-code-block').first();
  // Still the server's HTML: nothing has asked for the code (the block is far below).
  expect(chunks).toEqual([]);
  await expect(block.locator('.token-line')).toHaveCount(0);
  const drawn = await block.evaluate((element) => ({
    background: getComputedStyle(element.querySelector('pre')!).backgroundColor,
    tokens: Array.from(element.querySelectorAll('span.token'), (token) => ({
      types: Array.from(token.classList).filter((name) => name !== 'token'),
      color: getComputedStyle(token).color,
    })),
  }));
  expect(drawn.background).toBe(hexToRgb(codeThemeDark.plain.backgroundColor as string));
  expect(drawn.tokens.length).toBeGreaterThan(3);
  for (const { types, color } of drawn.tokens) {
    const expected = tokenStyle(types, codeThemeDark).color ?? codeThemeDark.plain.color;
    expect(color, types.join(' ')).toBe(hexToRgb(expected as string));
  }
});

test('after moving to another page, its code blocks render highlighted', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.locator('article a[href="/docs/modules/audit"]').first().click();
  await expect(page).toHaveURL(/\/docs\/modules\/audit$/);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token-line').first()).toBeVisible({ timeout: 10_000 });
  await block.hover();
  await expect(block.getByRole('button', { name: 'Скопировать в буфер обмена' })).toBeAttached();
  expect(console.errors).toEqual([]);
});

/** A block's text without line ends: the stock block ends lines with elements, ours with "\n". */
function characters(text: string | null): string {
  return (text ?? '').replaceAll('\n', '');
}

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

test('code blocks inside tabs end up highlighted, with no plain stand-in', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/docs/configurations');
  await waitForHydration(page);
  const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
  await expect(panel.locator('.theme-code-block span.token').first()).toBeVisible({
    timeout: 10_000,
  });
  // The plain stand-in is gone from every tab.
  await expect(page.locator('[role="tabpanel"] pre:not(.prism-code)')).toHaveCount(0);
  expect(console.errors).toEqual([]);
});

test('on a phone a short inline code name stays on one line, alone or in a command; a long one still wraps', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const rectsOf = (text: string) =>
    page
      .locator('.markdown :not(pre) > code', { hasText: text })
      .first()
      .evaluate((code) => code.getClientRects().length);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/docs/services/api-management/description#gateway-errors-fix');
  // Every short name with a hyphen or slash on the page (--cert, X-API-Key, …), wherever it falls.
  const broken = await page
    .locator('.markdown :not(pre) > code.code-unbroken')
    .evaluateAll((codes) =>
      codes.filter((code) => code.getClientRects().length > 1).map((c) => c.textContent),
    );
  expect(broken).toEqual([]);
  expect(await rectsOf('--cert')).toBe(1);
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  // Commands with spaces break at the spaces, never inside «--clean» or «deployment/magistral-idp».
  await page.goto('/docs/configurations');
  const command = page.locator('.markdown :not(pre) > code', {
    hasText: 'pg_restore --clean -d magistral',
  });
  expect(await command.textContent()).toBe('pg_restore --clean -d magistral');
  const words = page.locator('.markdown :not(pre) > code > .code-unbroken');
  expect(await words.count()).toBeGreaterThan(10);
  const splitWords = await words.evaluateAll((spans) =>
    spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent),
  );
  expect(splitWords).toEqual([]);
  expect(await rectsOf('helm upgrade magistral')).toBeGreaterThan(1);
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  // A URL longer than the column wraps instead of pushing the page sideways.
  await page.goto('/docs/modules/identity-provider');
  expect(await rectsOf('/.well-known/openid-configuration')).toBeGreaterThan(1);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});

test('on a desktop the configuration table fits its column: long dotted names break after a dot', async ({
  page,
}) => {
  await page.goto('/docs/configurations');
  const table = page.locator('.markdown table').first();
  // How far the table's scroll box scrolls sideways (its wrapper for kept rows has no box).
  const overflow = await table.evaluate((t) => {
    let box = t.parentElement as HTMLElement;
    while (getComputedStyle(box).display === 'contents') box = box.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(1);
  const name = table.locator('code', { hasText: 'logging.detailedLog.maxDurationHours' });
  // A copied name is the name: the break points add no character.
  expect(await name.textContent()).toBe('logging.detailedLog.maxDurationHours');
  expect(await name.locator('wbr').count()).toBe(2);
});
