import { beforeAll, describe, expect, it } from 'vitest';

import { classify, collectExchanges, interpretCurl, listDocs, readDoc } from './codeBlocks.mjs';
import { checkExampleText, checkGatewayCall, loadExamples } from './exampleObjects.mjs';

const root = '.';
const examples = loadExamples(root);
const files = [...listDocs(root), 'writing/glossary.md'];

describe('example objects in docs/', () => {
  it('ids, keys, masks, request ids, hosts, API names, versions and routes come from writing/data/examples.yaml', () => {
    const problems = files.flatMap((f) => checkExampleText(readDoc(root, f), examples, f));
    expect(problems).toEqual([]);
  });

  let gateway: Awaited<ReturnType<typeof collectExchanges>>['exchanges'] = [];
  beforeAll(async () => {
    const { exchanges } = await collectExchanges(listDocs(root), (f: string) => readDoc(root, f));
    gateway = exchanges.filter((e) => classify(e, examples) === 'gateway');
  }, 60_000);

  it('gateway calls present the client certificate where the route has mTLS on, with the files of the key’s consumer', () => {
    expect(gateway.length).toBeGreaterThan(25);
    const problems = gateway.flatMap((e) =>
      checkGatewayCall(e, examples).map((p) => `${e.file}:${e.line}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('planted contradictions', () => {
  const text = (s: string) => checkExampleText(s, examples, 'x.md').join('\n');

  it('a key length that the key format does not give', () => {
    expect(text('строка `mgk_…` из 42 символов')).toMatch(/42 символов/);
    expect(text('`mgk_` и 32 случайных символа')).toMatch(/32 символов/);
    expect(text('строка из 40 символов: префикс `mgk_` и 36 случайных символов')).toBe('');
  });

  it('a key id out of format and a key shown by its first characters', () => {
    expect(text('ключ `key-5c81e0`')).toMatch(/key-5c81e0/);
    expect(text('в списке — `mgk_7Hq2`')).toMatch(/mgk_7Hq2/);
    expect(text('в журнале `mgk_3f9a…`')).toMatch(/mgk_3f9a…/);
    expect(text('маска `mgk_…a7Qe`')).toBe('');
  });

  it('an unknown host, API, version or route and a bad request id', () => {
    expect(text('https://gateway.magistral.example.ru/orders/v1')).toMatch(/gateway\.magistral/);
    expect(text('API `invoices-api`')).toMatch(/invoices-api/);
    expect(text('переходите на orders-api 3.0.0')).toMatch(/3\.0\.0/);
    expect(text('https://gw.magistral.example.ru/reports/v2/daily')).toMatch(/reports\/v2/);
    expect(text('X-Request-Id: 3b7e9c1d')).toMatch(/3b7e9c1d/);
  });

  it('a call to an mTLS route without --cert, and certificate files of another consumer', () => {
    const noCert = interpretCurl([
      '-H',
      'X-API-Key: $MAGISTRAL_API_KEY',
      'https://gw.magistral.example.ru/orders/v1/orders',
    ]);
    expect(checkGatewayCall(noCert, examples).join()).toMatch(/CLIENT_CERT_REQUIRED/);
    const mixed = interpretCurl([
      '--cert',
      'crm-backend.crt',
      '--key',
      'crm-backend.key',
      '-H',
      'X-API-Key: mgk_7Hq2Lx9Vt4Rb8Zn1Wc6Pk3Jd5Fs0Gm2Ya7Qe',
      'https://gw.magistral.example.ru/orders/v1/orders',
    ]);
    expect(checkGatewayCall(mixed, examples).join()).toMatch(/CLIENT_CERT_INVALID/);
  });
});
