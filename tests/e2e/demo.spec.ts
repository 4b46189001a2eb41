import { expect, test, type Page } from '@playwright/test';

import { RECEIVER_URL, SUPPORT_TEST_EMAIL } from './env';
import { waitForHydration } from './helpers';

const VALID = {
  name: 'Анна Смирнова',
  email: 'anna@example.ru',
  phone: '+7 900 123-45-67',
  telegram: '@anna_s',
};

async function openModal(page: Page, path = '/docs/introduction') {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
  const dialog = page.getByRole('dialog', { name: 'Записаться на демо' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(page: Page, company: string, overrides: Partial<typeof VALID> = {}) {
  const values = { ...VALID, ...overrides };
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Имя').fill(values.name);
  await dialog.getByLabel('Компания').fill(company);
  await dialog.getByLabel('Рабочая почта').fill(values.email);
  await dialog.getByLabel('Телефон').fill(values.phone);
  await dialog.getByLabel('Telegram').fill(values.telegram);
}

async function received(page: Page, company: string) {
  const response = await page.request.get(
    `${RECEIVER_URL}/__requests?company=${encodeURIComponent(company)}`,
  );
  return (await response.json()) as { contentType: string; fields: Record<string, string> }[];
}

const uniqueCompany = (scenario: string) =>
  `ООО «Тест» ${Math.random().toString(36).slice(2, 8)} scenario=${scenario}`;

test('the modal is a labelled dialog with the pitch, the meeting steps and the agreement', async ({
  page,
}) => {
  const dialog = await openModal(page);
  await expect(dialog.getByRole('heading', { name: 'Записаться на демо' })).toBeVisible();
  const toggle = dialog.getByRole('button', { name: 'Как пройдет встреча?' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.locator('ol li')).toHaveCount(4);
  await expect(dialog.locator('ol')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.locator('ol')).toBeVisible();
  await expect(dialog.locator('ol li').first()).toContainText('дату и время');
  const agreement = dialog.getByRole('link', { name: /персональных данных/ });
  const href = await agreement.getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Focus moved into the dialog.
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
});

test('the modal code is loaded on demand, not with the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

test('each validation message, and editing a field clears its error', async ({ page }) => {
  const dialog = await openModal(page);
  const submit = dialog.getByRole('button', { name: 'Отправить заявку' });
  await submit.click();
  await expect(dialog.getByText('Необходимо указать ваше имя')).toBeVisible();
  await expect(dialog.getByText('Необходимо указать название компании')).toBeVisible();
  await expect(dialog.getByText('Необходимо указать адрес почты')).toBeVisible();
  await expect(dialog.getByLabel('Имя')).toBeFocused();
  await expect(dialog.getByLabel('Имя')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Имя').fill('   ');
  await expect(dialog.getByText('Необходимо указать ваше имя')).toBeHidden();
  await expect(dialog.getByText('Необходимо указать название компании')).toBeVisible();
  await submit.click();
  await expect(dialog.getByText('Необходимо указать ваше имя')).toBeVisible();

  const email = dialog.getByLabel('Рабочая почта');
  await email.fill('anna.example.ru');
  await submit.click();
  await expect(dialog.getByText('В адресе должны быть @ и домен')).toBeVisible();
  await email.fill('anna@example');
  await expect(dialog.getByText('В адресе должны быть @ и домен')).toBeHidden();
  await submit.click();
  await expect(dialog.getByText('Укажите корректный адрес почты')).toBeVisible();
  await email.fill('an na@example.ru');
  await submit.click();
  await expect(dialog.getByText('Укажите корректный адрес почты')).toBeVisible();
});

test('no request is sent while any error exists', async ({ page }) => {
  const company = uniqueCompany('ok');
  const dialog = await openModal(page);
  await fill(page, company, { email: 'wrong' });
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByText('В адресе должны быть @ и домен')).toBeVisible();
  expect(await received(page, company)).toHaveLength(0);
});

test('success: exact form-encoded fields, «Отправляем» while waiting, confetti, then close', async ({
  page,
}) => {
  const company = uniqueCompany('slow');
  const dialog = await openModal(page);
  await fill(page, company);
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  const sending = dialog.getByRole('button', { name: 'Отправляем' });
  await expect(sending).toBeDisabled();
  await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
  await expect(dialog).toContainText('письмо с подтверждением');
  await expect(dialog.locator('canvas[data-confetti="fired"]')).toHaveCount(1);

  const [request] = await received(page, company);
  expect(request.contentType).toContain('application/x-www-form-urlencoded');
  expect(Object.keys(request.fields).sort()).toEqual(
    [
      'company_name',
      'phone_number',
      'recipient',
      'recipient_name',
      'subject',
      'telegram_tag',
    ].sort(),
  );
  expect(request.fields).toMatchObject({
    recipient: VALID.email,
    recipient_name: VALID.name,
    company_name: company,
    phone_number: VALID.phone,
    telegram_tag: VALID.telegram,
  });
  expect(request.fields.subject).toContain('демо');

  await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('success shows no confetti', async ({ page }) => {
    const dialog = await openModal(page);
    await fill(page, uniqueCompany('ok'));
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(dialog.locator('canvas[data-confetti="fired"]')).toHaveCount(0);
  });
});

for (const scenario of ['400', '500', '503', 'drop', 'hang', 'redirect']) {
  test(`failure (${scenario}) shows the error state, keeps what was typed, and retry works`, async ({
    page,
  }) => {
    const company = uniqueCompany(scenario);
    const dialog = await openModal(page);
    await fill(page, company);
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Не смогли отправить заявку — технические неполадки' }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('link', { name: SUPPORT_TEST_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_TEST_EMAIL}`,
    );
    await expect(dialog).toContainText('попробуйте отправить заявку позже');
    await dialog.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(dialog.getByLabel('Компания')).toHaveValue(company);
    await expect(dialog.getByLabel('Имя')).toHaveValue(VALID.name);
    expect((await received(page, company)).length).toBe(1);
  });
}

test('a double click sends one request', async ({ page }) => {
  const company = uniqueCompany('slow');
  const dialog = await openModal(page);
  await fill(page, company);
  await dialog.getByRole('button', { name: 'Отправить заявку' }).dblclick();
  await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
  expect(await received(page, company)).toHaveLength(1);
});

test('the backdrop asks before closing and closes only on confirmation', async ({ page }) => {
  const dialog = await openModal(page);
  await dialog.getByLabel('Имя').fill('Анна');
  const questions: string[] = [];
  page.once('dialog', (question) => {
    questions.push(question.message());
    void question.dismiss();
  });
  await page.mouse.click(5, 400);
  await expect(dialog).toBeVisible();
  expect(questions).toEqual(['Вы уверены, что хотите закрыть окно?']);
  page.once('dialog', (question) => void question.accept());
  await page.mouse.click(5, 400);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the close button fades the modal out over 500 ms and gives focus back', async ({ page }) => {
  await openModal(page);
  // Measured inside the page, so a loaded machine cannot stretch the clock.
  const fade = await page.evaluate(async () => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]')!;
    const close = dialog.querySelector<HTMLButtonElement>('button[aria-label="Закрыть"]')!;
    let minOpacity = 1;
    const started = performance.now();
    close.click();
    await new Promise<void>((resolve) => {
      const tick = () => {
        if (!dialog.open) return resolve();
        minOpacity = Math.min(minOpacity, Number(getComputedStyle(dialog).opacity));
        requestAnimationFrame(tick);
      };
      tick();
    });
    return { elapsed: performance.now() - started, minOpacity };
  });
  expect(fade.elapsed).toBeGreaterThanOrEqual(480);
  expect(fade.minOpacity).toBeLessThan(1);
  await expect(
    page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }),
  ).toBeFocused();
});

test('Escape closes an untouched modal; Tab stays inside the dialog', async ({ page }) => {
  const dialog = await openModal(page);
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('opening again resets the error state and validation but keeps the typed values', async ({
  page,
}) => {
  const company = uniqueCompany('500');
  const dialog = await openModal(page);
  await fill(page, company);
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByRole('heading', { name: /Не смогли отправить/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
  const again = page.getByRole('dialog', { name: 'Записаться на демо' });
  await expect(again.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
  await expect(again.getByLabel('Компания')).toHaveValue(company);
});

test('the home page call to action opens the same modal', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('main').getByRole('button', { name: 'Записаться на демо' }).click();
  await expect(page.getByRole('dialog', { name: 'Записаться на демо' })).toBeVisible();
});

test('typed text is sent as text: HTML, emoji, Cyrillic domain, spaces trimmed', async ({
  page,
}) => {
  const company = uniqueCompany('ok');
  const dialog = await openModal(page);
  await fill(page, company, {
    name: '  <script>alert(1)</script> Анна 🚀  ',
    email: ' анна@пример.рф ',
  });
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
  const [request] = await received(page, company);
  expect(request.fields.recipient_name).toBe('<script>alert(1)</script> Анна 🚀');
  expect(request.fields.recipient).toBe('анна@пример.рф');
});

test('«Заявка отправлена» only after the receiver accepted the request, whatever autofill filled', async ({
  page,
}) => {
  const company = uniqueCompany('ok');
  const dialog = await openModal(page);
  await fill(page, company);
  // The worst autofill: a value in every input the form holds, visible or not, as the browser
  // sets it (no key events). A hidden trap field filled this way used to fake a success.
  const inputs = await dialog.locator('form input').evaluateAll((elements) =>
    elements.map((element) => {
      const input = element as HTMLInputElement;
      if (input.value === '') {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, 'https://autofill.example');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return input.name;
    }),
  );
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
  expect(await received(page, company)).toHaveLength(1);
  expect(inputs.sort()).toEqual(['company', 'email', 'name', 'phone', 'telegram']);
});

test.describe('on mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the columns stack', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('main').getByRole('button', { name: 'Записаться на демо' }).click();
    const dialog = page.getByRole('dialog');
    const pitch = await dialog.getByRole('heading', { name: 'Записаться на демо' }).boundingBox();
    const name = await dialog.getByLabel('Имя').boundingBox();
    expect(name!.y).toBeGreaterThan(pitch!.y + pitch!.height);
  });
});
