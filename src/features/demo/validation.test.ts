import { describe, expect, it } from 'vitest';

import {
  EMPTY_DEMO_VALUES,
  VALIDATION_MESSAGES,
  validateDemoRequest,
  validateEmail,
  type DemoValues,
} from './validation';

const valid: DemoValues = {
  name: 'Анна',
  company: 'ООО «Ромашка»',
  email: 'anna@example.ru',
  phone: '',
  telegram: '',
};

describe('validateDemoRequest', () => {
  it('accepts a complete request; phone and telegram are optional and unchecked', () => {
    expect(validateDemoRequest(valid)).toEqual({});
    expect(validateDemoRequest({ ...valid, phone: 'не номер', telegram: '!!!' })).toEqual({});
  });

  it('requires a name that is not blank after trimming', () => {
    expect(validateDemoRequest({ ...valid, name: '' }).name).toBe('Необходимо указать ваше имя');
    expect(validateDemoRequest({ ...valid, name: '  \t ' }).name).toBe(
      VALIDATION_MESSAGES.nameMissing,
    );
  });

  it('requires a company that is not blank after trimming', () => {
    expect(validateDemoRequest({ ...valid, company: '   ' }).company).toBe(
      'Необходимо указать название компании',
    );
  });

  it('reports every missing field at once', () => {
    expect(validateDemoRequest(EMPTY_DEMO_VALUES)).toEqual({
      name: VALIDATION_MESSAGES.nameMissing,
      company: VALIDATION_MESSAGES.companyMissing,
      email: VALIDATION_MESSAGES.emailMissing,
    });
  });
});

describe('validateEmail', () => {
  it('an empty address', () => {
    expect(validateEmail('')).toBe('Необходимо указать адрес почты');
    expect(validateEmail('   ')).toBe('Необходимо указать адрес почты');
  });

  it('an address without @', () => {
    expect(validateEmail('anna.example.ru')).toBe('В адресе должны быть @ и домен');
  });

  it.each([
    'anna@',
    '@example.ru',
    'anna@example',
    'an na@example.ru',
    'anna@example .ru',
    'a@@b.ru',
    'anna@example.',
  ])('an address that is not name@domain without spaces: %s', (email) => {
    expect(validateEmail(email)).toBe('Укажите корректный адрес почты');
  });

  it.each(['anna@example.ru', 'a.b+tag@sub.example.com', 'анна@пример.рф', '  anna@example.ru  '])(
    'a correct address: %s',
    (email) => {
      expect(validateEmail(email)).toBeUndefined();
    },
  );
});
