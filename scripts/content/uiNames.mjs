// Interface names in docs/: a name in «ёлочках» after the word for an element of the interface
// or for what a step does with it («кнопка «Сохранить»», «вкладка «Ключи»», «поле «Базовый путь»»,
// «сообщение «…»», «нажмите «Сохранить»», «выберите «Ключи»», «политика «Квота»») must be one the
// glossary gives (writing/glossary.md): a reader looks for the exact words on the screen, and two
// pages must not name one button two ways.
import { fileURLToPath } from 'node:url';

import { listDocs, readDoc } from './codeBlocks.mjs';
import { lineAt } from './markdownLines.mjs';
import { GLOSSARY_FILE, claimText, plainSpaces } from './prose.mjs';

const normalize = (name) => name.replace(/\s+/g, ' ').trim();

/** Words for an element of an interface, in any case form: the name after them is held. */
const ELEMENT = new RegExp(
  String.raw`(?<![\p{L}])((?:` +
    [
      'кнопк',
      'подраздел',
      'раздел',
      'вкладк',
      'пол[еяю]',
      'пункт',
      'окн[оае]',
      'переключател',
      'меню',
      'столб',
      'колонк',
      'фильтр',
      'панел',
      'форм[аеуы]',
      'флаж',
      'ссылк',
      'экран',
      'подсказк',
      'сообщени',
      'надпис',
      // What a step tells the reader to do with an element: «нажмите «Сохранить»».
      'нажм',
      'выбер',
      'выбир',
      'открой',
      'перейд',
      // Kinds the glossary's tables name: policy and API types, modules, services, directories.
      'политик',
      'тип',
      'модул',
      'сервис',
      'справочник',
    ].join('|') +
    String.raw`)[\p{L}]*)\s+«([^»]+)»`,
  'giu',
);

/**
 * Every name the glossary gives, white space normalized: those in «ёлочках», and the first cell
 * of its tables' rows (policy types, API types, roles and statuses stand there without quotes).
 */
export function glossaryNames(root = '.') {
  const glossary = plainSpaces(readDoc(root, GLOSSARY_FILE));
  const quoted = [...glossary.matchAll(/«([^»]+)»/g)].map((m) => normalize(m[1]));
  const firstCells = [...glossary.matchAll(/^\|\s*([^|\n]+?)\s*\|/gm)].map((m) =>
    normalize(m[1].replace(/^[«`]+|[»`]+$/g, '')),
  );
  return new Set([...quoted, ...firstCells]);
}

/** One page's interface names the glossary does not give. */
export function checkUiNames(source, known, file = '') {
  const text = claimText(source);
  const problems = [];
  for (const m of text.matchAll(ELEMENT)) {
    const name = normalize(m[2]);
    if (!known.has(name))
      problems.push(
        `${file}:${lineAt(text, m.index)}: «${name}» после «${m[1]}» — такого названия нет в ${GLOSSARY_FILE}: напишите, как в интерфейсе, или добавьте его в раздел 5 глоссария`,
      );
  }
  return problems;
}

export function checkAllUiNames(root = '.') {
  const known = glossaryNames(root);
  return listDocs(root).flatMap((file) => checkUiNames(readDoc(root, file), known, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkAllUiNames('.');
  problems.forEach((p) => console.error(p));
  process.exitCode = problems.length ? 1 : 0;
}
