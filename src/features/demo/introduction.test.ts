import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The introduction tells prospects how to book a demo (docs/introduction.md, «Как увидеть
 * платформу в работе»). Every «quoted» name there is a label of the site's own demo button or
 * form: when one is renamed, the page must follow.
 */
const PAGE = 'docs/introduction.md';
const SOURCES = ['src/features/demo/DemoButton.tsx', 'src/features/demo/DemoModal.tsx'];

function demoSection(markdown: string): string {
  const start = markdown.indexOf('{#demo}');
  expect(start, 'the section {#demo} of the introduction').toBeGreaterThan(0);
  const end = markdown.indexOf('\n## ', start);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('the introduction’s demo section', () => {
  it('names the button, the fields and the states exactly as the form shows them', () => {
    const section = demoSection(readFileSync(PAGE, 'utf8'));
    // «Магистраль» is the product, not a label.
    const quoted = [...section.matchAll(/«([^«»]+)»/g)]
      // Typography puts no-break spaces after short words («на демо»); the labels have spaces.
      .map((m) => m[1]!.replace(/\u00a0/g, ' '))
      .filter((name) => name !== 'Магистраль');
    expect(quoted).toEqual(
      expect.arrayContaining([
        'Записаться на демо',
        'Имя',
        'Отправить заявку',
        'Заявка отправлена',
      ]),
    );
    const source = SOURCES.map((file) => readFileSync(file, 'utf8')).join('\n');
    const labels = new Set(
      [...source.matchAll(/'([^'\n]+)'|>\s*([^<>{}\n]+?)\s*</g)].map((m) => (m[1] ?? m[2])!),
    );
    expect(quoted.filter((name) => !labels.has(name))).toEqual([]);
  });
});
