/**
 * mark.js, loaded when there is something to mark. The search plugin constructs `new Mark(root)`
 * synchronously on every route change to clear old marks and, after a search, to highlight the
 * query on the target page; bundling mark.js for that put 17 KB into every first view. This class
 * has the same two methods, loads mark.js only when a page opens with `?_highlight=` words (or
 * has marks to clear), and keeps the calls in order.
 */

interface MarkInstance {
  mark(keywords: string | readonly string[], options?: object): void;
  unmark(options?: object): void;
}
type MarkConstructor = new (root: Element) => MarkInstance;

let markJs: Promise<MarkConstructor> | null = null;

/** The one import of mark.js; later calls share it. */
export function loadMarkJs(): Promise<MarkConstructor> {
  markJs ??= import('mark.js').then(
    (module) => (module as unknown as { default: MarkConstructor }).default,
  );
  return markJs;
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

  mark(keywords: string | readonly string[], options?: object): void {
    if (keywords.length === 0) return;
    void loadMarkJs().then((Mark) => new Mark(this.root).mark(keywords, options));
  }
}
