// cspell:ignore абвгд сертификатъ
import { describe, expect, it } from 'vitest';

import {
  MAX_QUERY_LENGTH,
  SearchGoalTracker,
  goalForEndedSearch,
  reportedQuery,
  type GoalEvent,
} from './searchGoals';

describe('reportedQuery', () => {
  it('trims, collapses whitespace and cuts to 100 characters', () => {
    expect(reportedQuery('  как   удалить\tключ ')).toBe('как удалить ключ');
    const long = 'ключ '.repeat(40);
    expect(reportedQuery(long)).toHaveLength(MAX_QUERY_LENGTH);
    expect(reportedQuery(long)).toBe(long.slice(0, MAX_QUERY_LENGTH));
  });

  it('never cuts a character in half', () => {
    const emoji = '🔑'.repeat(120);
    expect(Array.from(reportedQuery(emoji))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('goalForEndedSearch', () => {
  it('no results → search-no-results, with the query', () => {
    expect(goalForEndedSearch('абвгд', 'none', false)).toEqual({
      goal: 'search-no-results',
      params: { query: 'абвгд' },
    });
  });

  it('results not chosen → search-abandoned', () => {
    expect(goalForEndedSearch('сертификат', 'some', false)?.goal).toBe('search-abandoned');
  });

  it('nothing when a result was chosen, the box is empty, or results never arrived', () => {
    expect(goalForEndedSearch('сертификат', 'some', true)).toBeNull();
    expect(goalForEndedSearch('абвгд', 'none', true)).toBeNull();
    expect(goalForEndedSearch('   ', 'none', false)).toBeNull();
    expect(goalForEndedSearch('сертификат', 'pending', false)).toBeNull();
  });
});

describe('SearchGoalTracker', () => {
  const tracker = () => {
    const sent: GoalEvent[] = [];
    return { sent, t: new SearchGoalTracker((event) => sent.push(event)) };
  };

  it('reports only the last query of a search, once, when it ends', () => {
    const { sent, t } = tracker();
    t.update('с', 'some');
    t.update('се', 'some');
    t.update('сертификатъ', 'none');
    expect(sent).toEqual([]);
    t.end();
    expect(sent).toEqual([{ goal: 'search-no-results', params: { query: 'сертификатъ' } }]);
    t.end();
    expect(sent).toHaveLength(1);
  });

  it('a chosen result ends the search without a goal; the next search counts again', () => {
    const { sent, t } = tracker();
    t.update('ключ', 'some');
    t.choose();
    t.end();
    expect(sent).toEqual([]);
    t.update('квота', 'some');
    t.end();
    expect(sent).toEqual([{ goal: 'search-abandoned', params: { query: 'квота' } }]);
  });

  it('a cleared box forgets the query and the choice', () => {
    const { sent, t } = tracker();
    t.update('ключ', 'some');
    t.choose();
    t.update('', 'pending');
    t.update('абвгд', 'none');
    t.end();
    expect(sent).toEqual([{ goal: 'search-no-results', params: { query: 'абвгд' } }]);
  });
});
