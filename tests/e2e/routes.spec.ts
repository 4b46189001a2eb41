import { expect, test } from '@playwright/test';

import { allDocRoutes, watchConsole } from './helpers';

const DOC_ROUTES = allDocRoutes();
const TAG_PATHS = [
  'api-management',
  'magistral',
  'concepts',
  'modules',
  'services',
  'how-to',
  'api-registry',
  'security',
];

test('the spec lists 66 documentation pages', () => {
  expect(DOC_ROUTES).toHaveLength(66);
});

test.describe('every documentation page', () => {
  for (const route of DOC_ROUTES) {
    test(`${route} is served with its title, description and sidebar place`, async ({
      page,
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const console = watchConsole(page);
      await page.goto(route);
      const h1 = page.locator('article h1').first();
      await expect(h1).toBeVisible();
      const heading = (await h1.textContent())?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(3);
      await expect(page).toHaveTitle(`${heading} | Магистраль`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(
        page.locator('.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]'),
      ).toHaveCount(1);
      await expect(page.locator('.theme-doc-markdown p').first()).toBeVisible();
      expect(console.errors).toEqual([]);
    });
  }
});

test('/docs leads to the introduction, the main doc', async ({ page }) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/introduction$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('category folders have no pages of their own', async ({ request }) => {
  for (const path of ['/docs/concepts', '/docs/services/api-management/keys', '/docs/modules']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('tags index and every tag page exist', async ({ page }) => {
  await page.goto('/docs/tags');
  await expect(page.locator('h1')).toBeVisible();
  for (const tag of TAG_PATHS) {
    await page.goto(`/docs/tags/${tag}`);
    await expect(page.locator('article a, main a[href^="/docs/"]').first()).toBeVisible();
  }
});

test('.html and /index.html paths show the clean path', async ({ page }) => {
  await page.goto('/docs/security.html');
  await expect(page).toHaveURL(/\/docs\/security$/);
  await expect(page.locator('article h1')).toBeVisible();
  await page.goto('/docs/security/index.html');
  await expect(page).toHaveURL(/\/docs\/security$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('an unknown path shows the Russian not-found page with status 404 and a way home', async ({
  page,
}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sitemap lists the docs but no tag pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/docs/concepts/MOVE-plugin');
  expect(sitemap).toContain('/docs/services/api-management/synchronous-api/api-uptime-enable');
  expect(sitemap).not.toContain('/docs/tags');
});

test('the site is indexable and Russian', async ({ page }) => {
  await page.goto('/docs/introduction');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
});

test('table of contents covers heading levels 2 to 5', async ({ page }) => {
  await page.goto('/docs/services/api-management/guides/how-to-add-api-and-connect-to-it');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
  const headingLevels = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(decodeURIComponent(id))?.tagName),
    tocTargets,
  );
  expect(headingLevels.length).toBeGreaterThan(3);
  for (const level of headingLevels) expect(['H2', 'H3', 'H4', 'H5']).toContain(level);
  expect(headingLevels).toContain('H3');
});

test('docs pages are the current version, with breadcrumbs', async ({ page }) => {
  await page.goto('/docs/services/api-management/keys/add-key');
  await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
  await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute(
    'content',
    'current',
  );
});
