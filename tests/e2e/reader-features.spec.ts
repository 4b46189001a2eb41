/**
 * What readers of good API docs expect (issue 7): page feedback, Markdown copies and llms.txt,
 * the date of the last change, sharing metadata and structured data, and a clean print.
 */
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { formatLastUpdated } from '../../src/features/freshness/lastUpdated';
import { METRIKA_TEST_ID, SITE_URL } from './env';
import { allDocRoutes, switchTheme, waitForHydration, watchConsole } from './helpers';

type Call = unknown[];

async function goals(page: Page): Promise<Call[]> {
  const calls = await page.evaluate(
    () => ((window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? []) as unknown[][],
  );
  return calls.filter((call) => call[1] === 'reachGoal');
}

function feedback(page: Page) {
  return page.getByRole('region', { name: 'Отзыв о странице' });
}

async function openDoc(page: Page, route: string) {
  await page.goto(route);
  await waitForHydration(page);
}

test.describe('page feedback', () => {
  test('«Да» thanks the reader, sends a Metrika goal with the page, and is remembered', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await openDoc(page, '/docs/security');
    const block = feedback(page);
    await expect(block.getByRole('group', { name: 'Была ли страница полезной?' })).toBeVisible();
    await block.getByRole('button', { name: 'Да' }).click();
    await expect(block.getByRole('status')).toHaveText('Спасибо за отзыв!');
    await expect(block.getByRole('button', { name: 'Да' })).toHaveCount(0);
    await expect(block).toBeFocused();

    expect(await goals(page)).toContainEqual([
      Number(METRIKA_TEST_ID),
      'reachGoal',
      'docs_feedback_yes',
      { page: '/docs/security', answer: 'yes' },
    ]);

    await page.reload();
    await waitForHydration(page);
    await expect(feedback(page)).toContainText('Вы уже оценили эту страницу');
    await expect(feedback(page).getByRole('button', { name: 'Да' })).toHaveCount(0);
    expect(await goals(page)).toEqual([]); // nothing sent again
    // Another page asks again: one answer per page.
    await openDoc(page, '/docs/introduction');
    await expect(feedback(page).getByRole('button', { name: 'Нет' })).toBeVisible();
    expect(console.errors).toEqual([]);
  });

  test('«Нет» opens the reasons and a comment; both go to Metrika with the page', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await openDoc(page, '/docs/concepts/throttling');
    const block = feedback(page);
    await block.getByRole('button', { name: 'Нет' }).click();

    const reasons = block.getByRole('group', { name: 'Что пошло не так?' });
    for (const reason of ['Не нашёл ответ', 'Ошибка в инструкции', 'Устарело', 'Сложно понять']) {
      await expect(reasons.getByRole('radio', { name: reason })).toBeVisible();
    }
    await expect(reasons.getByRole('radio', { name: 'Не нашёл ответ' })).toBeFocused();
    await reasons.getByRole('radio', { name: 'Ошибка в инструкции' }).check();
    await block
      .getByRole('textbox', { name: 'Комментарий (необязательно)' })
      .fill('  В примере   лимит 100, а в таблице 120 ');
    await block.getByRole('button', { name: 'Отправить' }).click();
    await expect(block.getByRole('status')).toHaveText(
      'Спасибо! Учтём ваш ответ, когда будем дорабатывать страницу.',
    );

    const sent = await goals(page);
    expect(sent).toContainEqual([
      Number(METRIKA_TEST_ID),
      'reachGoal',
      'docs_feedback_no',
      { page: '/docs/concepts/throttling', answer: 'no' },
    ]);
    expect(sent).toContainEqual([
      Number(METRIKA_TEST_ID),
      'reachGoal',
      'docs_feedback_reason',
      {
        page: '/docs/concepts/throttling',
        answer: 'no',
        reason: 'wrong-instructions',
        comment: 'В примере лимит 100, а в таблице 120',
      },
    ]);

    const stored = await page.evaluate(() =>
      localStorage.getItem('magistral.feedback:/docs/concepts/throttling'),
    );
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      answer: 'no',
      reason: 'wrong-instructions',
    });
    await page.reload();
    await waitForHydration(page);
    await expect(feedback(page)).toContainText('Вы уже оценили эту страницу');
    expect(console.errors).toEqual([]);
  });

  test('works from the keyboard alone', async ({ page }) => {
    await openDoc(page, '/docs/modules/audit');
    const no = feedback(page).getByRole('button', { name: 'Нет' });
    await no.focus();
    await page.keyboard.press('Enter');
    await expect(feedback(page).getByRole('radio', { name: 'Не нашёл ответ' })).toBeFocused();
    await page.keyboard.press('ArrowDown'); // radio groups move and check with arrows
    await expect(feedback(page).getByRole('radio', { name: 'Ошибка в инструкции' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Нет примера');
    await page.keyboard.press('Tab');
    await expect(feedback(page).getByRole('button', { name: 'Отправить' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(feedback(page).getByRole('status')).toContainText('Спасибо');
    await expect(feedback(page)).toBeFocused();
  });

  test('without a counter the reader is still thanked, and storage that throws breaks nothing', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openDoc(page, '/docs/modules/logging');
    // As with no counter id: no `ym` at all, so nothing can be sent.
    await page.evaluate(() => delete (window as { ym?: unknown }).ym);
    await feedback(page).getByRole('button', { name: 'Да' }).click();
    await expect(feedback(page).getByRole('status')).toHaveText('Спасибо за отзыв!');
    expect(errors).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no accessibility violations in the ${theme} theme, with the reasons open`, async ({
      page,
    }) => {
      await openDoc(page, '/docs/security');
      await switchTheme(page, theme);
      const scan = () =>
        new AxeBuilder({ page })
          .include('.magistral-page-feedback')
          .include('.magistral-page-actions')
          .analyze();
      expect((await scan()).violations).toEqual([]);
      await feedback(page).getByRole('button', { name: 'Нет' }).click();
      expect((await scan()).violations).toEqual([]);
    });
  }
});

test.describe('Markdown for people and AI tools', () => {
  test('every doc page has a clean Markdown copy at its address + .md', async ({ request }) => {
    const response = await request.get('/docs/services/api-management/keys/add-key.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/text\/markdown/);
    const markdown = await response.text();
    expect(markdown.startsWith('# Создание ключа API\n\n> ')).toBe(true);
    expect(markdown).toContain('### Консоль'); // a tab became a sub-heading
    expect(markdown).toContain('> **Внимание. Ключ показывается один раз**'); // an admonition
    expect(markdown).toContain(`](${SITE_URL}/docs/services/api-management/keys/delete-key)`);
    // MDX is gone from the prose; code blocks keep their own text (a Python `import os` stays).
    const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
    expect(prose).not.toMatch(/^import |<Tabs|<TabItem|^:::|\{#[\w-]+\}/m);
    expect(markdown).toContain('```python'); // the client code tabs kept as code
    expect(markdown).not.toContain('sidebar_position');

    const images = await (await request.get('/docs/security.md')).text();
    expect(images).toMatch(new RegExp(`!\\[[^\\]]+\\]\\(${SITE_URL}/img/docs/overview/`));
  });

  test('llms.txt lists all 66 pages with their descriptions, and every link works', async ({
    request,
  }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith('# Магистраль\n\n> ')).toBe(true);
    expect(text).toMatch(/^## /m);
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)];
    expect(links).toHaveLength(66);
    const urls = links.map((link) => link[2]);
    for (const route of allDocRoutes()) expect(urls).toContain(`${SITE_URL}${route}.md`);
    for (const url of urls) {
      expect((await request.get(url.slice(SITE_URL.length))).status(), url).toBe(200);
    }

    const full = await (await request.get('/llms-full.txt')).text();
    expect(full.startsWith('# Магистраль\n\n> ')).toBe(true);
    expect(full.match(/^Страница на сайте: /gm)).toHaveLength(66);
    expect(full).toContain('# Введение в «Магистраль»');
  });

  test.describe('page actions', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('«Скопировать как Markdown» puts the page Markdown in the clipboard', async ({
      page,
      request,
    }) => {
      const console = watchConsole(page);
      await openDoc(page, '/docs/security');
      const actions = page.locator('.magistral-page-actions');
      await actions.getByRole('button', { name: 'Скопировать как Markdown' }).click();
      await expect(actions.getByRole('status')).toHaveText(
        'Markdown страницы скопирован в буфер обмена',
      );
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(await (await request.get('/docs/security.md')).text());
      expect(console.errors).toEqual([]);
    });

    test('«Открыть как Markdown» leads to the Markdown copy', async ({ page }) => {
      await openDoc(page, '/docs/concepts/api');
      const link = page.getByRole('link', { name: 'Открыть как Markdown' });
      await expect(link).toHaveAttribute('href', '/docs/concepts/api.md');
      const response = await page.goto('/docs/concepts/api.md');
      expect(await response?.text()).toMatch(/^# /);
    });

    test('a missing Markdown copy gives a Russian message, not a stuck button', async ({
      page,
    }) => {
      await page.route('**/docs/security.md', (route) => route.fulfill({ status: 404 }));
      await openDoc(page, '/docs/security');
      const actions = page.locator('.magistral-page-actions');
      await actions.getByRole('button', { name: 'Скопировать как Markdown' }).click();
      await expect(actions.getByRole('status')).toHaveText(/^Не удалось скопировать/);
    });

    test('on a phone the copy button keeps its full name', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openDoc(page, '/docs/security');
      const button = page.getByRole('button', { name: 'Скопировать как Markdown' });
      await expect(button).toBeVisible();
      expect((await button.innerText()).trim()).toBe('Скопировать'); // the short label shows
      await expect(page.getByRole('link', { name: 'Открыть как Markdown' })).toBeVisible();
    });
  });
});

test('«Обновлено:» shows the date of the last commit of the page, in Russian', async ({ page }) => {
  await openDoc(page, '/docs/security');
  const line = page.locator('.theme-last-updated');
  await expect(line).toHaveText(
    /^Обновлено: \d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4} г\.$/,
  );
  const committed = Number(
    execFileSync('git', ['log', '-1', '--format=%ct', '--', 'docs/security.md'], {
      encoding: 'utf8',
    }).trim(),
  );
  await expect(line).toHaveText(`Обновлено: ${formatLastUpdated(committed * 1000)}`);
  await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});

test.describe('sharing', () => {
  test('doc pages carry their own Open Graph and Twitter tags and the social card', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/security');
    // The server HTML has the page's tags; while hydrating, the head manager briefly applies the
    // site-wide ones (og:title «Магистраль») before the page's own. Read the settled head.
    await waitForHydration(page);
    const meta = (attr: string, value: string) =>
      page.locator(`head meta[${attr}="${value}"]`).getAttribute('content');
    const description = await meta('name', 'description');
    expect(description?.length).toBeGreaterThan(40);
    expect(await meta('property', 'og:title')).toBe('Безопасность платформы | Магистраль');
    expect(await meta('property', 'og:description')).toBe(description);
    expect(await meta('property', 'og:type')).toBe('article');
    expect(await meta('property', 'og:url')).toBe(`${SITE_URL}/docs/security`);
    expect(await meta('property', 'og:site_name')).toBe('Магистраль');
    expect(await meta('property', 'og:image')).toBe(`${SITE_URL}/img/social-card.png`);
    expect(await meta('property', 'og:image:width')).toBe('1200');
    expect(await meta('property', 'og:image:height')).toBe('630');
    expect(await meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(await meta('name', 'twitter:title')).toBe('Безопасность платформы | Магистраль');
    expect(await meta('name', 'twitter:description')).toBe(description);
    await expect(page.locator('head meta[property="og:type"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/docs/security.md`,
    );

    const card = await request.get('/img/social-card.png');
    expect(card.status()).toBe(200);
    const png = await card.body();
    expect(png.readUInt32BE(16)).toBe(1200); // IHDR width
    expect(png.readUInt32BE(20)).toBe(630); // IHDR height
  });

  test('doc pages describe their breadcrumbs as JSON-LD for search engines', async ({
    page,
    request,
  }) => {
    const route = '/docs/services/api-management/keys/add-key';
    const breadcrumbLists = (scripts: string[]) =>
      scripts
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .filter((data) => data['@type'] === 'BreadcrumbList');

    // What a crawler reads: the static HTML.
    const html = await (await request.get(route)).text();
    const inHtml = breadcrumbLists(
      [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([^<]*)<\/script>/g)].map(
        (match) => match[1],
      ),
    );
    expect(inHtml).toHaveLength(1);
    const items = inHtml[0].itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual([
      'Магистраль',
      'Сервисы',
      'Управление API',
      'Создать ключ',
    ]);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(items[0].item).toBe(`${SITE_URL}/`);
    expect(items[3].item).toBe(`${SITE_URL}${route}`);
    for (const item of items) expect(item.item.startsWith(SITE_URL)).toBe(true);

    // After hydration the page still holds exactly one such list.
    await openDoc(page, route);
    await expect
      .poll(async () =>
        breadcrumbLists(
          await page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? '{}')),
        ),
      )
      .toEqual(inHtml);
  });
});

test.describe('print', () => {
  test('a doc page prints the article alone, with link addresses and fitted diagrams', async ({
    page,
  }) => {
    await openDoc(page, '/docs/security');
    await page.emulateMedia({ media: 'print' });
    for (const selector of [
      '.navbar',
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.theme-doc-breadcrumbs',
      '.magistral-page-actions',
      '.magistral-page-feedback',
      '.pagination-nav',
      '.footer',
      'div[class^="announcementBar"]',
    ]) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.theme-last-updated')).toBeVisible();

    const after = await page
      .locator('.markdown a[href^="/docs/"]')
      .first()
      .evaluate((link) => ({
        href: link.getAttribute('href'),
        content: getComputedStyle(link, '::after').content,
      }));
    expect(after.content).toBe(`" (${after.href})"`);

    const fits = await page.evaluate(() => {
      const article = document.querySelector('article') as HTMLElement;
      const width = article.getBoundingClientRect().width;
      return Array.from(document.querySelectorAll<HTMLImageElement>('.markdown img')).every(
        (img) => img.getBoundingClientRect().width <= width + 1,
      );
    });
    expect(fits).toBe(true);
  });

  test('the demo modal does not print', async ({ page }) => {
    await openDoc(page, '/docs/introduction');
    await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('on a phone the previous and next page cards stand one above the other, titles whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // «Поставщик удостоверений» and «Мониторинг»: side by side the first title split mid-word.
  await page.goto('/docs/modules/logging');
  const prev = page.locator('.pagination-nav__link--prev');
  const next = page.locator('.pagination-nav__link--next');
  const [a, b] = [(await prev.boundingBox())!, (await next.boundingBox())!];
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
  expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
  expect(a.width).toBeGreaterThan(300);
  // No word of a title is split across lines: each line break falls at a space.
  const splitWords = await page.locator('.pagination-nav__label').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const range = document.createRange();
      const text = label.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const value = text.textContent ?? '';
      const split: string[] = [];
      for (let i = 1; i < value.length; i += 1) {
        if (value[i - 1] === ' ' || value[i] === ' ') continue;
        range.setStart(text, i - 1);
        range.setEnd(text, i);
        const before = range.getBoundingClientRect().top;
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        if (range.getBoundingClientRect().top > before + 2) split.push(value.slice(0, i + 1));
      }
      return split;
    }),
  );
  expect(splitWords).toEqual([]);
});

test('on a phone a table that scrolls sideways shades the edge its hidden columns are behind', async ({
  page,
}) => {
  const shades = (frame: Locator) =>
    frame.evaluate((el) => ({
      left: Number(getComputedStyle(el, '::before').opacity),
      right: Number(getComputedStyle(el, '::after').opacity),
    }));

  // A two-column table a little wider than the narrowest phone's column, 320 px (wider tables
  // become cards on a phone, and at 390 px two columns fit: tables.spec.ts).
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/docs/modules/identity-provider');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: /Таблица, прокручивается по горизонтали/ });
  await expect(region).toHaveCount(1);
  await expect(region.locator('table')).not.toHaveClass(/table-stacked/);
  // The frame around the table's scroll box (src/components/ScrollableTable), kept by a mark:
  // the box stops being a region once the table fits.
  await region.evaluate((box) => box.parentElement!.setAttribute('data-test-frame', ''));
  const frame = page.locator('[data-test-frame]');
  await expect.poll(() => shades(frame)).toEqual({ left: 0, right: 1 });
  await region.evaluate((box) => (box.scrollLeft = 20));
  await expect.poll(() => shades(frame)).toEqual({ left: 1, right: 1 });
  await region.evaluate((box) => (box.scrollLeft = box.scrollWidth));
  await expect.poll(() => shades(frame)).toEqual({ left: 1, right: 0 });

  // The same table fits a desktop column: no shade, no scrolling.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => shades(frame)).toEqual({ left: 0, right: 0 });
  await expect(region).toHaveCount(0);
});
