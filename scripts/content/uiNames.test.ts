import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { DEMO_BUTTON_LABEL } from '../../src/features/demo/DemoButton';
import { editedPage } from './editedPage';
import { GLOSSARY_FILE } from './prose.mjs';
import { checkAllUiNames, checkUiNames, glossaryNames } from './uiNames.mjs';

const known = glossaryNames('.');

describe('interface names in docs/', () => {
  it('every name after «кнопка», «вкладка», «поле», «сообщение»… is one the glossary gives', () => {
    expect(checkAllUiNames('.')).toEqual([]);
  });

  it('a button named another way fails with the page, line and the word before it', () => {
    const file = 'docs/services/api-management/keys/add-key.md';
    const { text, line } = editedPage(
      file,
      'и нажмите «Создать ключ»',
      'и нажмите кнопку «Выпустить ключ»',
    );
    expect(checkUiNames(text, known, file)).toEqual([
      `${file}:${line}: «Выпустить ключ» после «кнопку» — такого названия нет в ${GLOSSARY_FILE}: напишите, как в интерфейсе, или добавьте его в раздел 5 глоссария`,
    ]);
  });

  it('holds the name a step presses or chooses, not only one after «кнопка»', () => {
    expect(checkUiNames('Нажмите «Выпустить ключ».', known)).toHaveLength(1);
    expect(checkUiNames('Выберите «Ключи» и нажмите «Создать ключ».', known)).toEqual([]);
  });

  it('holds policy and API types, which the glossary’s tables give without quotes', () => {
    expect(checkUiNames('Политика «Квота» и тип «REST».', known)).toEqual([]);
    expect(checkUiNames('Политика «Лимит запросов».', known)).toHaveLength(1);
  });

  it('reads a name split by a line break or a no-break space, and leaves code blocks alone', () => {
    expect(checkUiNames('Откройте вкладку «Ключи»\nи раздел «Поставщики».', known)).toEqual([]);
    expect(checkUiNames('Кнопка «Создать\u00a0ключ».', known)).toEqual([]);
    expect(checkUiNames('```text\nкнопка «Нет такой»\n```\n', known)).toEqual([]);
  });

  it('the glossary names the docs site’s own form as the components do', () => {
    // The demo form the introduction walks through: its labels live in DemoModal.tsx.
    const modal = readFileSync('src/features/demo/DemoModal.tsx', 'utf8');
    const labels = [...modal.matchAll(/^\s*(?:\{ field: '\w+', )?label: '([^']+)'/gm)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(['Имя', 'Компания', 'Рабочая почта', 'Телефон', 'Telegram']);
    expect(modal).toContain("'Отправить заявку'");
    for (const name of [...labels, DEMO_BUTTON_LABEL, 'Отправить заявку', 'Заявка отправлена'])
      expect(known).toContain(name);
  });
});
