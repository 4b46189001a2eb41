/**
 * The demo request against everything the network and visitors can throw at it, beyond the
 * answers demo.spec.ts covers: offline, slow, a body that is not JSON, a hanging server hammered
 * with clicks; very long, spaced, emoji, HTML and Cyrillic input; no hidden fields.
 * The receiver (fixtures/demoReceiver.ts) is a real HTTP server; every request is counted there.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { DEMO_TEST_TIMEOUT_MS, RECEIVER_URL } from './env';
import { waitForHydration, watchConsole } from './helpers';
import { DEMO_FIELD_MAX_LENGTH } from '../../src/config/constants';

const ERROR_TITLE = 'Не смогли отправить заявку — технические неполадки';

async function openModal(page: Page): Promise<Locator> {
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  await page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' }).click();
  const dialog = page.getByRole('dialog', { name: 'Записаться на демо' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillRequired(dialog: Locator, company: string, name = 'Анна Смирнова') {
  await dialog.getByLabel('Имя').fill(name);
  await dialog.getByLabel('Компания').fill(company);
  await dialog.getByLabel('Рабочая почта').fill('anna@example.ru');
}

async function received(page: Page, company: string) {
  const response = await page.request.get(
    `${RECEIVER_URL}/__requests?company=${encodeURIComponent(company)}`,
  );
  return (await response.json()) as { fields: Record<string, string> }[];
}

const uniqueCompany = (scenario: string) =>
  `ООО «Сбой» ${Math.random().toString(36).slice(2, 8)} scenario=${scenario}`;

test.describe('the endpoint misbehaves', () => {
  test('offline: the error state at once, the typed data kept, success once back online', async ({
    page,
    context,
  }) => {
    const console = watchConsole(page);
    const company = uniqueCompany('ok');
    const dialog = await openModal(page);
    await fillRequired(dialog, company);
    await context.setOffline(true);
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
    expect(Date.now() - sentAt).toBeLessThan(DEMO_TEST_TIMEOUT_MS);
    expect(await received(page, company)).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(dialog.getByLabel('Компания')).toHaveValue(company);
    await expect(dialog.getByLabel('Имя')).toHaveValue('Анна Смирнова');
    await context.setOffline(false);
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    expect(await received(page, company)).toHaveLength(1);
    // Chromium logs the failed request itself; our code logs nothing.
    expect(console.errors.filter((line) => !/ERR_INTERNET_DISCONNECTED/.test(line))).toEqual([]);
  });

  test('slow (1.5 s): «Отправляем», a disabled button, and clicks or Enter send nothing more', async ({
    page,
  }) => {
    const company = uniqueCompany('slow');
    const dialog = await openModal(page);
    await fillRequired(dialog, company);
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    const sending = dialog.getByRole('button', { name: 'Отправляем' });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    await dialog.getByLabel('Рабочая почта').press('Enter');
    await expect(dialog.getByLabel('Имя')).toHaveAttribute('readonly', '');
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    expect(await received(page, company)).toHaveLength(1);
  });

  test('a 200 whose body is not JSON is still a success: the body is never read', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const company = uniqueCompany('badbody');
    const dialog = await openModal(page);
    await fillRequired(dialog, company);
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    expect(await received(page, company)).toHaveLength(1);
    expect(console.errors).toEqual([]);
  });

  test('hanging: error after the timeout, never a stuck spinner, one request despite clicks', async ({
    page,
  }) => {
    const company = uniqueCompany('hang');
    const dialog = await openModal(page);
    await fillRequired(dialog, company);
    const submit = dialog.getByRole('button', { name: 'Отправить заявку' });
    const sentAt = Date.now();
    await submit.dblclick();
    await dialog.getByLabel('Компания').press('Enter');
    await expect(dialog.getByRole('button', { name: 'Отправляем' })).toBeDisabled();
    await expect(dialog.getByRole('heading', { name: ERROR_TITLE })).toBeVisible({
      timeout: DEMO_TEST_TIMEOUT_MS + 3000,
    });
    const waited = Date.now() - sentAt;
    expect(waited).toBeGreaterThanOrEqual(DEMO_TEST_TIMEOUT_MS - 200);
    expect(waited).toBeLessThan(DEMO_TEST_TIMEOUT_MS + 3000);
    await expect(dialog.getByRole('button', { name: 'Отправляем' })).toHaveCount(0);
    expect(await received(page, company)).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(dialog.getByLabel('Компания')).toHaveValue(company);
  });
});

test.describe('what visitors type', () => {
  test('very long values stop at the limit, which is shown as the visitor nears it', async ({
    page,
  }) => {
    const company = uniqueCompany('ok');
    const dialog = await openModal(page);
    const name = dialog.getByLabel('Имя');
    const max = DEMO_FIELD_MAX_LENGTH.name;
    const nearLimit = Math.floor(max * 0.8);

    await name.fill('я'.repeat(nearLimit - 1));
    await expect(dialog.getByText(/символов$/)).toHaveCount(0);
    await name.fill('я'.repeat(nearLimit));
    await expect(dialog.getByText(`${nearLimit} из ${max} символов`)).toBeVisible();
    const hintId = await dialog.getByText(`${nearLimit} из ${max} символов`).getAttribute('id');
    const describedBy = (await name.getAttribute('aria-describedby'))?.split(' ');
    expect(describedBy).toContain(hintId);

    const pasted = 'Очень длинное имя '.repeat(20);
    await name.fill(pasted);
    await expect(name).toHaveValue(pasted.slice(0, max));
    await expect(dialog.getByText(`${max} из ${max} символов`)).toBeVisible();
    await name.press('End');
    await name.pressSequentially('ещё');
    await expect(name).toHaveValue(pasted.slice(0, max));

    const longCompany = `${company} ${'к'.repeat(400)}`;
    await dialog.getByLabel('Компания').fill(longCompany);
    const companyMax = DEMO_FIELD_MAX_LENGTH.company;
    await expect(dialog.getByText(`${companyMax} из ${companyMax} символов`)).toBeVisible();
    await dialog.getByLabel('Рабочая почта').fill('anna@example.ru');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    const [request] = await received(page, longCompany.slice(0, companyMax));
    expect(request.fields.recipient_name).toBe(pasted.slice(0, max).trim());
    expect(request.fields.company_name).toBe(longCompany.slice(0, companyMax));
  });

  test('an emoji at the limit is never cut in half', async ({ page }) => {
    const company = uniqueCompany('ok');
    const dialog = await openModal(page);
    const max = DEMO_FIELD_MAX_LENGTH.name;
    await dialog.getByLabel('Имя').fill(`${'а'.repeat(max - 1)}🚀🚀`);
    const value = await dialog.getByLabel('Имя').inputValue();
    expect(value.length).toBeLessThanOrEqual(max);
    // No lone half of a surrogate pair.
    expect(value).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
    await dialog.getByLabel('Компания').fill(company);
    await dialog.getByLabel('Рабочая почта').fill('anna@example.ru');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    const [request] = await received(page, company);
    expect(request.fields.recipient_name).toBe(value);
    expect(request.fields.recipient_name).not.toContain('\uFFFD');
  });

  test('HTML, script and emoji are sent as typed and never run or render as markup', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (question) => {
      dialogs.push(question.message());
      void question.dismiss();
    });
    const company = `<img src=x onerror="alert('company')"> «Рога & копыта» 🦄 scenario=ok ${Math.random()}`;
    const dialog = await openModal(page);
    await dialog.getByLabel('Имя').fill('"><svg onload=alert(1)> Анна');
    await dialog.getByLabel('Компания').fill(company);
    await dialog.getByLabel('Рабочая почта').fill('anna@example.ru');
    await dialog.getByLabel('Telegram').fill('<script>alert("tg")</script>');
    await dialog.getByLabel('Телефон').fill("+7 900 000-00-00'; DROP TABLE--");
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    const [request] = await received(page, company);
    expect(request.fields).toMatchObject({
      recipient_name: '"><svg onload=alert(1)> Анна',
      company_name: company,
      telegram_tag: '<script>alert("tg")</script>',
      phone_number: "+7 900 000-00-00'; DROP TABLE--",
    });
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  });

  test('leading and trailing spaces are dropped, inner ones kept', async ({ page }) => {
    const company = uniqueCompany('ok');
    const dialog = await openModal(page);
    await dialog.getByLabel('Имя').fill('   Анна   Мария  ');
    await dialog.getByLabel('Компания').fill(`  ${company}  `);
    await dialog.getByLabel('Рабочая почта').fill('\tanna@example.ru  ');
    await dialog.getByLabel('Телефон').fill('  +7 900 123-45-67 ');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    const [request] = await received(page, company);
    expect(request.fields).toMatchObject({
      recipient_name: 'Анна   Мария',
      company_name: company,
      recipient: 'anna@example.ru',
      phone_number: '+7 900 123-45-67',
      telegram_tag: '',
    });
  });

  test('e-mail rules: Cyrillic domains pass, the three messages fire exactly as specified', async ({
    page,
  }) => {
    const dialog = await openModal(page);
    const email = dialog.getByLabel('Рабочая почта');
    const submit = dialog.getByRole('button', { name: 'Отправить заявку' });
    await dialog.getByLabel('Имя').fill('Иван');
    const cases: [string, string | null][] = [
      ['', 'Необходимо указать адрес почты'],
      ['   ', 'Необходимо указать адрес почты'],
      ['иван.почта.рф', 'В адресе должны быть @ и домен'],
      ['иван@почта', 'Укажите корректный адрес почты'],
      ['иван @почта.рф', 'Укажите корректный адрес почты'],
      ['иван@@почта.рф', 'Укажите корректный адрес почты'],
      ['иван@почта.', 'Укажите корректный адрес почты'],
      ['Иван.Петров@почта.рус', null],
      ['user@мой-домен.рф', null],
      ['ivan+demo@example.co.uk', null],
    ];
    const company = dialog.getByLabel('Компания');
    for (const [value, message] of cases) {
      // An empty company keeps the form from being sent while the e-mail is checked.
      await company.fill('');
      await email.fill(value);
      await submit.click();
      await expect(dialog.getByText('Необходимо указать название компании')).toBeVisible();
      const errors = dialog.locator('[class*="error"]').filter({ hasText: /почт|@/ });
      if (message) await expect(errors, value).toHaveText(message);
      else await expect(errors, value).toHaveCount(0);
    }
  });
});

test.describe('no hidden fields', () => {
  test('every input of the form is one the visitor sees, can reach and has a name for', async ({
    page,
  }) => {
    // Autofill fills hidden inputs too: a hidden trap field once turned real leads into a fake
    // «Заявка отправлена» that sent nothing. The provider's server filters spam instead.
    const dialog = await openModal(page);
    const inputs = dialog.locator('form input');
    await expect(inputs).toHaveCount(5);
    for (const input of await inputs.all()) {
      await expect(input).toBeVisible();
      await expect(input).not.toHaveAttribute('tabindex', '-1');
      await expect(input).not.toHaveAttribute('aria-hidden', 'true');
      expect(await input.evaluate((element) => element.closest('[aria-hidden="true"]'))).toBeNull();
    }
  });

  test('a request carries exactly the fields of the specification', async ({ page }) => {
    const company = uniqueCompany('ok');
    const dialog = await openModal(page);
    await fillRequired(dialog, company);
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
    const [request] = await received(page, company);
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
  });
});
