import { describe, expect, it } from 'vitest';

import { frontMatterLineCount, frontMatterOf, splitFrontMatter } from './frontMatter.mjs';

describe('splitFrontMatter', () => {
  it('parses the YAML and leaves the body as it is after the closing line', () => {
    const source = '---\ntitle: Ключи\ntags: [a, b]\n---\n\n# Ключи\n\nТекст.\n';
    expect(splitFrontMatter(source)).toEqual({
      frontMatter: { title: 'Ключи', tags: ['a', 'b'] },
      yamlText: 'title: Ключи\ntags: [a, b]',
      body: '\n# Ключи\n\nТекст.\n',
    });
  });

  it('reads a page saved with Windows line ends, as Docusaurus does', () => {
    const source = '---\r\ntitle: Ключи\r\nsidebar_position: 2\r\n---\r\nТекст.\r\n';
    expect(splitFrontMatter(source)).toMatchObject({
      frontMatter: { title: 'Ключи', sidebar_position: 2 },
      body: 'Текст.\r\n',
    });
  });

  it('says in Russian what is wrong, and keeps the text, when there is none or it does not parse', () => {
    expect(splitFrontMatter('# Ключи\n')).toEqual({
      frontMatter: null,
      yamlText: null,
      body: '# Ключи\n',
      error: 'нет front matter',
    });
    const broken = splitFrontMatter('---\ntitle: [Ключи\n---\nТекст.\n');
    expect(broken).toMatchObject({ frontMatter: null, body: 'Текст.\n' });
    expect(broken.error).toMatch(/^front matter не разбирается: /);
    expect(splitFrontMatter('---\n- a\n- b\n---\n').error).toBe('front matter — не набор полей');
  });

  it('needs the closing line to be `---` alone', () => {
    expect(splitFrontMatter('---\ntitle: a\n----\nТекст.\n').frontMatter).toBeNull();
    expect(splitFrontMatter('---\ntitle: a\n--- \nТекст.\n').body).toBe('Текст.\n');
  });
});

describe('frontMatterOf', () => {
  it('gives the fields, or none for a page without front matter or with a broken one', () => {
    expect(frontMatterOf('---\ntitle: a\n---\n')).toEqual({ title: 'a' });
    expect(frontMatterOf('Текст.\n')).toEqual({});
    expect(frontMatterOf('---\ntitle: [a\n---\n')).toEqual({});
  });
});

describe('frontMatterLineCount', () => {
  it('counts the front matter lines, both `---` lines included, whatever the line ends', () => {
    expect(frontMatterLineCount('---\ntitle: a\nid: b\n---\nТекст.\n')).toBe(4);
    expect(frontMatterLineCount('---\r\ntitle: a\r\n---\r\nТекст.\r\n')).toBe(3);
    expect(frontMatterLineCount('---\ntitle: a\n---')).toBe(3);
    expect(frontMatterLineCount('---\n---\nТекст.\n')).toBe(2);
  });

  it('is 0 without front matter, or when it is never closed', () => {
    expect(frontMatterLineCount('# Ключи\n---\n')).toBe(0);
    expect(frontMatterLineCount('---\ntitle: a\nТекст.\n')).toBe(0);
  });
});
