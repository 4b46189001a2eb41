import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

import { buildVocabulary, generateScaledDocs, seededRandom, varyPage } from './scaleContent.mjs';

const SOURCE = [
  '---',
  'title: Добавление сертификата',
  'tags: [инструкции]',
  '---',
  '',
  'Сертификат добавляют в консоли управления. Потом его привязывают к маршруту шлюза.',
  '',
  '## Перед началом {#before}',
  '',
  '## Проверка подключения',
  '',
  'См. [ключи](../keys/add-key.md#before) и [введение](/docs/introduction); `команда консоли`.',
  '',
  '```bash',
  'curl https://example.ru # сертификат консоли',
  '```',
].join('\n');

describe('varyPage', () => {
  const vocabulary = buildVocabulary([SOURCE, 'отдельные новые слова словаря копии страницы']);
  const varied = varyPage(SOURCE, {
    prefix: 'scale-02',
    vocabulary,
    random: seededRandom(1),
    share: 1,
  });

  it('changes the words, keeps tags, code, link targets and heading ids', () => {
    expect(varied).not.toContain('Сертификат добавляют в консоли управления');
    expect(varied).toContain('tags: [инструкции]');
    expect(varied).toContain('curl https://example.ru # сертификат консоли');
    expect(varied).toContain('](../keys/add-key.md#before)');
    expect(varied).toContain('`команда консоли`');
    expect(varied).toMatch(/^## .+ \{#before\}$/m);
  });

  it('gives a heading without an id its original slug and moves /docs links into the copy', () => {
    expect(varied).toMatch(/^## .+ \{#проверка-подключения\}$/m);
    expect(varied).toContain('](/docs/scale-02/introduction)');
  });

  it('repeats with the same seed', () => {
    const again = varyPage(SOURCE, {
      prefix: 'scale-02',
      vocabulary,
      random: seededRandom(1),
      share: 1,
    });
    expect(again).toBe(varied);
  });
});

describe('generateScaledDocs', () => {
  it('writes every copy its search phrases beside the docs, and the same pages with or without them', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'scale-'));
    const docs = path.join(root, 'docs');
    mkdirSync(path.join(docs, 'keys'), { recursive: true });
    writeFileSync(path.join(docs, 'keys', 'add-key.md'), SOURCE);
    const phrasesFile = path.join(root, 'search-phrases.yml');
    writeFileSync(phrasesFile, 'keys/add-key.md:\n  - выпустить ключ консоли\n  - api key\n');
    const generate = (out: string, withPhrases: boolean) =>
      generateScaledDocs({
        docsDir: docs,
        outDir: path.join(root, out, 'docs'),
        factor: 3,
        ...(withPhrases ? { phrasesFile } : {}),
      });
    generate('with', true);
    generate('without', false);
    const written = yaml.load(
      readFileSync(path.join(root, 'with', 'writing', 'search-phrases.yml'), 'utf8'),
    ) as Record<string, string[]>;
    expect(Object.keys(written)).toEqual([
      'keys/add-key.md',
      'scale-02/keys/add-key.md',
      'scale-03/keys/add-key.md',
    ]);
    expect(written['keys/add-key.md']).toEqual(['выпустить ключ консоли', 'api key']);
    expect(written['scale-02/keys/add-key.md']).toHaveLength(2);
    const page = (out: string) =>
      readFileSync(path.join(root, out, 'docs', 'scale-03', 'keys', 'add-key.md'), 'utf8');
    expect(page('with')).toBe(page('without'));
  });
});
