/**
 * Rehype plugin of the docs (docusaurus.config.ts): a Markdown table of STACKED_TABLES.minColumns
 * columns or more can show each row as a card on a phone (`@media (--phone)` in
 * src/components/ScrollableTable/styles.module.css).
 * - The table gets STACKED_TABLE_CLASS, its header row VISUALLY_HIDDEN_ON_PHONE_CLASS.
 * - Each body cell gets its column's name in `data-label`; the card shows it above the value
 *   (CSS `attr()`), since the header row is out of sight there. In a column of short values only
 *   (STACKED_TABLES.shortValueMaxChars) the cells also get `data-short`: the name and the value
 *   share a line.
 * - The table and its parts get their ARIA roles written out: a table whose rows are laid out as
 *   blocks keeps its semantics that way in every browser, so a screen reader still announces the
 *   column of each cell from the (visually hidden) header row.
 * Everything is plain attributes: no script, and plugins/static-article still keeps such a table
 * as server HTML.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

import { STACKED_TABLES } from '../../src/config/constants';
import { VISUALLY_HIDDEN_ON_PHONE_CLASS } from '../../src/css/classes';
import { addClass, shownText } from '../shared/hast';

/** The class of a table that becomes cards on a phone (ScrollableTable's styles read it). */
export const STACKED_TABLE_CLASS = 'table-stacked';
/** hast property names of the cells' `data-label` and `data-short`. */
const LABEL_PROPERTY = 'dataLabel';
const SHORT_PROPERTY = 'dataShort';

type Node = RootContent | ElementContent;

const isElement = (node: Node, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || node.tagName === tagName);

const childElements = (node: Element, tagName: string): Element[] =>
  node.children.filter((child): child is Element => isElement(child, tagName));

/** The text a cell shows, spaces collapsed (non-breaking ones too). */
const cellText = (cell: Element): string => shownText(cell).replace(/\s+/g, ' ').trim();

/** Marks one table, if it has enough columns. */
function markTable(table: Element): void {
  const head = childElements(table, 'thead')[0];
  const headerRow = head && childElements(head, 'tr')[0];
  if (!headerRow) return;
  const headers = childElements(headerRow, 'th');
  if (headers.length < STACKED_TABLES.minColumns) return;
  const names = headers.map(cellText);
  const bodies = childElements(table, 'tbody');
  const cellsOf = (row: Element) => row.children.filter((child) => isElement(child));
  const bodyRows = bodies.flatMap((body) => childElements(body, 'tr'));
  const shortColumn = names.map((_, column) =>
    bodyRows.every((row) => {
      const cell = cellsOf(row)[column];
      return !cell || cellText(cell).length <= STACKED_TABLES.shortValueMaxChars;
    }),
  );

  addClass(table, STACKED_TABLE_CLASS);
  addClass(head, VISUALLY_HIDDEN_ON_PHONE_CLASS);
  table.properties.role = 'table';
  for (const group of [head, ...bodies]) {
    group.properties.role = 'rowgroup';
    for (const row of childElements(group, 'tr')) {
      row.properties.role = 'row';
      cellsOf(row).forEach((cell, column) => {
        if (cell.tagName === 'th') {
          cell.properties.role = 'columnheader';
          return;
        }
        cell.properties.role = 'cell';
        const name = names[column];
        if (!name) return;
        cell.properties[LABEL_PROPERTY] = name;
        if (shortColumn[column]) cell.properties[SHORT_PROPERTY] = '';
      });
    }
  }
}

function visit(node: Root | Element): void {
  for (const child of node.children as Node[]) {
    if (child.type !== 'element') {
      // MDX JSX elements (admonitions, tabs) hold Markdown too.
      if ('children' in child && Array.isArray(child.children)) visit(child as unknown as Element);
      continue;
    }
    if (child.tagName === 'table') markTable(child);
    else visit(child);
  }
}

export default function rehypeStackedTables() {
  return (tree: Root): void => visit(tree);
}
