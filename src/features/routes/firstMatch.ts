/**
 * The first of a list of routes (or docs) whose path matches a pathname, as
 * `list.find((item) => matchPath(pathname, item))` finds it, without trying them one by one.
 *
 * Docusaurus asks this on every page, in the server render and in the browser, over lists as
 * long as the docs: the doc routes of a version (`useDocRootMetadata`, then the `Switch` of
 * `renderRoutes`) and the docs of the active version (`useActiveDocContext`, the navbar's
 * `docSidebar` item). `matchPath` (react-router 5.3, path-to-regexp 1.x) runs one regular
 * expression per route, so each page cost work in proportion to all pages: at 2,000 pages,
 * 17–18 % of each SSG thread (engineering/scale.md, «Что внутри Docusaurus»).
 *
 * A literal path (no parameter, group, wildcard or escape), exact, neither strict nor
 * case-sensitive, compiles to `^<path without one trailing "/">(?:/(?=$))?$` with the `i` flag:
 * it matches a pathname equal to it up to ASCII case and one trailing slash. Those go into a map
 * by that key; any other item is tried with `matchPath` itself, in list order, before the
 * literal match's position. Non-ASCII paths are tried with `matchPath` too: the `i` flag does not
 * fold them as `toLowerCase` does. firstMatch.test.ts holds the result to `find` + `matchPath`.
 */
import { matchPath } from '@docusaurus/router';

export interface PathOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

interface LiteralIndex {
  /** Key → position of the first literal item with it. */
  literal: Map<string, number>;
  /** Positions of the other items, ascending. */
  others: number[];
}

/** Characters that make a path-to-regexp 1.x path more than its text. */
const PATTERN = /[\\:()*?+]/;
const ASCII = /^[\x20-\x7e]*$/;

/** What `matchPath` compares, for an exact, non-strict, case-insensitive literal path. */
function literalKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

function isLiteral(options: PathOptions): options is PathOptions & { path: string } {
  const { path, exact, strict, sensitive } = options;
  return (
    typeof path === 'string' &&
    exact === true &&
    !strict &&
    !sensitive &&
    ASCII.test(path) &&
    !PATTERN.test(path) &&
    !path.endsWith('//')
  );
}

const indexes = new WeakMap<readonly unknown[], LiteralIndex>();

function indexOf<T>(items: readonly T[], optionsOf: (item: T) => PathOptions): LiteralIndex {
  let index = indexes.get(items);
  if (index) return index;
  index = { literal: new Map(), others: [] };
  items.forEach((item, position) => {
    const options = optionsOf(item);
    if (!isLiteral(options)) index.others.push(position);
    else {
      const key = literalKey(options.path);
      if (!index.literal.has(key)) index.literal.set(key, position);
    }
  });
  indexes.set(items, index);
  return index;
}

/**
 * Position of the first item whose path matches `pathname`, -1 if none. A list is indexed once
 * (kept while the list lives); `optionsOf` must give the same options for it every time.
 */
export function firstMatchIndex<T>(
  items: readonly T[],
  pathname: string,
  optionsOf: (item: T) => PathOptions,
): number {
  const { literal, others } = indexOf(items, optionsOf);
  const found = ASCII.test(pathname) ? (literal.get(literalKey(pathname)) ?? -1) : -1;
  for (const position of others) {
    if (found !== -1 && position > found) break;
    if (matchPath(pathname, optionsOf(items[position]!))) return position;
  }
  return found;
}

/** The first item whose path matches `pathname`, as `items.find(… matchPath …)`. */
export function firstMatch<T>(
  items: readonly T[],
  pathname: string,
  optionsOf: (item: T) => PathOptions,
): T | undefined {
  const position = firstMatchIndex(items, pathname, optionsOf);
  return position === -1 ? undefined : items[position];
}
