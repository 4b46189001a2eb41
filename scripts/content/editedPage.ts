// For the fact checks' tests (roles, statuses): a real page with one edit, as a writer would make
// it, and the line of the edit, so a test asserts the exact message the writer would see.
import { expect } from 'vitest';

import { readDoc } from './codeBlocks.mjs';

/** A page's source with no-break spaces read as spaces and `from` (which must be there) → `to`. */
export function editedPage(file: string, from: string, to: string) {
  const source = readDoc('.', file).replace(/\u00a0/g, ' ');
  expect(source).toContain(from);
  const text = source.replace(from, to);
  const line = text.split('\n').findIndex((l) => l.includes(to.split('\n')[0])) + 1;
  return { text, line };
}
