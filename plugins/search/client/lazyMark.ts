/**
 * mark.js, loaded when there is something to mark. The search plugin constructs `new Mark(root)`
 * synchronously on every route change to clear old marks and, after a search, to highlight the
 * query on the target page; bundling mark.js for that put 17 KB into every first view. This class
 * has the same two methods, loads mark.js only when a page opens with `?_highlight=` words (or
 * has marks to clear), and keeps the calls in order.
 */

import { escapeRegExp } from '../../shared/escapeRegExp';
import { markedWordSource } from './normalize';

interface MarkInstance {
  mark(keywords: string | readonly string[], options?: object): void;
  unmark(options?: object): void;
}
interface MarkJs extends MarkInstance {
  markRegExp(pattern: RegExp, options?: object): void;
}
type MarkConstructor = new (root: Element) => MarkJs;

let markJs: Promise<MarkConstructor> | null = null;

/** The one import of mark.js; later calls share it. */
export function loadMarkJs(): Promise<MarkConstructor> {
  markJs ??= import('mark.js').then(
    (module) => (module as unknown as { default: MarkConstructor }).default,
  );
  return markJs;
}

/**
 * What the target page marks for the searched words: the whole word that each word starts
 * (mark.js's own `mark()` marks inside words too, «ключ» in «подключиться», as the plugin's
 * results did before replacements/highlight.ts), in any case, with «е» matching «ё» as the search
 * does (the query is folded to «е»); a short token marks only a word that ends soon after it
 * (markedWordSource). Longest words first; null for none.
 */
export function markedWordPattern(keywords: string | readonly string[]): RegExp | null {
  const words = [
    ...new Set(
      (typeof keywords === 'string' ? [keywords] : keywords).flatMap((k) => k.split(/\s+/)),
    ),
  ]
    .filter((word) => word.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((word) =>
      markedWordSource(escapeRegExp(word.toLowerCase()).replace(/[её]/g, '[её]'), word.length),
    );
  if (words.length === 0) return null;
  return new RegExp(words.join('|'), 'giu'); // cspell:disable-line
}

/** mark.js tags its marks with this attribute. */
const MARKED = 'mark[data-markjs]';

export class LazyMark implements MarkInstance {
  constructor(private readonly root: Element) {}

  /** Nothing marked, nothing to load: the common case, every route change. */
  unmark(options?: object): void {
    if (!this.root.querySelector(MARKED)) return;
    void loadMarkJs().then((Mark) => new Mark(this.root).unmark(options));
  }

  /** The words the searched words start (markedWordPattern), with the plugin's options (`exclude`). */
  mark(keywords: string | readonly string[], options?: object): void {
    const pattern = markedWordPattern(keywords);
    if (!pattern) return;
    void loadMarkJs().then((Mark) => new Mark(this.root).markRegExp(pattern, options));
  }
}
