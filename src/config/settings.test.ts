import { describe, expect, it } from 'vitest';

import { DEMO_MODAL } from './constants';
import { readSettings } from './settings';

describe('readSettings', () => {
  it('has working defaults and no analytics without a counter id', () => {
    const settings = readSettings({});
    expect(settings.yandexMetrikaId).toBe('');
    expect(settings.demoRequestTimeoutMs).toBe(DEMO_MODAL.requestTimeoutMs);
    expect(settings.demoApiUrl).toMatch(/^https:\/\//);
    expect(settings.supportEmail).toContain('@');
  });

  it('reads the environment and trims trailing slashes of URLs', () => {
    const settings = readSettings({
      DEMO_API_URL: 'https://api.example.ru/',
      YANDEX_METRIKA_ID: ' 12345 ',
      SUPPORT_EMAIL: 'help@example.ru',
      DEMO_REQUEST_TIMEOUT_MS: '5000',
    });
    expect(settings).toMatchObject({
      demoApiUrl: 'https://api.example.ru',
      yandexMetrikaId: '12345',
      supportEmail: 'help@example.ru',
      demoRequestTimeoutMs: 5000,
    });
  });

  it('refuses bad values with a clear message', () => {
    expect(() => readSettings({ DEMO_API_URL: 'api.example.ru' })).toThrow(/DEMO_API_URL/);
    expect(() => readSettings({ YANDEX_METRIKA_ID: 'abc' })).toThrow(/YANDEX_METRIKA_ID/);
    expect(() => readSettings({ DEMO_REQUEST_TIMEOUT_MS: '-1' })).toThrow(
      /DEMO_REQUEST_TIMEOUT_MS/,
    );
  });
});
