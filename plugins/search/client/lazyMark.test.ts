// cspell:ignore иться
import { describe, expect, it } from 'vitest';

import { markedWordPattern } from './lazyMark';

const marks = (keywords: string | string[], text: string) =>
  [...text.matchAll(markedWordPattern(keywords) ?? /$^/g)].map((match) => match[0]);

describe('markedWordPattern (what the target page marks)', () => {
  it('marks the whole words that the searched words start, not words that hold them inside', () => {
    expect(marks(['ключ'], 'Ключ API нужен, чтобы подключиться; включение ключа')).toEqual([
      'Ключ',
      'ключа',
    ]);
  });

  it('marks a short token (a stem) only in a word that ends soon after it', () => {
    // «пол» is the index's stem of «поле»: «поля», «полей», not «пользователь» or «политика».
    expect(marks(['пол'], 'Поле, поля и полей; пользователь и политика; пол')).toEqual([
      'Поле',
      'поля',
      'полей',
      'пол',
    ]);
    expect(marks(['api'], 'API-ключ и apis, но не apiary')).toEqual(['API', 'apis']);
  });

  it('reads «е» as «ё» too, as the folded query means both', () => {
    expect(marks(['учетная'], 'Учётная запись и учетная запись')).toEqual(['Учётная', 'учетная']);
  });

  it('takes the longer word first, splits phrases into words, and escapes the rest', () => {
    expect(marks(['api', 'api-ключ'], 'api-ключ и api')).toEqual(['api-ключ', 'api']);
    expect(marks('X-API-Key (mTLS)', 'заголовок X-API-Key и (mTLS)')).toEqual([
      'X-API-Key',
      '(mTLS)',
    ]);
    expect(markedWordPattern([])).toBeNull();
    expect(markedWordPattern(['  '])).toBeNull();
  });
});
