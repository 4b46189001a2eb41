import { describe, expect, it } from 'vitest';

import { tagsByLetter } from './tagsByLetter';

const tag = (label: string) => ({ label, permalink: `/docs/tags/${label}`, count: 1 });

describe('tags by letter', () => {
  const tags = [
    tag('сервисы'),
    tag('api-management'),
    tag('Магистраль'),
    tag('модули'),
    tag('how-to'),
  ];

  it('groups by the capital first letter and sorts in the given locale', () => {
    const letters = tagsByLetter(tags, 'ru').map((entry) => entry.letter);
    // Russian collation puts Cyrillic before Latin, whatever the runtime's default locale.
    expect(letters).toEqual(['М', 'С', 'A', 'H']);
    expect(tagsByLetter(tags, 'ru')[0]?.tags.map((t) => t.label)).toEqual(['Магистраль', 'модули']);
  });

  it('does not depend on the order the tags come in', () => {
    expect(tagsByLetter([...tags].reverse(), 'ru')).toEqual(tagsByLetter(tags, 'ru'));
  });

  it('leaves its input alone', () => {
    const input = [tag('б'), tag('а')];
    tagsByLetter(input, 'ru');
    expect(input.map((t) => t.label)).toEqual(['б', 'а']);
  });
});
