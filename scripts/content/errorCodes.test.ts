import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

import { checkLinks, siteRoutes } from './checkLinks.mjs';
import { classify, collectExchanges, listDocs, readDoc } from './codeBlocks.mjs';
import {
  TABLE_PAGE,
  checkErrorMentions,
  checkGatewayErrorBody,
  loadErrors,
  renderGatewayFixes,
  renderGatewayTable,
  listAfterHeading,
  tableAfterHeading,
} from './errorCodes.mjs';
import { loadExamples } from './exampleObjects.mjs';

const root = '.';
const data = loadErrors(root);
const files = [...listDocs(root), 'writing/glossary.md'];

describe('error codes in docs/ and the glossary', () => {
  it('every «NNN CODE» and every error body uses a code of writing/data/errors.yaml with its status', () => {
    const problems = files.flatMap((f) => checkErrorMentions(readDoc(root, f), data, f));
    expect(problems).toEqual([]);
  });

  it('the page table «Коды ответов шлюза» is generated from the data', () => {
    const table = tableAfterHeading(readFileSync(TABLE_PAGE, 'utf8'));
    expect(table, 'node scripts/content/errorCodes.mjs --write').toBe(renderGatewayTable(data));
  });

  it('the list «Что делать» under the table is generated from the data', () => {
    const list = listAfterHeading(readFileSync(TABLE_PAGE, 'utf8'));
    expect(list, 'node scripts/content/errorCodes.mjs --write').toBe(renderGatewayFixes(data));
  });

  it('every gateway code says what to do and links a page (and heading) of the docs that exists', () => {
    // The list on the page is the data (test above); its links and anchors are checked as every
    // page's are (checkLinks.mjs, npm run check:links).
    const withoutLink = data.gateway
      .filter((e: { fix?: string }) => !/\]\([^)]+\.md(?:#[^)]*)?\)/.test(e.fix ?? ''))
      .map((e: { code: string }) => `${e.code}: нет «fix» со ссылкой на страницу`);
    // The list prints «- `NNN CODE` — <fix>.»: the fix continues the sentence and leaves its end
    // to the list (a fix ending in «.» printed «..»).
    const notASentenceTail = data.gateway
      .filter(
        (e: { fix?: string }) => /[.!?;:,]\s*$/.test(e.fix ?? '') || /^\p{Lu}/u.test(e.fix ?? ''),
      )
      .map((e: { code: string }) => `${e.code}: «fix» начинается с прописной или кончается знаком`);
    const { problems } = checkLinks({
      docsDir: 'docs',
      staticDir: 'static',
      extraRoutes: siteRoutes(),
    });
    expect([
      ...withoutLink,
      ...notASentenceTail,
      ...problems.filter((p) => p.startsWith(`${TABLE_PAGE}:`)),
    ]).toEqual([]);
  });

  it('glossary §7 lists exactly the codes of the data', () => {
    const glossary = readFileSync('writing/glossary.md', 'utf8');
    const section = (from: string, to: string) =>
      glossary.slice(glossary.indexOf(from), glossary.indexOf(to));
    const pairs = (text: string) =>
      [...text.matchAll(/^\| (\d{3}) \| `([A-Z_]+)` \|/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
    const of = (group: { status: number; code: string }[]) =>
      group.map((e) => `${e.status} ${e.code}`).sort();
    expect(pairs(section('### 7.1.', '### 7.2.'))).toEqual(of(data.gateway));
    expect(pairs(section('### 7.2.', '### 7.3.'))).toEqual(of([...data.admin, ...data.mock]));
  });
});

describe('gateway error responses shown on pages', () => {
  let bodies: { where: string; response: Parameters<typeof checkGatewayErrorBody>[0] }[] = [];
  beforeAll(async () => {
    const examples = loadExamples(root);
    const { exchanges } = await collectExchanges(listDocs(root), (f: string) => readDoc(root, f));
    bodies = exchanges
      .filter((e) => classify(e, examples) === 'gateway' && e.response?.body?.error)
      .map((e) => ({ where: `${e.file}:${e.response!.line}`, response: e.response! }));
  }, 60_000);

  it('carry the status and message of the data and the requestId of X-Request-Id', () => {
    expect(bodies.length).toBeGreaterThan(10);
    const problems = bodies.flatMap(({ where, response }) =>
      checkGatewayErrorBody(response, data).map((p) => `${where}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('planted contradictions', () => {
  it('a status that differs from the data', () => {
    expect(checkErrorMentions('Ответ `401 CLIENT_CERT_REQUIRED`.', data).join()).toMatch(/403/);
    expect(checkErrorMentions('| `404`, код `API_DISABLED` |', data).join()).toMatch(/503/);
  });

  it('a code the data does not have', () => {
    expect(checkErrorMentions('шлюз ответит `403 CERT_EXPIRED`', data).join()).toMatch(
      /CERT_EXPIRED/,
    );
    expect(checkErrorMentions('{"error": {"code": "KEY_REVOKED"}}', data).join()).toMatch(
      /KEY_REVOKED/,
    );
  });

  it('an HTTP block whose status line disagrees with the body', () => {
    const block = 'HTTP/1.1 401 Unauthorized\n\n{"error": {"code": "API_NOT_ALLOWED"}}';
    expect(checkErrorMentions(block, data).join()).toMatch(/HTTP 401/);
  });

  it('a message or requestId that differs, and a table that drifted from the data', () => {
    const response = {
      status: 403,
      headers: { 'x-request-id': '5d92a0e8b6c14f37' },
      body: {
        error: {
          code: 'CLIENT_CERT_INVALID',
          message: 'Сертификат отозван',
          requestId: '5d92a0e8b6c14f38',
        },
      },
    };
    const problems = checkGatewayErrorBody(response, data).join('\n');
    expect(problems).toMatch(/message/);
    expect(problems).toMatch(/X-Request-Id/);
    const drifted = renderGatewayTable(data).replace(
      '`429` | `QUOTA_EXCEEDED`',
      '`403` | `QUOTA_EXCEEDED`',
    );
    expect(drifted).not.toBe(renderGatewayTable(data));
  });
});
