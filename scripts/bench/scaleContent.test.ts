import { describe, expect, it } from 'vitest';

import { buildVocabulary, seededRandom, varyPage } from './scaleContent.mjs';

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
