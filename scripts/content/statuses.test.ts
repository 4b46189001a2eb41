import { describe, expect, it } from 'vitest';

import { editedPage } from './editedPage';
import {
  STATUSES_FILE,
  checkAllStatuses,
  checkStatusData,
  checkStatusPage,
  loadStatuses,
} from './statuses.mjs';

const data = loadStatuses('.');

describe('registry statuses in docs/ and the glossary', () => {
  it('every status table, status name and move agrees with writing/data/statuses.yaml', () => {
    expect(checkAllStatuses('.', data)).toEqual([]);
  });

  // One edit a writer could make to a real page, and the one problem the check must report:
  // `@` stands for the page and the line of the edit.
  const edits = [
    {
      what: 'a status table lists a move the data lacks',
      file: 'docs/services/api-registry/api-statuses.md',
      from: 'спецификацию | «На согласовании» |',
      to: 'спецификацию | «Опубликован» |',
      problem: `@: из «Черновик» — в «Опубликован», а по ${STATUSES_FILE} — в «На согласовании»`,
    },
    {
      what: '«Что можно выбрать» offers a move that does not exist',
      file: 'docs/services/api-registry/actions/change-api-status.md',
      from: '| «Устарел» | «Опубликован» | — |',
      to: '| «Устарел» | «На доработке» | — |',
      problem: `@: из «Устарел» в «На доработке» перевести нельзя по ${STATUSES_FILE}`,
    },
    {
      what: 'the glossary gives a status another code',
      file: 'writing/glossary.md',
      from: '| Черновик | `draft` |',
      to: '| Черновик | `new` |',
      problem: `@: у «Черновик» код \`new\`, а в ${STATUSES_FILE} — draft`,
    },
    {
      what: 'the glossary names another role in «Кто переводит»',
      file: 'writing/glossary.md',
      from: '(комментарий обязателен) | На согласовании | Автор API |',
      to: '(комментарий обязателен) | На согласовании | Архитектор |',
      problem: `@: из «На доработке» переводит Архитектор, а по ${STATUSES_FILE} — Автор API`,
    },
    {
      what: 'a sentence says «нельзя» of a move that exists',
      file: 'docs/services/api-registry/actions/change-api-status.md',
      from: 'из «Опубликован» нельзя сразу в «Выведен из эксплуатации»',
      to: 'из «Опубликован» нельзя сразу в «Устарел»',
      problem: `@: «из «Опубликован» нельзя сразу в «Устарел»» — по ${STATUSES_FILE} такой переход есть`,
    },
    {
      what: 'a sentence describes a move that does not exist',
      file: 'docs/services/api-registry/actions/change-api-status.md',
      from: 'из «Опубликован» нельзя сразу в «Выведен из эксплуатации»',
      to: 'из «Опубликован» можно сразу в «Выведен из эксплуатации»',
      problem: `@: «из «Опубликован» можно сразу в «Выведен из эксплуатации»» — по ${STATUSES_FILE} такой переход не предусмотрен`,
    },
    {
      what: 'a status after «статус» is misspelt',
      file: 'docs/introduction.md',
      from: 'в статус «Опубликован»',
      to: 'в статус «Опубликовано»',
      problem: `@: статуса «Опубликовано» нет в ${STATUSES_FILE}`,
    },
  ];

  it.each(edits)('fails when $what', ({ file, from, to, problem }) => {
    const { text, line } = editedPage(file, from, to);
    expect(checkStatusPage(text, data, file)).toEqual([problem.replace('@', `${file}:${line}`)]);
  });

  it('statuses of keys and access requests are not registry statuses, and not errors', () => {
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
