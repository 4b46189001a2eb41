import { describe, expect, it } from 'vitest';

import {
  extractCodeBlocks,
  javaScriptSyntaxError,
  listDocs,
  pythonSyntaxError,
  typeScriptSyntaxError,
  readDoc,
  shellSyntaxError,
} from './codeBlocks.mjs';

const root = '.';
const blocks = listDocs(root).flatMap((f) => extractCodeBlocks(readDoc(root, f), f));

/** Pages whose key calls show curl, Python and JavaScript in synced tabs. */
const CLIENT_TABS_PAGES = [
  'docs/services/api-management/guides/how-to-add-api-and-connect-to-it.md',
  'docs/services/api-management/keys/add-key.md',
  'docs/services/api-management/keys/delete-key.md',
  'docs/services/api-management/api-consumers/add-consumer.md',
  'docs/services/api-management/policies/add-policy.md',
];

const LANGS = ['bash', 'python', 'javascript'];

/** `<Tabs groupId="client-language">` groups of a page with the code languages of each tab. */
export function clientTabGroups(source: string) {
  return [...source.matchAll(/<Tabs groupId="client-language">([\s\S]*?)<\/Tabs>/g)].map((m) =>
    [...m[1].matchAll(/<TabItem value="(\w+)"[^>]*>([\s\S]*?)<\/TabItem>/g)].map((t) => ({
      value: t[1],
      langs: extractCodeBlocks(t[2]).map((b) => b.lang),
    })),
  );
}

function tabProblems(source: string) {
  const groups = clientTabGroups(source);
  if (!groups.length) return ['нет вкладок <Tabs groupId="client-language">'];
  return groups.flatMap((tabs, i) => {
    const values = tabs.map((t) => t.value).join(',');
    if (values !== 'curl,python,javascript') return [`группа ${i + 1}: вкладки ${values}`];
    return tabs.flatMap((t, j) =>
      t.langs.filter((l) => l === 'bash' || l === 'python' || l === 'javascript').join() ===
      LANGS[j]
        ? []
        : [`группа ${i + 1}, вкладка ${t.value}: блоки ${t.langs.join(',') || 'нет'}`],
    );
  });
}

describe('code snippets in docs/', () => {
  it('every shell block passes bash -n', () => {
    const problems = blocks
      .filter((b) => b.lang === 'bash')
      .flatMap((b) => {
        const error = shellSyntaxError(b.code);
        return error ? [`${b.file}:${b.line}: ${error}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it('every Python block parses and every JavaScript block compiles', () => {
    const python = blocks.filter((b) => b.lang === 'python');
    const js = blocks.filter((b) => b.lang === 'javascript');
    expect(python.length).toBeGreaterThanOrEqual(7);
    expect(js.length).toBe(python.length);
    const problems = [
      ...python.map((b) => [b, pythonSyntaxError(b.code)] as const),
      ...js.map((b) => [b, javaScriptSyntaxError(b.code)] as const),
    ].flatMap(([b, error]) => (error ? [`${b.file}:${b.line}: ${error}`] : []));
    expect(problems).toEqual([]);
  });

  it('every TypeScript block parses', () => {
    const typeScript = blocks.filter((b) => b.lang === 'ts' || b.lang === 'typescript');
    expect(typeScript.length).toBeGreaterThan(0);
    const problems = typeScript.flatMap((b) => {
      const error = typeScriptSyntaxError(b.code);
      return error ? [`${b.file}:${b.line}: ${error}`] : [];
    });
    expect(problems).toEqual([]);
    expect(typeScriptSyntaxError("const a: string = 'x';\nawait f(a);")).toBeNull();
    expect(typeScriptSyntaxError('const orders = createClient<paths>({ baseUrl: ')).not.toBeNull();
  });

  it('key calls show curl, Python and JavaScript in synced tabs', () => {
    const problems = CLIENT_TABS_PAGES.flatMap((f) =>
      tabProblems(readDoc(root, f)).map((p) => `${f}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('planted syntax errors', () => {
  it('are reported for shell, Python and JavaScript', () => {
    expect(
      shellSyntaxError('for i in 1 2; do\n  curl -s https://gw.magistral.example.ru\n'),
    ).not.toBeNull();
    expect(pythonSyntaxError('requests.post(url, json={"a": 1}')).not.toBeNull();
    expect(javaScriptSyntaxError("await fetch('x', { method: 'POST' ")).not.toBeNull();
    expect(javaScriptSyntaxError("import fs from 'node:fs';")).not.toBeNull();
    expect(shellSyntaxError('curl -s https://gw.magistral.example.ru')).toBeNull();
  });

  it('a tab group without JavaScript', () => {
    const source = `<Tabs groupId="client-language">\n<TabItem value="curl" label="curl">\n\n\`\`\`bash\ncurl x\n\`\`\`\n\n</TabItem>\n<TabItem value="python" label="Python">\n\n\`\`\`python\nprint(1)\n\`\`\`\n\n</TabItem>\n</Tabs>`;
    expect(tabProblems(source).join()).toMatch(/curl,python/);
  });
});
