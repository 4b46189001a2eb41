import { describe, expect, it } from 'vitest';

import { readDoc } from './codeBlocks.mjs';
import {
  LIMITS_FILE,
  checkAllLimits,
  checkLimitClaims,
  checkLimitData,
  compileClaim,
  loadLimits,
} from './limits.mjs';

const data = loadLimits('.');

describe('platform limits in docs/ and the glossary', () => {
  it('every figure a claim reads is the value of writing/data/limits.yaml, and every claim reads a page', () => {
    expect(checkAllLimits('.', data).problems).toEqual([]);
  });

  it('a page that states another figure fails with its file, line, the figure and the value', () => {
    const page = 'docs/modules/logging.md';
    const source = readDoc('.', page);
    const said = 'хранит их\u00a014\u00a0дней';
    expect(source).toContain(said);
    const edited = source.replace(said, 'хранит их\u00a030\u00a0дней');
    const line = edited.split('\n').findIndex((l) => l.includes('хранит их\u00a030')) + 1;
    expect(checkLimitClaims(edited, data, page).problems).toEqual([
      `${page}:${line}: «индексирует записи и хранит их 30 дн» — здесь 30, а logRetentionDays в ${LIMITS_FILE} — 14`,
    ]);
  });

  it('a value changed in the data lists every page that still says the old one', () => {
    const changed = structuredClone(data);
    changed.limits.keyTtlMaxDays.value = 365;
    const { problems, mentions } = checkAllLimits('.', changed);
    const held = mentions.filter((m) => m.id === 'keyTtlMaxDays');
    expect(problems).toHaveLength(held.length);
    // The key's term is a fact many pages repeat: the check reaches them all, not one table.
    expect(new Set(held.map((m) => m.file)).size).toBeGreaterThanOrEqual(8);
    expect(problems.every((p) => p.includes('здесь 730, а keyTtlMaxDays'))).toBe(true);
  });

  it('a claim nothing matches, a limit no claim states and an unknown id are errors', () => {
    const broken = structuredClone(data);
    broken.claims.push('фраза, которой нет ни на одной странице: {logRetentionDays} дн');
    broken.limits.orphanLimit = { value: 1, what: 'Лимит без шаблона' };
    broken.claims.push('{noSuchLimit} дней');
    const problems = checkAllLimits('.', broken).problems;
    expect(problems).toContain(
      `${LIMITS_FILE}: шаблон «фраза, которой нет ни на одной странице: {logRetentionDays} дн» не нашёлся ни на одной странице`,
    );
    expect(problems).toContain(
      `${LIMITS_FILE}: лимит orphanLimit не встречается ни в одном шаблоне`,
    );
    // What `what: Тело, которое обрабатывает` in a flow mapping loads as.
    Object.assign(broken.limits, {
      splitText: { value: 2, what: 'Тело', 'которое обрабатывает': null },
    });
    expect(checkLimitData(broken)).toContain(
      `${LIMITS_FILE}: у лимита splitText лишние поля которое обрабатывает (запятая без кавычек?)`,
    );
    expect(checkLimitData(broken)).toContain(
      `${LIMITS_FILE}: в шаблоне «{noSuchLimit} дней» нет лимита noSuchLimit`,
    );
  });
});

describe('compileClaim', () => {
  const limits = { a: { value: 14, what: 'a' }, b: { value: 100000, what: 'b' } };

  it('reads Cyrillic \\w, a space as any white space, and numbers with no-break thousands', () => {
    const { regex } = compileClaim('хран\\w* {a} дней, до {b} запрос', limits);
    const m = [
      ...'хранятся 14\nдней, до 100\u00a0000 запросов'.replace(/\u00a0/g, ' ').matchAll(regex),
    ];
    expect(m).toHaveLength(1);
    expect(m[0].groups).toMatchObject({ a: '14', b: '100 000' });
  });

  it('names a repeated limit apart and takes whole numbers only', () => {
    const claim = compileClaim('[^|]*{a} и {a}', limits);
    expect(claim.groups.map((g) => g.group)).toEqual(['a', 'a_2']);
    const [m] = 'было 314 и 14'.matchAll(claim.regex);
    expect(m.groups).toMatchObject({ a: '314', a_2: '14' });
  });
});
