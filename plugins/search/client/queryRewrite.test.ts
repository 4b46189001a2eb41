// cspell:disable -- wrong-layout queries are gibberish by design
import { describe, expect, it } from 'vitest';

import synonyms from '../../../writing/search-synonyms.json';
import oldSet from '../../../tests/search/queries.json';
import partA from '../../../tests/search/fresh/part-A.json';
import partB from '../../../tests/search/fresh/part-B.json';
import partC from '../../../tests/search/fresh/part-C.json';
import {
  EDGE_PUNCTUATION,
  cyrillicFromLatin,
  gluedWordsApart,
  russianInLatinAsCyrillic,
  trimPunctuation,
  wordsTypedTogetherApart,
} from './normalize';
import {
  WHO_DID_WORD,
  foldYo,
  intentWords,
  layoutVariant,
  switchLayout,
  tokenizeQuery,
  transliterate,
  withoutNegated,
  withoutQuestionWords,
} from './queryRewrite';

describe('withoutQuestionWords', () => {
  it('drops the question words before what is looked for', () => {
    expect(withoutQuestionWords(['как', 'удалить', 'api'])).toEqual(['удалить', 'api']);
    expect(withoutQuestionWords(['что', 'такое', 'move'])).toEqual(['move']);
    expect(withoutQuestionWords(['кто', 'такой', 'поставщик'])).toEqual(['поставщик']);
    expect(withoutQuestionWords(['почему', '429'])).toEqual(['429']);
    expect(withoutQuestionWords(['может', 'ли', 'у', 'апи', 'быть', 'два', 'поставщика'])).toEqual([
      'у',
      'апи',
      'быть',
      'два',
      'поставщика',
    ]);
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

describe('intentWords', () => {
  const of = (query: string) => intentWords(tokenizeQuery(query));
  it('«кто» and a verb in the past tense: who did it', () => {
    expect(of('кто выключил API')).toEqual([WHO_DID_WORD]);
    expect(of('история изменений, кто менял статус')).toEqual([WHO_DID_WORD]);
    expect(of('кто ещё удалял ключи')).toEqual([WHO_DID_WORD]);
    expect(of('кто же удалила политику')).toEqual([WHO_DID_WORD]);
    expect(of('кто отключился от шлюза')).toEqual([WHO_DID_WORD]);
  });
  it('not who can, who is, who calls, nor a past tense without «кто»', () => {
    expect(of('кто может выключить API')).toEqual([]);
    expect(of('кто такой поставщик')).toEqual([]);
    expect(of('кто вызывает старую версию')).toEqual([]);
    expect(of('ключ перестал работать')).toEqual([]);
    expect(of('роли кто')).toEqual([]);
    expect(of('кто')).toEqual([]);
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

describe('cyrillicFromLatin', () => {
  it('spells a Russian word typed in Latin letters in Cyrillic', () => {
    expect(cyrillicFromLatin('sertifikat')).toBe('сертификат');
    expect(cyrillicFromLatin('sertifikaty')).toBe('сертификаты');
    expect(cyrillicFromLatin('klyuch')).toBe('ключ');
    expect(cyrillicFromLatin('shlyuz')).toBe('шлюз');
    expect(cyrillicFromLatin('zhurnal')).toBe('журнал');
    expect(cyrillicFromLatin('otsenka')).toBe('оценка');
    expect(cyrillicFromLatin('novyy')).toBe('новый');
    expect(cyrillicFromLatin('spec')).toBe('спек');
    expect(cyrillicFromLatin('centr')).toBe('центр');
    expect(cyrillicFromLatin('obyom')).toBe('обем');
  });

  it('only one Latin word of four letters or more', () => {
    expect(cyrillicFromLatin('api')).toBeNull();
    expect(cyrillicFromLatin('ключ')).toBeNull();
    expect(cyrillicFromLatin('k8s1')).toBeNull();
    expect(cyrillicFromLatin('x_request')).toBeNull();
  });
});

describe('russianInLatinAsCyrillic', () => {
  const known = ['api', 'grafana', 'ключ', 'удалит'];
  const finds = (word: string) => known.includes(word);

  it('spells in Cyrillic the Latin words that find nothing when that spelling finds pages', () => {
    expect(russianInLatinAsCyrillic(['browser', 'klyuch'], finds)).toEqual(['browser', 'ключ']);
    expect(russianInLatinAsCyrillic(['browser'], finds)).toBeNull();
    expect(russianInLatinAsCyrillic(['udalit', 'klyuch', 'api'], finds)).toEqual([
      'удалит',
      'ключ',
      'api',
    ]);
    expect(russianInLatinAsCyrillic(['grafana', 'ключ'], finds)).toBeNull();
    expect(russianInLatinAsCyrillic(['ключ', 'api'], finds)).toBeNull();
  });
});

describe('wordsTypedTogetherApart', () => {
  const vocabulary = new Set(['удалить', 'ключ', 'апи', 'api', 'клю', 'сертификат']);
  const finds = (word: string) => vocabulary.has(word);

  it('splits a word that finds nothing where both parts find pages, the shorter longest', () => {
    expect(wordsTypedTogetherApart(['удалитьключ'], finds)).toEqual(['удалить', 'ключ']);
    expect(wordsTypedTogetherApart(['ключапи'], finds)).toEqual(['ключ', 'апи']);
    expect(wordsTypedTogetherApart(['удалить', 'ключapi'], finds)).toEqual([
      'удалить',
      'ключ',
      'api',
    ]);
  });

  it('leaves known words, short words, words with digits and unsplittable words whole', () => {
    expect(wordsTypedTogetherApart(['удалить', 'ключ'], finds)).toBeNull();
    expect(wordsTypedTogetherApart(['сертификат'], finds)).toBeNull();
    expect(wordsTypedTogetherApart(['ключи'], finds)).toBeNull();
    expect(wordsTypedTogetherApart(['ключ2апи'], finds)).toBeNull();
    expect(wordsTypedTogetherApart(['удалитьзапрос'], finds)).toBeNull();
  });
});

/** Space-separated random strings from letters, digits and punctuation of several kinds. */
function randomTokens(count: number): string[] {
  const pool = [...'aяёzA09_.?!«»„“”‘’–—…·()"\'/~ÄéßΩ東٣😀\u00a0\u200b'];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 6) }, () => pool[next() % pool.length]).join(''),
  );
}

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

  it('trims exactly as the Unicode-class expression alone, also where it skips it', () => {
    const reference = (token: string) => token.replace(EDGE_PUNCTUATION, '');
    const texts = [
      ...(synonyms as { groups: string[][] }).groups.flat(),
      ...[oldSet, partA, partB, partC].flatMap((set) =>
        (set as { queries: { query: string }[] }).queries.map((q) => q.query),
      ),
      'a ? я ё 0 9 z а «» (x) x) (x ä é ß ğ ∑ 5xx 502? «502» über naïve 東京 x_ _x -x- ~get:/a',
      '«попробовать» „ключ“ —x— …да… (‘x’) «Ǆx» x» «ℕ» x¹ ²x 😀x x😀 «😀» ‚x‛ (X-API-Key) «MOVE_FAILED»',
      ...randomTokens(3000),
    ];
    const tokens = texts.flatMap((text) => [
      ...text.split(/\s+/),
      ...text.split(/\s+/).map((t) => t.toUpperCase()),
    ]);
    // Every character of the Basic Multilingual Plane around a word, and alone.
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCharCode(code);
      tokens.push(`${c}я${c}`, `${c}z`, `Z${c}`, c);
    }
    const differ = tokens.filter((token) => trimPunctuation(token) !== reference(token));
    expect(differ).toEqual([]);
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

describe('gluedWordsApart', () => {
  it('sets apart words glued by punctuation without a space', () => {
    expect(gluedWordsApart(['ключ,api'])).toEqual(['ключ', 'api']);
    expect(gluedWordsApart(['выпустить', 'ключ/сертификат'])).toEqual([
      'выпустить',
      'ключ',
      'сертификат',
    ]);
    expect(gluedWordsApart(['mtls+сертификат;ключ'])).toEqual(['mtls', 'сертификат', 'ключ']);
    expect(gluedWordsApart(['401/403'])).toEqual(['401', '403']);
    expect(gluedWordsApart(['ключ.сертификат'])).toEqual(['ключ', 'сертификат']);
    expect(gluedWordsApart(['ключ…сертификат'])).toEqual(['ключ', 'сертификат']);
  });

  it('keeps numbers, dotted names and plain words as they are', () => {
    expect(gluedWordsApart(['ключ', 'api'])).toBeNull();
    expect(gluedWordsApart(['openapi', '3.1'])).toBeNull();
    expect(gluedWordsApart(['1,5', 'секунды'])).toBeNull();
    expect(gluedWordsApart(['server.address', 'в', 'трассах'])).toBeNull();
    expect(gluedWordsApart(['values.yaml'])).toBeNull();
    expect(gluedWordsApart(['retry_after'])).toBeNull();
  });
});
