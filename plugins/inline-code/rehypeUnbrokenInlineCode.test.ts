import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';

import { UNBROKEN_INLINE_CODE_MAX_CHARS } from '../../src/config/constants';
import { LONG_CODE_CLASS, PARTS_CODE_CLASS, UNBROKEN_CODE_CLASS } from './classes';
import rehypeUnbrokenInlineCode, {
  breakableParts,
  keepsOnOneLine,
  wordsKeptWhole,
} from './rehypeUnbrokenInlineCode';

/**
 * The page's code elements after the plugin, as the docs compile them: text → classes. A `<wbr>`
 * reads as «|», a word kept whole as «[word]».
 */
async function codeClasses(mdx: string): Promise<Record<string, string>> {
  type Node = {
    type: string;
    tagName?: string;
    properties?: { className?: string[] };
    children?: Node[];
    value?: string;
  };
  let tree: Node = { type: 'root' };
  await compile(mdx, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeUnbrokenInlineCode, () => (root: Node) => void (tree = root)],
  });
  const found: Record<string, string> = {};
  const walk = (node: Node) => {
    if (node.tagName === 'code') {
      const text = (node.children ?? [])
        .map((c) => {
          if (c.tagName === 'wbr') return '|';
          if (c.tagName === 'span' && c.properties?.className?.includes(UNBROKEN_CODE_CLASS))
            return `[${c.children?.map((t) => t.value).join('')}]`;
          return c.value ?? '';
        })
        .join('');
      found[text.trim()] = (node.properties?.className ?? []).join(' ');
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

describe('rehypeUnbrokenInlineCode', () => {
  it('keeps short names with a hyphen or slash on one line, not long ones or ones with spaces', () => {
    expect(keepsOnOneLine('--cert')).toBe(true);
    expect(keepsOnOneLine('X-API-Key')).toBe(true);
    expect(keepsOnOneLine('/admin-api/v1')).toBe(true);
    expect(keepsOnOneLine('MOVE_FAILED')).toBe(false);
    expect(keepsOnOneLine('curl --cert')).toBe(false);
    const long = 'https://gw.magistral.example.ru/orders/v1';
    expect(long.length).toBeGreaterThan(UNBROKEN_INLINE_CODE_MAX_CHARS);
    expect(keepsOnOneLine(long)).toBe(false);
    expect(keepsOnOneLine('a-'.padEnd(UNBROKEN_INLINE_CODE_MAX_CHARS, 'b'))).toBe(true);
    expect(keepsOnOneLine('a-'.padEnd(UNBROKEN_INLINE_CODE_MAX_CHARS + 1, 'b'))).toBe(false);
  });

  it('marks inline code in text, tables and JSX components (tabs), never a code block', async () => {
    const classes = await codeClasses(
      [
        'Передайте `--cert` и заголовок `X-API-Key`, код `MOVE_FAILED`.',
        '',
        '| Поле | Пример |',
        '|---|---|',
        '| Путь | `/orders/v1` |',
        '',
        '<TabItem value="k8s">',
        '',
        'Прокси вырезает `X-Request-Id`.',
        '',
        '</TabItem>',
        '',
        '```bash',
        'curl --key client.key',
        '```',
      ].join('\n'),
    );
    expect(classes['--cert']).toBe(UNBROKEN_CODE_CLASS);
    expect(classes['X-API-Key']).toBe(UNBROKEN_CODE_CLASS);
    expect(classes['/orders/v1']).toBe(UNBROKEN_CODE_CLASS);
    expect(classes['X-Request-Id']).toBe(UNBROKEN_CODE_CLASS);
    expect(classes['MOVE_FAILED']).toBe('');
    expect(classes['curl --key client.key']).not.toContain(UNBROKEN_CODE_CLASS);
  });

  it('lets a long dotted or snake_case name break after its separators, and only there', async () => {
    expect(breakableParts('gateway.zones.*.clientCertificate')).toEqual([
      'gateway.',
      'zones.',
      '*.',
      'clientCertificate',
    ]);
    expect(breakableParts('https://gw.magistral.example.ru/orders/v1')).toEqual([
      'https://gw.',
      'magistral.',
      'example.',
      'ru/orders/v1',
    ]);
    expect(breakableParts('monitoring.retentionDays')).toEqual(['monitoring.', 'retentionDays']);
    expect(breakableParts('magistral_gateway_requests_total')).toEqual([
      'magistral_',
      'gateway_',
      'requests_',
      'total',
    ]);
    expect(breakableParts('values.yaml')).toBeNull();
    expect(breakableParts('RATE_LIMIT_EXCEEDED_BY_CONSUMER')).toBeNull();
    expect(breakableParts('magistralGatewayRequestDurationSeconds')).toBeNull();
    expect(breakableParts('gateway.limits.maxRequestBodySize и ещё')).toBeNull();
    const classes = await codeClasses(
      [
        '| Параметр | Что задаёт |',
        '|---|---|',
        '| `logging.detailedLog.maxDurationHours` | Наибольший срок детального журнала |',
        '',
        '```yaml',
        'logging.detailedLog.maxDurationHours: 72',
        '```',
      ].join('\n'),
    );
    expect(classes['logging.|detailedLog.|maxDurationHours']).toBe(LONG_CODE_CLASS);
    expect(classes['logging.detailedLog.maxDurationHours: 72']).not.toContain(LONG_CODE_CLASS);
  });

  it('in code with spaces keeps whole each word that would break inside, and only those', async () => {
    expect(wordsKeptWhole('pg_restore --clean -d magistral')).toEqual([
      'pg_restore',
      ' ',
      '--clean',
      ' ',
      '-d',
      ' ',
      'magistral',
    ]);
    expect(wordsKeptWhole('X-RateLimit-Limit: 100')).toEqual(['X-RateLimit-Limit:', ' ', '100']);
    expect(wordsKeptWhole('GET /orders/42')).toEqual(['GET', ' ', '/orders/42']);
    expect(wordsKeptWhole('--cert')).toBeNull();
    expect(wordsKeptWhole('CN = billing')).toBeNull();
    const classes = await codeClasses(
      [
        'Запустите `pg_restore --clean -d magistral` и проверьте `X-RateLimit-Limit: 100`.',
        'Путь целиком: `POST /admin-api/v1/registry/apis/legacy-billing-api/restore`.',
        '',
        '```bash',
        'pg_restore --clean -d magistral',
        '```',
      ].join('\n'),
    );
    expect(classes['pg_restore [--clean] [-d] magistral']).toBe(PARTS_CODE_CLASS);
    expect(classes['[X-RateLimit-Limit:] 100']).toBe(PARTS_CODE_CLASS);
    // A path longer than the limit may still wrap at its slashes.
    expect(classes['POST /admin-api/v1/registry/apis/legacy-billing-api/restore']).toBe('');
    expect(classes['pg_restore --clean -d magistral']).toBe('language-bash');
  });

  it('the stylesheet keeps the class on one line, as a code element and as a word in one', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8');
    const rule =
      /\.markdown code\.code-unbroken,\s*\.markdown code > \.code-unbroken\s*\{\s*white-space:\s*nowrap;/;
    expect(UNBROKEN_CODE_CLASS).toBe('code-unbroken');
    expect(css).toMatch(rule);
  });
});
