import { describe, expect, it } from 'vitest';

import { readDoc } from './codeBlocks.mjs';
import {
  STATUSES_FILE,
  checkAllStatuses,
  checkStatusData,
  checkStatusPage,
  loadStatuses,
} from './statuses.mjs';

const data = loadStatuses('.');

/** A page's source with no-break spaces read as spaces, and one edit that must apply. */
function edited(file: string, from: string, to: string) {
  const source = readDoc('.', file).replace(/\u00a0/g, ' ');
  expect(source).toContain(from);
  const text = source.replace(from, to);
  return { text, line: text.split('\n').findIndex((l) => l.includes(to)) + 1 };
}

describe('registry statuses in docs/ and the glossary', () => {
  it('every status table, status name and move agrees with writing/data/statuses.yaml', () => {
    expect(checkAllStatuses('.', data)).toEqual([]);
  });

  it('a status table with a move the data lacks, or missing one, fails', () => {
    const file = 'docs/services/api-registry/api-statuses.md';
    const row =
      '| «Черновик» | API создано и описывается; автор свободно правит карточку и спецификацию | «На согласовании» |';
    const { text, line } = edited(file, row, row.replace('«На согласовании»', '«Опубликован»'));
    expect(checkStatusPage(text, data, file)).toEqual([
      `${file}:${line}: из «Черновик» — в «Опубликован», а по ${STATUSES_FILE} — в «На согласовании»`,
    ]);
    const change = 'docs/services/api-registry/actions/change-api-status.md';
    const choice = edited(
      change,
      '| «Устарел» | «Опубликован» | — |',
      '| «Устарел» | «На доработке» | — |',
    );
    expect(checkStatusPage(choice.text, data, change)).toEqual([
      `${change}:${choice.line}: из «Устарел» в «На доработке» перевести нельзя по ${STATUSES_FILE}`,
    ]);
  });

  it('the glossary table: a wrong code or another role in «Кто переводит» fails', () => {
    const file = 'writing/glossary.md';
    const code = edited(file, '| Черновик | `draft` |', '| Черновик | `new` |');
    expect(checkStatusPage(code.text, data, file)).toEqual([
      `${file}:${code.line}: у «Черновик» код \`new\`, а в ${STATUSES_FILE} — draft`,
    ]);
    const row = readDoc('.', file)
      .replace(/\u00a0/g, ' ')
      .split('\n')
      .find((l) => l.startsWith('| На доработке |'))!;
    const who = edited(file, row, row.replace(/Автор API \|$/, 'Архитектор |'));
    expect(checkStatusPage(who.text, data, file)).toEqual([
      `${file}:${who.line}: из «На доработке» переводит Архитектор, а по ${STATUSES_FILE} — Автор API`,
    ]);
  });

  it('a sentence about a move: «нельзя» for a move that exists, or a move that does not, fails', () => {
    const file = 'docs/services/api-registry/actions/change-api-status.md';
    const said = 'из «Опубликован» нельзя сразу в «Выведен из эксплуатации»';
    const denied = edited(file, said, 'из «Опубликован» нельзя сразу в «Устарел»');
    expect(checkStatusPage(denied.text, data, file)).toEqual([
      `${file}:${denied.line}: «из «Опубликован» нельзя сразу в «Устарел»» — по ${STATUSES_FILE} такой переход есть`,
    ]);
    const allowed = edited(file, said, 'из «Опубликован» можно сразу в «Выведен из эксплуатации»');
    expect(checkStatusPage(allowed.text, data, file)).toEqual([
      expect.stringContaining('такой переход не предусмотрен'),
    ]);
  });

  it('a misspelt status after «статус» fails; statuses of keys and requests do not', () => {
    const file = 'docs/introduction.md';
    const { text, line } = edited(file, 'в статус «Опубликован»', 'в статус «Опубликовано»');
    expect(checkStatusPage(text, data, file)).toEqual([
      `${file}:${line}: статуса «Опубликовано» нет в ${STATUSES_FILE}`,
    ]);
    expect(
      checkStatusPage('Ключ получил статус «Истёк», заявка — статус «Одобрена».', data),
    ).toEqual([]);
  });

  it('the codes are the enum of the administration API, and moves use known statuses and roles', () => {
    const broken = structuredClone(data);
    broken.statuses[0].code = 'new';
    broken.transitions.push({ from: 'Архивный', to: 'Черновик', by: 'Оператор API' });
    expect(checkStatusData(broken)).toEqual([
      expect.stringMatching(
        /^writing\/data\/statuses\.yaml: коды new, review, .*, а RegistryStatus/,
      ),
      `${STATUSES_FILE}: в переходе статуса «Архивный» нет`,
      `${STATUSES_FILE}: переход «Архивный» → «Черновик»: «Оператор API» — не роль реестра`,
    ]);
  });
});
