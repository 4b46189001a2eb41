import { beforeAll, describe, expect, it } from 'vitest';

import {
  ADMIN_API_FILE,
  checkPathMentions,
  checkRequest,
  createValidator,
  loadYaml,
} from './adminApi.mjs';
import {
  classify,
  collectExchanges,
  interpretCurl,
  listDocs,
  proseOnly,
  readDoc,
} from './codeBlocks.mjs';
import { checkAdminObjects, loadExamples } from './exampleObjects.mjs';

const root = '.';
const doc = loadYaml(root, ADMIN_API_FILE);
const validate = createValidator(doc);
const examples = loadExamples(root);

type Exchange = Awaited<ReturnType<typeof collectExchanges>>['exchanges'][number];
let admin: Exchange[] = [];
let runProblems: string[] = [];

beforeAll(async () => {
  const { exchanges, problems } = await collectExchanges(listDocs(root), (f: string) =>
    readDoc(root, f),
  );
  admin = exchanges.filter((e) => classify(e, examples) === 'admin');
  runProblems = problems;
}, 60_000);

const curl = (...args: string[]) => interpretCurl(args);
const problemsOf = (request: ReturnType<typeof curl> & { response?: unknown }) =>
  checkRequest(doc, validate, request);

describe('admin API examples in docs/', () => {
  it('finds the examples in curl, Python and JavaScript', () => {
    expect(runProblems).toEqual([]);
    const langs = new Set(admin.map((e) => e.lang));
    expect([...langs].sort()).toEqual(['bash', 'javascript', 'python']);
    expect(admin.length).toBeGreaterThan(40);
  });

  it('every call exists in the OpenAPI document, with valid bodies and shown responses', () => {
    const problems = admin.flatMap((e) =>
      [...checkRequest(doc, validate, e), ...checkAdminObjects(e, examples)].map(
        (p) => `${e.file}:${e.line} (${e.lang}): ${p}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the same call in curl, Python and JavaScript tabs sends the same request', () => {
    const byBlockGroup = new Map<string, Exchange[]>();
    for (const e of admin.filter((x) => x.response)) {
      const key = `${e.file}:${e.response!.line}`;
      byBlockGroup.set(key, [...(byBlockGroup.get(key) ?? []), e]);
    }
    const problems: string[] = [];
    for (const [where, group] of byBlockGroup) {
      const shapes = new Set(
        group.map((e) => JSON.stringify([e.method, e.pathname, e.query, e.body ?? null])),
      );
      if (shapes.size > 1) problems.push(`${where}: ${[...shapes].join(' ≠ ')}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('«METHOD /path» in the text of docs/ and the glossary', () => {
  const orders = loadYaml(root, 'static/files/orders-api-1.4.0.yaml');
  const mentionsIn = (text: string, file = '') =>
    checkPathMentions(proseOnly(text), doc, orders, file);

  it('names only operations the administration API or the orders example has', () => {
    const files = [...listDocs(root), 'writing/glossary.md'];
    expect(files.flatMap((file) => mentionsIn(readDoc(root, file), file))).toEqual([]);
    // The check reads the mentions it is meant to: there are dozens, with and without the prefix.
    const all = files.map((file) => readDoc(root, file)).join('\n');
    expect(all.match(/`(?:GET|POST|PUT|PATCH|DELETE) \/[^`]*`/g)!.length).toBeGreaterThan(40);
  });

  it('reports a path, a method and a prefix the documents do not have', () => {
    expect(
      mentionsIn(
        'Вызовите `DELETE /certificates/{systemName}/revoke`, `GET /admin-api/v1/keys` и ' +
          '`POST /orders/v1/orders/42`; токен — `POST /oauth2/token`.',
        'page.md',
      ),
    ).toEqual([
      'page.md:1: «DELETE /certificates/{systemName}/revoke» — метода DELETE у пути /certificates/{systemName}/revoke нет в документе',
      'page.md:1: «GET /admin-api/v1/keys» — пути нет в документе',
      'page.md:1: «POST /orders/v1/orders/42» — метода POST у пути /orders/{orderId} нет в документе',
    ]);
  });
});

describe('checkRequest catches planted contradictions', () => {
  const base = 'https://console.magistral.example.ru/admin-api/v1';
  const auth = ['-H', 'Authorization: Bearer $MAGISTRAL_TOKEN'];
  const json = ['-H', 'Content-Type: application/json'];

  it('passes a correct key creation', () => {
    const request = curl(
      '-X',
      'POST',
      `${base}/consumers/billing-service/keys`,
      ...auth,
      ...json,
      '-d',
      '{"expiresInDays": 180}',
    );
    expect(problemsOf(request)).toEqual([]);
  });

  it('reports a path, a method and a query parameter the document does not have', () => {
    expect(problemsOf(curl(`${base}/consumer/billing-service`, ...auth)).join()).toMatch(
      /пути нет/,
    );
    expect(
      problemsOf(curl('-X', 'PUT', `${base}/policies/orders-rate-limit-crm`, ...auth)).join(),
    ).toMatch(/метода PUT/);
    expect(problemsOf(curl(`${base}/apis/orders-api/export?format=xml`, ...auth)).join()).toMatch(
      /format=xml/,
    );
  });

  it('reports a key id out of format in the path and a missing token', () => {
    expect(
      problemsOf(
        curl('-X', 'DELETE', `${base}/consumers/billing-service/keys/key-5c81e0`, ...auth),
      ).join(),
    ).toMatch(/key-5c81e0/);
    expect(problemsOf(curl(`${base}/settings`)).join()).toMatch(/Authorization/);
  });

  it('reports a request body against the schema and JSON sent without Content-Type', () => {
    const tooLong = curl(
      '-X',
      'POST',
      `${base}/consumers/billing-service/keys`,
      ...auth,
      ...json,
      '-d',
      '{"expiresInDays": 900}',
    );
    expect(problemsOf(tooLong).join()).toMatch(/expiresInDays/);
    const policy = curl(
      '-X',
      'POST',
      `${base}/policies`,
      ...auth,
      ...json,
      '-d',
      '{"systemName":"p-one","type":"rate-limit","scope":"api","api":"orders-api","consumer":"crm-backend","order":10,"settings":{"limit":100,"interval":"minute"}}',
    );
    expect(problemsOf(policy).join()).not.toEqual('');
    const noType = curl(
      '-X',
      'POST',
      `${base}/consumers/billing-service/keys`,
      ...auth,
      '-d',
      '{}',
    );
    expect(problemsOf(noType).join()).toMatch(/Content-Type/);
  });

  it('reports a shown response that lacks fields of the schema', () => {
    const request = {
      ...curl(
        '-X',
        'POST',
        `${base}/consumers/delivery-service/keys`,
        ...auth,
        ...json,
        '-d',
        '{}',
      ),
      response: {
        status: null,
        headers: {},
        hasBody: true,
        body: {
          id: 'key-2b9d4e06',
          consumer: 'delivery-service',
          key: 'mgk_a4c1Z3b1W612dd2R72d1371c1K7149d4Y395',
          createdAt: '2025-03-14T09:12:40Z',
          expiresAt: '2026-03-14T09:12:40Z',
        },
      },
    };
    expect(problemsOf(request).join()).toMatch(/apis/);
    expect(problemsOf(request).join()).toMatch(/status/);
  });

  it('reports a key that the examples give to another consumer', () => {
    const request = curl(
      '-X',
      'DELETE',
      `${base}/consumers/crm-backend/keys/key-7f3a9c21`,
      ...auth,
    );
    expect(checkAdminObjects(request, examples).join()).toMatch(/billing-service/);
  });
});
