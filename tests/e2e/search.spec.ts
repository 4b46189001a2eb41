import { expect, test, type Page } from '@playwright/test';

import { waitForHydration, watchConsole } from './helpers';

test('the index loads lazily, on first use of the search box', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await page.getByRole('textbox', { name: 'Поиск по документации' }).focus();
  await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  expect(indexRequests[0]).toMatch(/search-index\.json\?_=\w+/);
});

test('the worker asks for the index head once, as it starts, and searches with it', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  const input = page.getByRole('textbox', { name: 'Поиск по документации' });
  await input.fill('сертификат');
  await expect(
    page.locator('.navbar__search [role="listbox"] [role="option"]:not(a)').first(),
  ).toBeVisible({ timeout: 10_000 });
  // The worker's first module asks for it (plugins/search/client/earlyHead.ts); the page's load
  // takes that download. An address built differently on the two sides would show as two.
  expect(indexRequests).toHaveLength(1);
  expect(indexRequests[0]).toMatch(/\/search-index\.json\?_=[0-9a-f]{8}$/);
});

test('the search worker is one script: it loads no chunk before it can ask for the index', async ({
  page,
}) => {
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  const worker = page.waitForEvent('worker');
  await page.getByRole('textbox', { name: 'Поиск по документации' }).focus();
  // A split-off chunk (lunr went to a vendors chunk once) is loaded by the worker's runtime
  // with importScripts, one more round trip before the index (plugins/search/workerChunk.ts).
  const script = await (await page.request.get((await worker).url())).text();
  expect(script).toContain('lunr');
  expect(script).not.toContain('importScripts');
});

test('Russian query finds the page, with at most 8 results and short snippets', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const input = page.getByRole('textbox', { name: 'Поиск по документации' });
  await input.fill('сертификат');
  // Results only: the «all results» link under them is an option of the listbox too.
  const suggestions = page.locator('.navbar__search [role="listbox"] [role="option"]:not(a)');
  await expect(suggestions.first()).toBeVisible({ timeout: 10_000 });
  expect(await suggestions.count()).toBeLessThanOrEqual(8);
  const texts = await suggestions.allTextContents();
  expect(texts.join(' ')).toMatch(/[Сс]ертификат/);
});

test('words glued, typed together or in Latin letters find what the words apart find', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // Located by class: once suggestions are open the input's role becomes combobox.
  const input = page.locator('input.navbar__search-input');
  const suggestions = page.locator('.navbar__search [role="listbox"] [role="option"]:not(a)');
  await input.fill('ключ сертификат');
  await expect(suggestions.first()).toBeVisible({ timeout: 10_000 });
  const apart = await suggestions.allTextContents();
  for (const glued of [
    'ключ,сертификат',
    'ключ/сертификат',
    'ключсертификат',
    // cspell:disable-next-line
    'klyuch sertifikat',
  ]) {
    await input.fill(glued);
    await expect.poll(() => suggestions.allTextContents(), { timeout: 10_000 }).toEqual(apart);
  }
});

test('English query finds pages too', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('OpenAPI');
  await expect(
    page.locator('.navbar__search [role="listbox"] [role="option"]').first(),
  ).toBeVisible({ timeout: 10_000 });
});

test('no match says so in Russian', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Поиск по документации' }).fill('абвгдежзик');
  await expect(page.getByText('Ничего не найдено')).toBeVisible({ timeout: 10_000 });
});

test('the search page lists results in Russian', async ({ page }) => {
  await page.goto('/search?q=%D0%BF%D0%BE%D0%BB%D0%B8%D1%82%D0%B8%D0%BA%D0%B0');
  await expect(
    page.getByRole('heading', { name: /Результаты поиска по запросу «политика»/ }),
  ).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText(/Найден\S* \d+ документ/)).toBeVisible();
});

/** Titles of the dropdown's results for a query typed into the navbar search. */
async function dropdownTitles(page: Page, query: string): Promise<string[]> {
  const input = page.locator('input.navbar__search-input');
  await input.fill('');
  await input.fill(query);
  // Results only: the «results for …» line is a disabled option too.
  const options = page.locator(
    '.navbar__search [role="listbox"] [role="option"]:not(.magistral-search-layout-hint)',
  );
  await expect(options.first()).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(150);
  return options.evaluateAll((list) =>
    list.map((o) =>
      // A page's own hit has no path line: nothing is added for it.
      `${o.querySelector('[class*="hitTitle"]')?.textContent ?? ''} ${o.querySelector('[class*="hitPath"]')?.textContent ?? ''}`.trim(),
    ),
  );
}

test.describe('what a Russian-speaking engineer means', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('inflected forms find the certificate pages; «удалить ключ» finds «Удаление ключа»', async ({
    page,
  }) => {
    for (const query of ['сертификаты', 'сертификата', 'сертификатов']) {
      expect((await dropdownTitles(page, query))[0]).toMatch(/сертификат/i);
    }
    expect((await dropdownTitles(page, 'удалить ключ')).slice(0, 3).join(' ')).toContain(
      'Удаление ключа',
    );
  });

  test('the keywords an author gave a page find its title, in the dropdown and on the search page', async ({
    page,
  }) => {
    const console = watchConsole(page);
    // «настройки платформы» is in the keywords of «Конфигурация платформы» (its title says
    // «конфигурация»), «единый вход» in those of the identity provider module. A bare «настройки»
    // is asked as well by the phrases of «Изменение настроек API на шлюзе» (since the phrase
    // batches of 1 December it comes first there) and, since the readers' phrases of 2 December,
    // of «Экспорт конфигурации API» (engineering/search.md; the old set records the same place):
    // the keyword keeps the platform's page in the first three.
    expect((await dropdownTitles(page, 'настройки платформы'))[0]).toContain(
      'Конфигурация платформы',
    );
    expect((await dropdownTitles(page, 'настройки')).slice(0, 3).join(' ')).toContain(
      'Конфигурация платформы',
    );
    expect((await dropdownTitles(page, 'единый вход')).slice(0, 3).join(' ')).toContain(
      'Модуль «Поставщик удостоверений»',
    );
    await page.goto('/search?q=' + encodeURIComponent('единый вход'));
    await expect(page.locator('article h2 a').first()).toBeVisible({ timeout: 10_000 });
    const titles = await page.locator('article h2').allTextContents();
    expect(titles.slice(0, 3).join(' ')).toContain('Поставщик удостоверений');
    expect(console.errors).toEqual([]);
  });

  test('a question finds the page that answers it: «как удалить API», «что такое MOVE»', async ({
    page,
  }) => {
    expect((await dropdownTitles(page, 'как удалить API'))[0]).toContain('Удаление API со шлюза');
    expect((await dropdownTitles(page, 'что такое MOVE')).slice(0, 3).join(' ')).toContain(
      'MOVE-плагин',
    );
  });

  test('ё and е are the same letter', async ({ page }) => {
    expect(await dropdownTitles(page, 'отключённый')).toEqual(
      await dropdownTitles(page, 'отключенный'),
    );
  });

  test('English and Russian synonyms, both ways', async ({ page }) => {
    expect((await dropdownTitles(page, 'certificate')).slice(0, 3).join(' ')).toMatch(
      /сертификат/i,
    );
    expect((await dropdownTitles(page, 'rate limit')).slice(0, 3).join(' ')).toMatch(
      /политик|Троттлинг/,
    );
    // The docs never say «заглушка»: only the synonym «mock» can find the page.
    expect((await dropdownTitles(page, 'заглушка')).slice(0, 3).join(' ')).toMatch(/mock/i);
  });

  test('a query typed in the wrong keyboard layout', async ({ page }) => {
    expect((await dropdownTitles(page, 'cthnbabrfn'))[0]).toMatch(/сертификат/i);
    await expect(page.locator('.navbar__search .magistral-search-layout-hint')).toHaveText(
      'Показаны результаты по запросу «сертификат»',
    );
    // Typed in the right layout: no such line.
    await dropdownTitles(page, 'сертификат');
    await expect(page.locator('.navbar__search .magistral-search-layout-hint')).toHaveCount(0);
    expect((await dropdownTitles(page, 'gjkbnbrf')).slice(0, 3).join(' ')).toMatch(/политик/i);
  });

  test('typos in longer words', async ({ page }) => {
    expect((await dropdownTitles(page, 'сертефикат'))[0]).toMatch(/сертификат/i);
    expect((await dropdownTitles(page, 'трасировка')).slice(0, 3).join(' ')).toMatch(/Трассировка/);
  });

  test('punctuation around words is ignored; «имя» and «время» can be found', async ({ page }) => {
    expect((await dropdownTitles(page, 'настройки?')).length).toBeGreaterThan(0);
    expect((await dropdownTitles(page, '(mTLS)')).length).toBeGreaterThan(0);
    expect((await dropdownTitles(page, 'имя')).length).toBeGreaterThan(0);
    expect((await dropdownTitles(page, 'время')).length).toBeGreaterThan(0);
  });

  test('«MOVE-плагин», «MOVE plugin» and «move» find the MOVE-plugin page', async ({ page }) => {
    for (const query of ['MOVE-плагин', 'MOVE plugin', 'move']) {
      expect((await dropdownTitles(page, query)).slice(0, 3).join(' '), query).toMatch(
        /MOVE-плагин/,
      );
    }
  });

  test('the target page highlights the searched terms', async ({ page }) => {
    await page.goto(
      '/docs/security?_highlight=%D1%81%D0%B5%D1%80%D1%82%D0%B8%D1%84%D0%B8%D0%BA%D0%B0%D1%82',
    );
    await expect(page.locator('article mark').first()).toBeVisible({ timeout: 10_000 });
  });

  test('the target page marks the whole words the searched word starts, «е» as «ё» too', async ({
    page,
  }) => {
    // «ключ»: the guide's title «… подключиться к нему» holds it inside a word only.
    await page.goto(
      '/docs/services/api-management/guides/how-to-add-api-and-connect-to-it?_highlight=%D0%BA%D0%BB%D1%8E%D1%87',
    );
    await expect(page.locator('article mark').first()).toBeVisible({ timeout: 10_000 });
    const marked = await page.locator('article mark').allTextContents();
    expect(marked.filter((text) => !/^ключ/i.test(text))).toEqual([]);
    // The whole word, as the search found it («ключа», «ключей»), not «ключ» and a tail.
    expect(marked.filter((text) => /^ключ[а-яё]+$/i.test(text)).length).toBeGreaterThan(0);
    await expect(page.locator('article h1 mark')).toHaveCount(0);
    // «учетной» (folded, as the search sends it) marks «учётной».
    await page.goto('/docs/modules/identity-provider?_highlight=%D1%83%D1%87%D0%B5%D1%82%D0%BD');
    await expect(page.locator('article mark', { hasText: /^учётн/i }).first()).toBeVisible({
      timeout: 10_000,
    });
  });

  test('results mark what was searched, whole words: no other word of a synonym phrase, nothing inside words', async ({
    page,
  }) => {
    // «Заявки на доступ и выдача ключей» marks «ключей» only, not «доступ» of the synonym
    // «ключ доступа» (which «ключ», a word of many pages, no longer searches: rank.ts
    // SYNONYMS_BELOW_PAGES; client/rank.test.ts marks synonym phrases).
    await page.goto('/search?q=%D0%BA%D0%BB%D1%8E%D1%87');
    await expect(page.locator('article a', { hasText: 'Заявки на доступ' }).first()).toBeVisible({
      timeout: 10_000,
    });
    const marked = await page.locator('article mark').allTextContents();
    expect(marked.length).toBeGreaterThan(5);
    expect(marked.filter((text) => !/^ключ/i.test(text))).toEqual([]);
    // Whole words: «выдача ключей» marks «ключей».
    expect(marked).toContain('ключей');
    // Nor inside other words: the dropdown's path «Как добавить API и подключиться к нему».
    await dropdownTitles(page, 'ключ');
    const options = page.locator('.navbar__search [role="listbox"] [role="option"]');
    await expect(options.filter({ hasText: 'подключиться' }).first()).toBeVisible();
    const inDropdown = await options.locator('mark').allTextContents();
    expect(inDropdown.length).toBeGreaterThan(5);
    expect(inDropdown.filter((text) => !/^ключ/i.test(text))).toEqual([]);
    expect(await options.filter({ hasText: 'подключиться' }).first().innerHTML()).not.toMatch(
      /под<mark>/i,
    );
  });

  test('a title found by its keywords: the heading that holds the query is shown, no stray marks', async ({
    page,
  }) => {
    // «Модуль «Поставщик удостоверений»» holds «сервисная учётная запись» in its keywords only;
    // its heading holds the words, and the result opens that section.
    await page.goto(`/search?q=${encodeURIComponent('сервисная учетная запись')}`);
    const first = page.locator('article a').first();
    await expect(first).toHaveText('Сервисная учётная запись для API администрирования', {
      timeout: 10_000,
    });
    await expect(first).toHaveAttribute(
      'href',
      /\/docs\/modules\/identity-provider.*#service-account$/,
    );
    expect(await first.locator('mark').allTextContents()).toEqual([
      'Сервисная',
      'учётная',
      'запись',
    ]);
    // The stem «зап» of «запись» marks no other word («запросов»).
    const marked = await page.locator('article a mark').allTextContents();
    expect(marked.filter((text) => /^зап/i.test(text) && !/^запис/i.test(text))).toEqual([]);
  });

  test('the search page uses the same query layer', async ({ page }) => {
    await page.goto('/search?q=cthnbabrfn');
    await expect(page.locator('article a').first()).toContainText(/сертификат/i, {
      timeout: 10_000,
    });
  });
});

test.describe('focus stays where the visitor took it while the index loads slowly', () => {
  // Longer than any fixed grace period: the plugin focuses its box again whenever the index
  // arrives, which on a slow connection can be many seconds after the visitor has moved on.
  const INDEX_DELAY_MS = 7000;

  test.beforeEach(async ({ page }) => {
    await page.route('**/search-index.json*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, INDEX_DELAY_MS));
      await route.continue();
    });
    await page.goto('/docs/introduction');
    await waitForHydration(page);
  });

  /** The index has arrived and the plugin has built its autocomplete (and called focus). */
  async function waitForIndex(page: Page): Promise<void> {
    await page.waitForResponse('**/search-index.json*', { timeout: INDEX_DELAY_MS + 10_000 });
    // The plugin wraps the input in the autocomplete's span and calls focus in one task.
    await expect(page.locator('span > input.navbar__search-input')).toBeAttached({
      timeout: 10_000,
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }

  test('tabbed on past the search box: focus stays on the later control', async ({ page }) => {
    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const later = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    expect(later).not.toContain('navbar__search-input');
    await waitForIndex(page);
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))).toBe(later);
    // The visitor's own way back still works.
    await input.click();
    await expect(input).toBeFocused();
  });

  test('the plugin refocusing right after a forward Tab is undone too (busy page)', async ({
    page,
  }) => {
    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await page.keyboard.press('Tab');
    const later = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    expect(later).not.toContain('navbar__search-input');
    // On a busy page the plugin's focus call can land in the same moment as the visitor's next
    // Tab, before the guard's gesture window closes: a forward Tab cannot bring focus back.
    await page.evaluate(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      document.querySelector<HTMLInputElement>('input.navbar__search-input')?.focus();
    });
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))).toBe(later);
  });

  test('clicked the page after the search box: focus does not come back to it', async ({
    page,
  }) => {
    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await page.locator('article h1').click();
    await expect(input).not.toBeFocused();
    await waitForIndex(page);
    await expect(input).not.toBeFocused();
  });

  test('stayed in the search box: it keeps focus and what was typed', async ({ page }) => {
    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await page.keyboard.type('ключ');
    await waitForIndex(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('ключ');
    await expect(
      page.locator('.navbar__search [role="listbox"] [role="option"]').first(),
    ).toBeVisible({ timeout: 10_000 });
  });
});

test('on /search a control focused before the results arrive stays in view when they push it down', async ({
  page,
}) => {
  // The index takes a while (a slow connection): the visitor tabs on to the footer meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index.json*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/search?q=ключ');
  await waitForHydration(page);
  const footerLink = page.locator('footer a').last();
  await footerLink.focus();
  await expect(footerLink).toBeInViewport();
  release();
  await expect(page.locator('main article h2 a').first()).toBeVisible({ timeout: 10_000 });
  // The results are above the footer now: the page is taller than the window.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
    page.viewportSize()!.height * 2,
  );
  await expect(footerLink).toBeFocused();
  await expect(footerLink).toBeInViewport();
});
