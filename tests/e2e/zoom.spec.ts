import { expect, test, type Page } from '@playwright/test';

import { switchTheme, waitForHydration } from './helpers';

const PAGE_WITH_IMAGE = '/docs/introduction';

async function zoomableImage(page: Page) {
  const image = page.locator('.markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/, { timeout: 5000 });
  return image;
}

/** medium-zoom ignores close requests during its 300 ms opening animation. */
async function openZoom(page: Page) {
  const image = await zoomableImage(page);
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await page.waitForTimeout(400);
}

test('images in article content become zoomable about 1000 ms after the route update', async ({
  page,
}) => {
  // Timed inside the page, so a busy test machine cannot stretch the clock: from the route update
  // (the client module's User Timing mark, src/clientModules/imageZoom.ts) to the moment the
  // first article image is attached.
  await page.addInitScript(() => {
    const times = {} as { attached?: number };
    (window as unknown as { zoomTimes: typeof times }).zoomTimes = times;
    new MutationObserver(() => {
      if (
        times.attached === undefined &&
        document.querySelector('.markdown img.medium-zoom-image')
      ) {
        times.attached = performance.now();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
  });
  await page.goto(PAGE_WITH_IMAGE);
  await waitForHydration(page);
  const image = page.locator('.markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/, { timeout: 5000 });
  const times = await page.evaluate(() => ({
    attached: (window as unknown as { zoomTimes: { attached: number } }).zoomTimes.attached,
    routeUpdates: performance
      .getEntriesByName('magistral:image-zoom:route-update')
      .map((mark) => mark.startTime),
  }));
  expect(times.routeUpdates).toHaveLength(1);
  const delay = times.attached - times.routeUpdates[0]!;
  expect(delay).toBeGreaterThanOrEqual(990);
  expect(delay).toBeLessThan(3000);
  // Only article images: the navbar logo is left alone.
  await expect(page.locator('.navbar img.medium-zoom-image')).toHaveCount(0);
});

test('light theme: white background, 60 px margin on desktop; Escape closes', async ({ page }) => {
  await page.goto(PAGE_WITH_IMAGE);
  const image = await zoomableImage(page);
  await image.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(overlay).toBeVisible();
  expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  const zoomed = await page.locator('.medium-zoom-image--opened').boundingBox();
  const viewport = page.viewportSize()!;
  expect(zoomed!.x).toBeGreaterThanOrEqual(59);
  expect(zoomed!.x + zoomed!.width).toBeLessThanOrEqual(viewport.width - 59);
  // Escape closes it (medium-zoom ignores keys until its opening animation has ended).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 5000 });
});

test('dark theme: dark grey background, following a theme switch', async ({ page }) => {
  await page.goto(PAGE_WITH_IMAGE);
  await waitForHydration(page);
  await switchTheme(page, 'dark');
  const image = await zoomableImage(page);
  await image.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(overlay).toBeVisible();
  expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(27, 27, 29)',
  );
});

test('scrolling 40 px closes the zoomed image', async ({ page }) => {
  await page.goto(PAGE_WITH_IMAGE);
  await openZoom(page);
  await page.mouse.wheel(0, 120);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('images of a page reached by client navigation are attached too, once', async ({ page }) => {
  await page.goto('/docs/security');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/introduction"]').click();
  const image = await zoomableImage(page);
  await image.click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  await page.keyboard.press('Escape');
});

test.describe('on mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('no margin around the zoomed image', async ({ page }) => {
    await page.goto(PAGE_WITH_IMAGE);
    const image = await zoomableImage(page);
    await image.click();
    const zoomed = await page.locator('.medium-zoom-image--opened').boundingBox();
    await page.waitForTimeout(400);
    const settled = await page.locator('.medium-zoom-image--opened').boundingBox();
    expect(Math.round(settled!.width)).toBeGreaterThanOrEqual(389);
    expect(zoomed).not.toBeNull();
  });
});
