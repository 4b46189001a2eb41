// cspell:disable -- wrong-layout queries are gibberish by design
import { describe, expect, it } from 'vitest';

import {
  foldYo,
  layoutVariant,
  switchLayout,
  synonymVariants,
  tokenizeQuery,
  transliterate,
  withoutNegated,
  withoutQuestionWords,
} from './queryRewrite';

describe('withoutQuestionWords', () => {
  it('drops the question words before what is looked for', () => {
    expect(withoutQuestionWords(['как', 'удалить', 'api'])).toEqual(['удалить', 'api']);
    expect(withoutQuestionWords(['что', 'такое', 'move'])).toEqual(['move']);
    expect(withoutQuestionWords(['почему', '429'])).toEqual(['429']);
  });

  it('keeps a query made of question words only, and words that merely start like one', () => {
    expect(withoutQuestionWords(['как'])).toEqual(['как']);
    expect(withoutQuestionWords(['что', 'где'])).toEqual(['что', 'где']);
    expect(withoutQuestionWords(['каталог', 'api'])).toEqual(['каталог', 'api']);
  });
});

describe('withoutNegated', () => {
  it('drops what the reader keeps: a gerund after «не», an action noun after «без», -ing after not', () => {
    expect(withoutNegated(['отключить', 'политику', 'не', 'удаляя', 'настройки'])).toEqual([
      'отключить',
      'политику',
      'настройки',
    ]);
    expect(withoutNegated(['выключить', 'api', 'без', 'удаления'])).toEqual(['выключить', 'api']);
    expect(withoutNegated(['disable', 'policy', 'without', 'deleting'])).toEqual([
      'disable',
      'policy',
    ]);
    expect(withoutNegated(['rotate', 'key', 'not', 'breaking', 'clients'])).toEqual([
      'rotate',
      'key',
      'clients',
    ]);
  });

  it('keeps symptoms, missing things and a query that would be left empty', () => {
    expect(withoutNegated(['ключ', 'не', 'работает'])).toEqual(['ключ', 'не', 'работает']);
    expect(withoutNegated(['строка', 'без', 'потребителя'])).toEqual([
      'строка',
      'без',
      'потребителя',
    ]);
    expect(withoutNegated(['без', 'удаления'])).toEqual(['без', 'удаления']);
  });
});

describe('transliterate', () => {
  it('spells a Cyrillic word in Latin letters', () => {
    expect(transliterate('сием')).toBe('siem');
    expect(transliterate('графана')).toBe('grafana');
    expect(transliterate('хелм')).toBe('helm');
  });

  it('only one Cyrillic word of three letters or more', () => {
    expect(transliterate('в')).toBeNull();
    expect(transliterate('но')).toBeNull();
    expect(transliterate('siem')).toBeNull();
    expect(transliterate('api-ключ')).toBeNull();
  });
});

describe('tokenizeQuery', () => {
  it('lower-cases, folds ё and splits on spaces and hyphens', () => {
    expect(tokenizeQuery('Ещё MOVE-плагин')).toEqual(['еще', 'move', 'плагин']);
    expect(foldYo('Ёлка и ёж')).toBe('Елка и еж');
  });

  it('trims punctuation typed around words, keeps dots inside', () => {
    expect(tokenizeQuery('настройки?')).toEqual(['настройки']);
    expect(tokenizeQuery('(docker) «ключ»!')).toEqual(['docker', 'ключ']);
    expect(tokenizeQuery('values.yaml')).toEqual(['values.yaml']);
    expect(tokenizeQuery(' ?! ')).toEqual([]);
  });
});

describe('keyboard layout', () => {
  it('turns Latin typing into the Cyrillic it meant and back', () => {
    expect(switchLayout('cthnbabrfn')).toBe('сертификат');
    expect(switchLayout('gjkbnbrf')).toBe('политика');
    expect(switchLayout('ьщму')).toBe('move');
    expect(switchLayout('rk.x')).toBe('ключ');
  });

  it('leaves mixed tokens alone', () => {
    expect(switchLayout('apiключ')).toBeNull();
    expect(layoutVariant(['api', 'ключ'])).toEqual(['фзш', 'rk.x']);
    expect(layoutVariant(['x-api', '42'])).toBeNull();
  });
});

describe('synonymVariants', () => {
  it('swaps a term for its synonyms both ways', () => {
    const fromEnglish = synonymVariants(['certificate']).map((v) => v.join(' '));
    expect(fromEnglish).toContain('сертификат');
    const fromRussian = synonymVariants(['троттлинг']).map((v) => v.join(' '));
    expect(fromRussian).toEqual(expect.arrayContaining(['throttling', 'rate limit']));
  });

  it('matches the longest phrase and keeps the rest of the query', () => {
    const variants = synonymVariants(['rate', 'limit', 'api']).map((v) => v.join(' '));
    expect(variants).toContain('троттлинг api');
  });

  it('does not repeat the query itself and respects the limit', () => {
    const variants = synonymVariants(['ключ'], 3);
    expect(variants.length).toBeLessThanOrEqual(3);
    expect(variants.map((v) => v.join(' '))).not.toContain('ключ');
  });
});
