import { beforeAll, describe, expect, it } from 'vitest';

import { checkRequest, createValidator, loadYaml } from './adminApi.mjs';
import { classify, collectExchanges, extractCodeBlocks, listDocs, readDoc } from './codeBlocks.mjs';
import { loadExamples, routeOf } from './exampleObjects.mjs';
import {
  ORDERS_SPEC_FILE,
  checkFragment,
  findSpecOperation,
  notASubset,
  ordersFragment,
} from './ordersSpec.mjs';

const root = '.';
const spec = loadYaml(root, ORDERS_SPEC_FILE);
const validate = createValidator(
  spec,
  'https://docs.magistral.example.ru/files/orders-api-1.4.0.yaml',
);
const examples = loadExamples(root);
const server = new URL(spec.servers[0].url);

describe('fragments of the orders-api specification', () => {
  it('every fragment on a page is a part of static/files/orders-api-1.4.0.yaml', () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of listDocs(root))
      for (const block of extractCodeBlocks(readDoc(root, file), file)) {
        if (block.lang !== 'yaml') continue;
        const fragment = ordersFragment(block.code);
        if (!fragment) continue;
        count++;
        const faulty = examples.faultySpecifications.includes(file);
        for (const p of checkFragment(fragment, spec, { faulty }))
          problems.push(`${file}:${block.line}: ${p}`);
      }
    expect(count).toBeGreaterThanOrEqual(5);
    expect(problems).toEqual([]);
  });

  it('MOVE expressions name path parameters of the specification', () => {
    const params = new Set(
      Object.keys(spec.paths).flatMap((p) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
    );
    const problems = listDocs(root).flatMap((file) =>
      [...readDoc(root, file).matchAll(/\$\{request\.path\.(\w+)\}/g)]
        .filter((m) => !params.has(m[1]))
        .map(
          (m) =>
            `${file}: \${request.path.${m[1]}} — такого параметра пути нет в ${ORDERS_SPEC_FILE}`,
        ),
    );
    expect(problems).toEqual([]);
  });
});

describe('calls to orders-api through the gateway and the mock server', () => {
  let calls: Awaited<ReturnType<typeof collectExchanges>>['exchanges'] = [];
  beforeAll(async () => {
    const { exchanges } = await collectExchanges(listDocs(root), (f: string) => readDoc(root, f));
    calls = exchanges.flatMap((e) => {
      const kind = classify(e, examples);
      let rest: string | null = null;
      if (kind === 'gateway') {
        const route = routeOf(e, examples);
        if (route?.api === 'orders-api') rest = route.rest;
      } else if (kind === 'mock') {
        const m = /^\/orders-api\/1\.4\.0(\/.*)$/.exec(e.pathname);
        if (m) rest = m[1];
      }
      if (rest === null) return [];
      // The shown body of a gateway error is the gateway's, not the API's (errorCodes.test.ts).
      const response = e.response?.body?.error ? undefined : e.response;
      return [
        {
          ...e,
          url: `${server.origin}${server.pathname}${rest}${new URL(e.url).search}`,
          response,
        },
      ];
    });
  }, 60_000);

  it('use paths, parameters, bodies and responses of the specification', () => {
    expect(calls.length).toBeGreaterThan(20);
    const problems = calls.flatMap((e) =>
      checkRequest(spec, validate, e, { requireBearer: false }).map(
        (p) => `${e.file}:${e.line}: ${p}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('planted contradictions', () => {
  it('a fragment with another openapi version, an integer orderId or a path the file does not have', () => {
    const fragment = ordersFragment(`openapi: 3.0.3
info:
  title: Заказы
  version: 1.4.0
paths:
  /orders/{orderId}:
    get:
      parameters:
        - name: orderId
          in: path
          required: true
          schema:
            type: integer
  /orders/{id}/items:
    get:
      operationId: listItems
`);
    const problems = checkFragment(fragment, spec).join('\n');
    expect(problems).toMatch(/openapi/);
    expect(problems).toMatch(/integer/);
    expect(problems).toMatch(/\/orders\/\{id\}\/items: нет в файле/);
    expect(checkFragment(fragment, spec, { faulty: true }).join()).toMatch(/3\.0\.3/);
  });

  it('a response outside the enum and a path the specification does not have', () => {
    const request = {
      method: 'GET',
      url: `${server.href}/orders/10482/summary`,
      pathname: '/orders/v1/orders/10482/summary',
      query: {},
      headers: {},
      body: undefined,
      bodyKind: null,
      response: {
        status: 200,
        headers: {},
        hasBody: true,
        body: { orderId: '10482', status: 'shipped', customer: { name: 'ООО' } },
      },
    };
    expect(checkRequest(spec, validate, request, { requireBearer: false }).join()).toMatch(
      /status/,
    );
    expect(findSpecOperation(spec, 'GET', '/orders/42/history').error).toMatch(/нет/);
    expect(notASubset({ a: { b: 1 } }, { a: { b: 2 } })).toHaveLength(1);
  });
});
