import { expect, test, type Page } from '@playwright/test';

import { waitForHydration, watchConsole } from './helpers';

const LONG_GUIDE = '/docs/services/api-management/guides/how-to-add-api-and-connect-to-it';

/**
 * Records every script element added to the page with a `src`, in order, until the page has
 * hydrated: webpack's chunk loader removes a chunk's element once it has run, so
 * `document.scripts` no longer shows them.
 */
async function recordAddedScripts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { addedScripts: string[] }).addedScripts = added;
    // Until the page has hydrated: what starts it. Later the app loads chunks on its own (image
    // zoom 1 s after a route update, code blocks near the screen), which on a busy machine can
    // come before the test reads the list.
    let hydrated = false;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          hydrated ||= document.documentElement.dataset.hasHydrated === 'true';
          continue;
        }
        record.addedNodes.forEach((node) => {
          if (!hydrated && node instanceof HTMLScriptElement && node.src) added.push(node.src);
        });
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { addedScripts: string[] }).addedScripts.filter((src) =>
        src.startsWith(location.origin),
      ),
    );
}

/**
 * Notes when window.docusaurus is set (main.js's entry sets it): the time, and the script being
 * evaluated at that moment (null outside a script's own run).
 */
async function watchDocusaurusSet(
  page: Page,
): Promise<() => Promise<{ at?: number; during?: string | null }>> {
  await page.addInitScript(() => {
    const w = window as unknown as { docusaurusSet?: { at: number; during: string | null } };
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      set(value) {
        const script = document.currentScript as HTMLScriptElement | null;
        w.docusaurusSet = { at: performance.now(), during: script ? script.src : null };
        Object.defineProperty(window, 'docusaurus', { value, writable: true, configurable: true });
      },
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { docusaurusSet?: { at: number; during: string | null } })
          .docusaurusSet ?? {},
    );
}

const scriptPreloads = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
      (link) => ({ href: link.href, priority: link.getAttribute('fetchpriority') }),
    ),
  );

test('the page paints before any of its scripts runs, and then hydrates', async ({ page }) => {
  const console = watchConsole(page);
  // main.js sets window.docusaurus when it runs: note the time.
  const docusaurusSet = await watchDocusaurusSet(page);
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  const mainRanAt = (await docusaurusSet()).at;
  expect(firstPaint).toBeGreaterThan(0);
  expect(mainRanAt).toBeGreaterThan(firstPaint as number);
  expect(console.errors).toEqual([]);
});

test('page scripts are preloaded early at low priority and run in order, once', async ({
  page,
}) => {
  const addedScripts = await recordAddedScripts(page);
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  const preloads = await scriptPreloads(page);
  expect(preloads.length).toBeGreaterThan(1);
  expect(preloads.every((link) => link.priority === 'low')).toBe(true);
  // The runtime first, then main, then the page's chunks: the order of the preloads (other
  // scripts, as the Metrika tag or lazy chunks, may come anywhere).
  const hrefs = preloads.map((link) => link.href);
  const added = await addedScripts();
  expect(added.filter((src) => hrefs.includes(src))).toEqual(hrefs);
  expect(preloads[0]!.href).toMatch(/runtime~main/);
  expect(new Set(added).size).toBe(added.length);
});

test('no «site did not load properly» banner: the scripts run after DOMContentLoaded', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});

test("a doc page preloads its route's chunks: main.js adds no script of its own to start", async ({
  page,
}) => {
  const addedScripts = await recordAddedScripts(page);
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const preloads = (await scriptPreloads(page)).map((link) => link.href);
  // The entry and the route: the doc component, the page's content, the docs' layout and data.
  expect(preloads.length).toBeGreaterThan(4);
  expect(await addedScripts()).toEqual(preloads);
});

test('main.js runs the app in later tasks, not in its own evaluation', async ({ page }) => {
  // Upstream's entry sets window.docusaurus while main.js is being evaluated (currentScript is
  // main.js); plugins/light-start/clientEntry.tsx sets it in a later task, after React DOM.
  const docusaurusSet = await watchDocusaurusSet(page);
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const setDuring = (await docusaurusSet()).during;
  expect(setDuring).toBeNull();
  expect(await page.evaluate(() => typeof window.docusaurus?.preload)).toBe('function');
});
