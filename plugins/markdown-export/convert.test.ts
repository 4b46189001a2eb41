import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  absoluteUrl,
  convertBody,
  convertDoc,
  renderPage,
  stripFrontMatter,
  tabLabel,
  type ConvertContext,
} from './convert';
import { markdownFilesUnder } from '../shared/files.mjs';

const SITE = 'https://docs.magistral.example.ru';
const FIXTURES = path.join(__dirname, 'fixtures');

/** Docs folder paths → addresses, the way the site builds them (file path = address). */
function docsResolver(known: string[]): (source: string) => string | undefined {
  const set = new Set(known);
  return (source) => (set.has(source) ? `/docs/${source.replace(/\.mdx?$/, '')}` : undefined);
}

const fixtureContext: ConvertContext = {
  siteUrl: SITE,
  permalink: '/docs/services/api-management/keys/add-key',
  sourcePath: 'services/api-management/keys/add-key.md',
  resolveDoc: docsResolver([
    'concepts/api-consumer.md',
    'modules/logging.md',
    'security.md',
    'services/api-management/api-consumers/add-consumer.md',
    'services/api-management/keys/add-key.md',
    'services/api-management/keys/delete-key.md',
  ]),
};

describe('a page with every construct the docs use', () => {
  it('converts to the committed Markdown (set UPDATE_FIXTURES=1 to rewrite it)', () => {
    const source = readFileSync(path.join(FIXTURES, 'all-constructs.md'), 'utf8');
    const page = convertDoc(
      source,
      {
        title: 'Создание ключа API',
        description:
          'Как выпустить ключ API для потребителя в консоли «Магистрали» или через API администрирования.',
      },
      fixtureContext,
    );
    const markdown = renderPage(page);
    const expectedFile = path.join(FIXTURES, 'all-constructs.expected.md');
    if (process.env.UPDATE_FIXTURES === '1') writeFileSync(expectedFile, markdown);
    expect(markdown).toBe(readFileSync(expectedFile, 'utf8'));
  });
});

describe('convertBody', () => {
  const convert = (body: string) => convertBody(body, fixtureContext);

  it('drops imports, exports (also over several lines) and MDX comments', () => {
    expect(
      convert(
        "import Tabs from '@theme/Tabs';\nimport {\n  a,\n  b,\n} from './x';\nexport const meta = { a: 1 };\n\n{/* note */}\nТекст{/* inline */}.\n",
      ),
    ).toBe('Текст.\n');
  });

  it('keeps headings, without their explicit ids', () => {
    expect(convert('## Шаги {#steps}\nТекст')).toBe('## Шаги\n\nТекст\n');
  });

  it('turns an admonition into a quote with a bold Russian label, keeping nesting', () => {
    expect(convert('::::warning Снаружи\nТекст\n\n:::tip\nВнутри\n:::\n::::\nПосле')).toBe(
      [
        '> **Внимание. Снаружи**',
        '>',
        '> Текст',
        '>',
        '> > **Подсказка**',
        '> >',
        '> > Внутри',
        '',
        'После',
        '',
      ].join('\n'),
    );
  });

  it('leaves unknown directives and code blocks alone', () => {
    const code = '```md\n:::note\n## Не заголовок {#x}\n[a](b.md)\n:::\n```\n';
    expect(convert(code)).toBe(code);
    expect(convert(':::unknown\nТекст\n:::')).toBe(':::unknown\nТекст\n:::\n');
  });

  it('makes a sub-heading for each tab, one level below the last heading', () => {
    const body =
      '### Раздел {#s}\n\n<Tabs>\n<TabItem value="a" label="Консоль" default>\n\nА\n\n</TabItem>\n<TabItem value="b">\n\nБ\n\n</TabItem>\n</Tabs>\n';
    expect(convert(body)).toBe('### Раздел\n\n#### Консоль\n\nА\n\n#### b\n\nБ\n');
  });

  it('never goes deeper than a level-6 heading', () => {
    expect(convert('###### Глубоко\n<TabItem label="Вкладка">\nТекст\n</TabItem>')).toBe(
      '###### Глубоко\n\n###### Вкладка\n\nТекст\n',
    );
  });

  it('keeps inline code as written', () => {
    expect(convert('Пишите `[ссылка](add-key.md)` и `{#id}`.')).toBe(
      'Пишите `[ссылка](add-key.md)` и `{#id}`.\n',
    );
  });

  it('collapses runs of blank lines outside code', () => {
    expect(convert('А\n\n\n\nБ\n')).toBe('А\n\nБ\n');
  });
});

describe('absoluteUrl', () => {
  it('turns a pathname:// link to a static file into an address on the site', () => {
    expect(absoluteUrl('pathname:///files/magistral-admin-api.yaml', fixtureContext, 'link')).toBe(
      `${fixtureContext.siteUrl}/files/magistral-admin-api.yaml`,
    );
  });

  it('turns a link to a doc source into the absolute page address, keeping the anchor', () => {
    expect(absoluteUrl('../../../security.md#tls', fixtureContext, 'link')).toBe(
      `${SITE}/docs/security#tls`,
    );
  });

  it('fails on a link to a doc that does not exist', () => {
    expect(() => absoluteUrl('../nope.md', fixtureContext, 'link')).toThrow(/unknown doc/);
  });

  it('makes site paths, anchors and relative addresses absolute; leaves other schemes', () => {
    expect(absoluteUrl('/img/a.svg', fixtureContext, 'image')).toBe(`${SITE}/img/a.svg`);
    expect(absoluteUrl('#steps', fixtureContext, 'link')).toBe(
      `${SITE}/docs/services/api-management/keys/add-key#steps`,
    );
    expect(absoluteUrl('delete-key', fixtureContext, 'link')).toBe(
      `${SITE}/docs/services/api-management/keys/delete-key`,
    );
    expect(absoluteUrl('mailto:a@b.ru', fixtureContext, 'link')).toBe('mailto:a@b.ru');
    expect(absoluteUrl('https://x.ru/a.md', fixtureContext, 'link')).toBe('https://x.ru/a.md');
  });
});

describe('helpers', () => {
  it('reads a tab label, falling back to its value', () => {
    expect(tabLabel(' value="api" label="API администрирования"')).toBe('API администрирования');
    expect(tabLabel(" value='k8s' label={'Kubernetes'}")).toBe('Kubernetes');
    expect(tabLabel(' value="vm"')).toBe('vm');
  });

  it('strips front matter only at the start', () => {
    expect(stripFrontMatter('---\ntitle: A\n---\nТекст\n---\n')).toBe('Текст\n---\n');
    expect(stripFrontMatter('Текст')).toBe('Текст');
  });
});

/** Every real page converts, and nothing of MDX survives outside code. */
describe('the docs of the site', () => {
  const docsDir = path.resolve(__dirname, '../../docs');
  const files = markdownFilesUnder(docsDir);
  const resolveDoc = docsResolver(files);

  it.each(files)('%s', (file) => {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const body = convertBody(stripFrontMatter(source), {
      siteUrl: SITE,
      permalink: `/docs/${file.replace(/\.mdx?$/, '')}`,
      sourcePath: file,
      resolveDoc,
    });
    const prose = body
      .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '')
      .replace(/`[^`\n]*`/g, '');
    expect(prose).not.toMatch(/^\s*:::/m);
    expect(prose).not.toMatch(/<\/?(Tabs|TabItem)\b/);
    expect(prose).not.toMatch(/^import |^export /m);
    expect(prose).not.toMatch(/\{#[\w-]+\}/);
    expect(prose).not.toMatch(/\]\((?!https?:\/\/)[^)]*\)/); // every link and image is absolute
  });
});
