import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startDemoReceiver, type DemoReceiver } from '../../../tests/e2e/fixtures/demoReceiver';
import { DEMO_MODAL } from '../../config/constants';
import { classifyStatus, demoEndpoint, encodeDemoRequest, sendDemoRequest } from './request';
import type { DemoValues } from './validation';

const values = (company: string): DemoValues => ({
  name: ' Анна Смирнова ',
  company,
  email: 'anna@example.ru ',
  phone: '+7 900 123-45-67',
  telegram: '@anna',
});

describe('encodeDemoRequest', () => {
  it('sends exactly the fields the provider expects, trimmed', () => {
    const body = encodeDemoRequest(values('ООО «Ромашка» & Co'));
    expect([...body.keys()]).toEqual([
      'recipient',
      'recipient_name',
      'subject',
      'company_name',
      'telegram_tag',
      'phone_number',
    ]);
    expect(body.get('recipient')).toBe('anna@example.ru');
    expect(body.get('recipient_name')).toBe('Анна Смирнова');
    expect(body.get('subject')).toBe(DEMO_MODAL.subject);
    expect(body.toString()).toContain('company_name=%D0%9E%D0%9E%D0%9E');
    expect(body.get('company_name')).toBe('ООО «Ромашка» & Co');
  });

  it('posts to <base>/send-email/ whatever the trailing slashes', () => {
    expect(demoEndpoint('https://api.example.ru')).toBe('https://api.example.ru/send-email/');
    expect(demoEndpoint('https://api.example.ru//')).toBe('https://api.example.ru/send-email/');
  });
});

describe('classifyStatus', () => {
  it.each([
    [200, true],
    [204, true],
    [302, false],
    [400, false],
    [404, false],
    [500, false],
    [503, false],
  ])('%i → ok %s', (status, ok) => {
    expect(classifyStatus(status).ok).toBe(ok);
  });

  it('500 and above is a server error, other statuses a rejected request', () => {
    expect(classifyStatus(502)).toEqual({ ok: false, failure: 'server', status: 502 });
    expect(classifyStatus(422)).toEqual({ ok: false, failure: 'rejected', status: 422 });
  });
});

describe('sendDemoRequest against a real HTTP receiver', () => {
  let receiver: DemoReceiver;
  beforeAll(async () => {
    receiver = await startDemoReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('2xx is success, and the receiver got a form-encoded body', async () => {
    const result = await sendDemoRequest(receiver.url, values('unit scenario=ok'), 2000);
    expect(result).toEqual({ ok: true });
    const got = receiver.received.find((r) => r.fields.company_name === 'unit scenario=ok');
    expect(got?.contentType).toContain('application/x-www-form-urlencoded');
    expect(got?.fields.recipient_name).toBe('Анна Смирнова');
  });

  it.each([
    ['400', 'rejected'],
    ['500', 'server'],
    ['503', 'server'],
    ['drop', 'network'],
    ['redirect', 'network'],
    ['hang', 'timeout'],
  ])('scenario %s fails as %s', async (scenario, failure) => {
    const result = await sendDemoRequest(receiver.url, values(`unit scenario=${scenario}`), 500);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.failure).toBe(failure);
  });

  it('an invalid body on 200 is still success: the body is never read', async () => {
    expect(await sendDemoRequest(receiver.url, values('unit scenario=badbody'), 2000)).toEqual({
      ok: true,
    });
  });

  it('an unreachable host is a network failure', async () => {
    const result = await sendDemoRequest('http://127.0.0.1:9', values('unit'), 2000);
    expect(result).toEqual({ ok: false, failure: 'network' });
  });
});
