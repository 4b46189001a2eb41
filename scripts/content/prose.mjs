// How the fact checks read a page (limits.mjs, roles.mjs): the same pages, the same text and the
// same reading of a pattern, so a sentence a writer rewraps or typesets stays held.
import { listDocs, proseOnly } from './codeBlocks.mjs';

/** The pages facts are held on: docs/ and the writers' glossary. */
export const factFiles = (root = '.') => [...listDocs(root), 'writing/glossary.md'];

/** The text the patterns read: prose only (code blocks blanked), no-break spaces as spaces. */
export function claimText(source) {
  return proseOnly(source).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * A writer's pattern as a regular expression: `\w` means a letter of any alphabet (JavaScript's
 * `\w` is ASCII only), and a space is any run of white space, so a pattern reads a sentence that
 * a line break splits.
 */
export function proseRegex(pattern, flags = 'gu') {
  return new RegExp(
    pattern.replace(/\\w/g, String.raw`[\p{L}\d_]`).replace(/ /g, String.raw`\s+`),
    flags,
  );
}
