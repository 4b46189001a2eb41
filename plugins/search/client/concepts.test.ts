// cspell:ignore отключ деактив привяз выключ включ отвяз детальн логир ировать ирование statu сти
import { describe, expect, it } from 'vitest';

import {
  CODE_BLOCK_MARK,
  codeIdentifiers,
  codeParts,
  codeStrength,
  codeTokens,
  pageCodes,
  queryMethods,
  requestCodes,
  requestStrength,
} from './codes';
import {
  actionBase,
  asksFor,
  asksToDo,
  asksWhatItIs,
  buildConcepts,
  derivationBase,
  englishPlurals,
  sameAction,
  undoingAction,
  undoneBy,
  withoutSynonyms,
} from './concepts';

// A crude stemmer for the tests: the index's own one is lunr's.
const stem = (word: string) => word.replace(/(ы|и|а|у|е|ом|ов)$/, '');

describe('derivationBase', () => {
  it('a verb and the nouns made from it share a base', () => {
    expect(derivationBase('удалить')).toBe('удал');
    expect(derivationBase('удаление')).toBe('удал');
    expect(derivationBase('отключить')).toBe('отключ');
    expect(derivationBase('отключение')).toBe('отключ');
    expect(derivationBase('деактивировать')).toBe('деактив');
    expect(derivationBase('деактивация')).toBe('деактив');
    expect(derivationBase('привязать')).toBe('привяз');
    expect(derivationBase('привязка')).toBe('привяз');
  });

  it('a short stem keeps the «ир» of -ировать and -ирование', () => {
    expect(derivationBase('логировать')).toBe('логир');
    expect(derivationBase('логирование')).toBe('логир');
    expect(derivationBase('деактивировать')).toBe('деактив');
  });

  it('no base for other words, Latin words or too short bases', () => {
    expect(derivationBase('шлюз')).toBeNull();
    expect(derivationBase('delete')).toBeNull();
    expect(derivationBase('быть')).toBeNull();
  });
});

describe('codes', () => {
  it('a query names statuses, error codes and header names, in any case', () => {
    expect(codeTokens('почему шлюз отвечает 502')).toEqual(['502']);
    expect(codeTokens('move_failed в ответе')).toEqual(['move_failed']);
    expect(codeTokens('нет заголовка X-API-Key?')).toEqual(['x-api-key']);
    expect(codeTokens('сертификат')).toEqual([]);
  });

  it('a page mentions them as written: not system names in lower case', () => {
    expect(pageCodes('Шлюз вернёт 429 RATE_LIMIT_EXCEEDED и Retry-After; orders-api')).toEqual([
      '429',
      'rate_limit_exceeded',
      'retry-after',
    ]);
    expect(codeParts('x-api-key')).toEqual(['x', 'api', 'key']);
  });

  it('code blocks show names: camelCase, snake_case and header names, not words or mTLS', () => {
    const code =
      '{ "expiresInDays": 180, "retention_days": 7, "error": "INVALID_API_KEY" }\n' +
      'curl -H "X-Request-Id: 1" https://console.example.ru/admin-api/v1 # mTLS vCPU a7Qe';
    expect(codeIdentifiers(code)).toEqual([
      'expiresindays',
      'invalid_api_key',
      'retention_days',
      'x-request-id',
    ]);
  });

  it('a query may name one in any case; it counts only where the index knows it', () => {
    expect(codeTokens('expiresInDays')).toEqual(['expiresindays']);
    expect(codeTokens('поле expiresindays')).toEqual(['expiresindays']);
    expect(codeTokens('ключ api')).toEqual([]);
  });

  it('a name in the text weighs more than one only a code block shows', () => {
    const codes = new Set(['429', CODE_BLOCK_MARK + 'expiresindays']);
    expect(codeStrength(codes, '429')).toBe(1);
    expect(codeStrength(codes, 'expiresindays')).toBeGreaterThan(0);
    expect(codeStrength(codes, 'expiresindays')).toBeLessThan(1);
    expect(codeStrength(codes, 'retry-after')).toBe(0);
  });
});

describe('buildConcepts', () => {
  const options = { synonyms: true, derivation: true, codes: [] as string[], stem };

  it('a synonym phrase is one concept with every phrase of its group', () => {
    const [concept] = buildConcepts(['троттлинг'], options);
    const phrases = concept.alternatives.map((a) => a.words.join(' '));
    expect(phrases).toContain('rate limit');
    expect(phrases).toContain('throttling');
  });

  it('a synonym group is found both ways: English from Russian and Russian from English', () => {
    const [concept] = buildConcepts(['certificate'], options);
    expect(concept.alternatives.map((a) => a.words.join(' '))).toContain('сертификат');
  });

  it('the longest phrase is one concept, and the rest of the query stays its own', () => {
    const concepts = buildConcepts(['rate', 'limit', 'api'], options);
    expect(concepts[0].tokens).toEqual(['rate', 'limit']);
    expect(concepts[0].alternatives.map((a) => a.words.join(' '))).toContain('троттлинг');
    expect(concepts.slice(1).map((c) => c.tokens)).toEqual([['api']]);
  });

  it('«токен доступа» is the identity provider’s JWT (glossary, limits), not the API key', () => {
    const [concept] = buildConcepts(['токен', 'доступа'], options);
    const phrases = concept.alternatives.map((a) => a.words.join(' '));
    expect(phrases).toContain('jwt');
    expect(phrases).not.toContain('ключ');
  });

  it('«Active Directory» is the identity provider’s federation, not a directory (справочник)', () => {
    const concepts = buildConcepts(['active', 'directory'], options);
    expect(concepts).toHaveLength(1);
    const phrases = concepts[0].alternatives.map((a) => a.words.join(' '));
    expect(phrases).toContain('ldap');
    expect(phrases).not.toContain('справочник');
  });

  it('«отозвать» is an action of its own (a certificate «Отозван», glossary), not «удалить»', () => {
    for (const word of ['отозвать', 'revoke']) {
      const [concept] = buildConcepts([word], options);
      const phrases = concept.alternatives.map((a) => a.words.join(' '));
      expect(phrases, word).not.toContain('удалить');
      expect(phrases, word).not.toContain('delete');
    }
    const [remove] = buildConcepts(['удалить'], options);
    expect(remove.alternatives.map((a) => a.words.join(' '))).toContain('стереть');
  });

  it('withoutSynonyms keeps the typed word, also in the group’s form, and drops the others', () => {
    const [concept] = buildConcepts(['ключи'], options);
    expect(concept.synonyms).toBe(true);
    const own = withoutSynonyms(concept, stem).alternatives.map((a) => a.words.join(' '));
    expect(own).toEqual(expect.arrayContaining(['ключи', 'ключ']));
    expect(own).not.toContain('key');
    expect(own).not.toContain('ключ доступа');
    const [phrase] = buildConcepts(['rate', 'limit'], options);
    expect(withoutSynonyms(phrase, stem).alternatives.map((a) => a.words.join(' '))).toEqual([
      'rate limit',
    ]);
    expect(buildConcepts(['понедельник'], options)[0].synonyms).toBeUndefined();
  });

  it('«метка» is a label of metrics and alert rules (monitoring), not a registry tag', () => {
    const [concept] = buildConcepts(['метки'], options);
    expect(concept.alternatives.map((a) => a.words.join(' '))).not.toContain('тег');
  });

  it('synonyms are found by stem: an inflected borrowed word finds its group', () => {
    const [concept] = buildConcepts(['эндпоинты'], options);
    expect(concept.alternatives.map((a) => a.words.join(' '))).toContain('endpoint');
  });

  it('an English plural the stemmer keeps apart from its singular finds the group', () => {
    // As lunr's English stemmer does: status → statu, statuses → status.
    const porter = (word: string) =>
      ({ status: 'statu', statuses: 'status' })[word] ?? word.replace(/s$/, '');
    const [concept] = buildConcepts(['statuses'], { ...options, stem: porter });
    const phrases = concept.alternatives.map((a) => a.words.join(' '));
    expect(phrases).toContain('статус');
    expect(phrases).toContain('statuses');
    expect(englishPlurals('policy')).toEqual(['policies']);
    expect(englishPlurals('status')).toEqual(['statuses']);
    expect(englishPlurals('key')).toEqual(['keys']);
  });

  it('a verb brings its base as a prefix; without derivation it does not', () => {
    const [withBase] = buildConcepts(['отключить', 'шлюз'], options);
    expect(withBase.alternatives).toContainEqual({
      words: ['отключ'],
      weight: expect.any(Number),
      prefix: true,
    });
    const [without] = buildConcepts(['отключить', 'шлюз'], {
      ...options,
      synonyms: false,
      derivation: false,
    });
    expect(without.alternatives).toEqual([{ words: ['отключить'], weight: 1, prefix: false }]);
  });

  it('a known code is one concept over the words the tokenizer split it into', () => {
    const concepts = buildConcepts(['нет', 'x', 'api', 'key'], {
      ...options,
      codes: ['x-api-key'],
    });
    expect(concepts.map((c) => c.code)).toEqual([undefined, 'x-api-key']);
  });

  it('a name only code blocks show is a code, unless it is a synonym phrase', () => {
    const named = buildConcepts(['expiresindays'], {
      ...options,
      codes: [CODE_BLOCK_MARK + 'expiresindays'],
    });
    expect(named.map((c) => c.code)).toEqual(['expiresindays']);
    const phrase = buildConcepts(['apikey'], { ...options, codes: [CODE_BLOCK_MARK + 'apikey'] });
    expect(phrase.map((c) => c.code)).toEqual([undefined]);
    expect(phrase[0].alternatives.map((a) => a.words.join(' '))).toContain('ключ');
  });
});

describe('undoing an action', () => {
  const options = { synonyms: true, derivation: true, codes: [] as string[], stem };

  it('a prefix undoes the action on the same root', () => {
    expect(undoneBy('выключ')).toContain('включ');
    expect(undoneBy('отвяз')).toContain('привяз');
    expect(undoneBy('деактив')).toContain('актив');
    expect(undoneBy('unbind')).toContain('bind');
    expect(undoneBy('удал')).toEqual([]);
  });

  it('a title undoes an action only when another title names it', () => {
    const bases = new Set(['включ', 'детальн', 'журнал']);
    expect(undoingAction(['выключение', 'детального', 'журнала'].map(actionBase), bases)).toBe(
      'выключ',
    );
    expect(undoingAction(['включение', 'детального', 'журнала'].map(actionBase), bases)).toBeNull();
    expect(undoingAction(['отвязка', 'сертификата'].map(actionBase), bases)).toBeNull();
  });

  it('the query asks for it by the word, its synonyms or its base', () => {
    const disable = buildConcepts(['отключить', 'журнал'], options);
    expect(asksFor(disable, 'выключ')).toBe(true);
    expect(asksFor(disable, 'отключ')).toBe(true);
    expect(asksFor(buildConcepts(['выключение'], options), 'выключ')).toBe(true);
    expect(asksFor(buildConcepts(['детальный', 'журнал'], options), 'выключ')).toBe(false);
  });
});

describe('sameAction', () => {
  it('holds a verb and its noun whose bases differ by an ending', () => {
    expect(sameAction(actionBase('добавить'), actionBase('добавление'))).toBe(true);
    expect(sameAction(actionBase('удаление'), actionBase('удалить'))).toBe(true);
  });

  it('not bases shorter than four letters, nor other actions', () => {
    expect(sameAction('вкл', 'включ')).toBe(false);
    expect(sameAction(actionBase('добавить'), actionBase('удаление'))).toBe(false);
  });
});

describe('a query that asks to do something', () => {
  it('names an action as an infinitive or an imperative', () => {
    expect(asksToDo(['как', 'удалить', 'ключ'])).toBe(true);
    expect(asksToDo(['отписаться', 'от', 'изменений'])).toBe(true);
    expect(asksToDo(['добавьте', 'потребителя'])).toBe(true);
    expect(asksToDo(['удалите', 'ключ'])).toBe(true);
  });

  it('also with the infinitives in -ти («завести», «найти», «перенести»)', () => {
    expect(asksToDo(['завести', 'потребителя'])).toBe(true);
    expect(asksToDo(['найти', 'api', 'в', 'реестре'])).toBe(true);
    expect(asksToDo(['перенести', 'api'])).toBe(true);
    expect(asksToDo(['как', 'войти', 'в', 'консоль'])).toBe(true);
  });

  it('not with a past form, a noun or a noun that ends as an infinitive does', () => {
    expect(asksToDo(['выключил', 'троттлинг'])).toBe(false);
    expect(asksToDo(['удаление', 'ключа'])).toBe(false);
    expect(asksToDo(['доступность', 'api'])).toBe(false);
    expect(asksToDo(['сеть', 'и', 'путь'])).toBe(false);
    // Nouns in -сти: «части», «доступности», «новости», «области».
    expect(asksToDo(['части', 'доступности', 'новости', 'области'])).toBe(false);
  });
});

describe('a query that asks what something is', () => {
  it('by a question and its word, or by a word of difference', () => {
    expect(asksWhatItIs(['что', 'такое', 'move'])).toBe(true);
    expect(asksWhatItIs(['кто', 'такой', 'поставщик'])).toBe(true);
    expect(asksWhatItIs(['зачем', 'нужен', 'троттлинг'])).toBe(true);
    expect(asksWhatItIs(['чем', 'устарел', 'отличается'])).toBe(false);
    expect(asksWhatItIs(['чем', 'отличается', 'ключ', 'от', 'сертификата'])).toBe(true);
    expect(asksWhatItIs(['разница', 'между', 'устарел', 'и', 'выведен'])).toBe(true);
    expect(asksWhatItIs(['what', 'is', 'an', 'upstream'])).toBe(true);
  });

  it('not by a question word alone or a question about doing', () => {
    expect(asksWhatItIs(['что', 'делать', 'если', 'ключ', 'скомпрометирован'])).toBe(false);
    expect(asksWhatItIs(['кто', 'выключил', 'api'])).toBe(false);
    expect(asksWhatItIs(['такое', 'что'])).toBe(false);
    expect(asksWhatItIs(['how', 'to', 'add', 'provider'])).toBe(false);
  });
});

describe('requests in code blocks', () => {
  it('a code block makes requests: curl -X, fetch with a method, a request line', () => {
    const code = [
      'curl -s -X DELETE \\',
      '  https://console.example.ru/admin-api/v1/consumers/billing/keys/k1 \\',
      '  -H "Authorization: Bearer $TOKEN"',
      'const response = await fetch(`${ADMIN_API}/policies/p1`, {',
      "  method: 'PATCH',",
      '});',
      'GET /orders/42',
      'curl https://console.example.ru/admin-api/v1/apis',
    ].join('\n');
    expect(requestCodes(code)).toEqual([
      'delete:/admin-api/v1/consumers/billing/keys/k1',
      'get:/orders/42',
      'patch:/policies/p1',
    ]);
  });

  it('a query names a method in capitals only', () => {
    expect(queryMethods('DELETE consumers keys')).toEqual(['delete']);
    expect(queryMethods('delete client certificate')).toEqual([]);
  });

  it('a request answers the method and the words of its path', () => {
    const codes = new Set([
      '~delete:/admin-api/v1/consumers/b/keys/k1',
      '~post:/admin-api/v1/consumers',
    ]);
    expect(requestStrength(codes, ['delete'], ['consumers', 'keys'])).toBe(1);
    expect(requestStrength(codes, ['post'], ['consumers', 'keys'])).toBeCloseTo(2 / 3);
    expect(requestStrength(codes, ['patch'], ['consumers'])).toBe(0);
  });
});
