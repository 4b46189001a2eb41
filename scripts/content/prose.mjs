// How the fact checks read a page (limits.mjs, roles.mjs): the same pages, the same text and the
// same reading of a pattern, so a sentence a writer rewraps or typesets stays held.
import { listDocs, proseOnly } from './codeBlocks.mjs';

/** The writers' glossary: the product's terms, names of the interface, roles and statuses. */
export const GLOSSARY_FILE = 'writing/glossary.md';

/** The pages facts are held on: docs/ and the writers' glossary. */
export const factFiles = (root = '.') => [...listDocs(root), GLOSSARY_FILE];

/** No-break spaces (typograf puts them between words) read as plain spaces. */
export const plainSpaces = (text) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The text the patterns read: prose only (code blocks blanked), no-break spaces as spaces. */
export function claimText(source) {
  return plainSpaces(proseOnly(source));
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
