// The files under a folder, listed the same way by every tool of the repo that walks one (the
// deploy step and its precompression, the content checks, the benches, the tests).
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, recursively, as a path relative to it with forward slashes (how build
 * paths and URLs are written on every platform). Folders themselves are not listed; the order is
 * the file system's.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  /** @param {string} folder @param {string} prefix @returns {string[]} */
  const walk = (folder, prefix) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? walk(path.join(folder, entry.name), relative) : [relative];
    });
  return walk(dir, '');
}

/** Markdown and MDX pages: what Docusaurus reads as docs. */
export const MARKDOWN_PAGE = /\.mdx?$/;

/**
 * The Markdown and MDX files under `dir`, as filesUnder lists them.
 * @param {string} dir
 * @returns {string[]}
 */
export function markdownFilesUnder(dir) {
  return filesUnder(dir).filter((file) => MARKDOWN_PAGE.test(file));
}
