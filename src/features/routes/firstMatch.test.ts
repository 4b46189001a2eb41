import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { firstMatch, firstMatchIndex, type PathOptions } from './firstMatch';

/** What Docusaurus does (plugin-content-docs 3.10.2: getActiveDocContext, useDocRootMetadata). */
const upstreamIndex = <T>(items: T[], pathname: string, optionsOf: (item: T) => PathOptions) =>
  items.findIndex((item) => !!matchPath(pathname, optionsOf(item)));

const route = (path: string | string[], more: Partial<PathOptions> = {}): PathOptions => ({
  path,
  exact: true,
  ...more,
});
const asRoute = (item: PathOptions) => item;

/** Routes of every kind the index treats apart, in an order that makes position matter. */
const ROUTES: PathOptions[] = [
  route('/docs/Security'),
  route('/docs/security'),
  route('/docs/guides/'),
  route('/docs/api/:id'),
  route('/docs/api/keys'),
  route('/docs/prefix', { exact: false }),
  route('/docs/prefix/child'),
  route('/docs/strict/', { strict: true }),
  route('/docs/Case', { sensitive: true }),
  route('/docs/case'),
  route('/docs/opt(ion)?'),
  route('/docs/star/*'),
  route('/docs/escaped\\:colon'),
  route('/docs/ключи'),
  route('/docs/dot.md'),
  route('/docs/plus+'),
  route(['/docs/array-a', '/docs/array-b']),
  route('/docs/double//'),
  route(''),
  route('/'),
  route('/docs/last'),
  // «K» (U+212A, Kelvin) lower-cases to «k», but the `i` flag does not fold it to ASCII.
  route('/docs/key'),
];

const PATHNAMES = [
  '/docs/security',
  '/docs/SECURITY/',
  '/docs/security//',
  '/docs/guides',
  '/docs/guides/',
  '/docs/api/keys',
  '/docs/api/other',
  '/docs/prefix',
  '/docs/prefix/child',
  '/docs/prefix/child/',
  '/docs/strict',
  '/docs/strict/',
  '/docs/Case',
  '/docs/CASE',
  '/docs/case',
  '/docs/opt',
  '/docs/option',
  '/docs/star/a/b',
  '/docs/escaped:colon',
  '/docs/ключи',
  '/docs/КЛЮЧИ',
  '/docs/%D0%BA%D0%BB%D1%8E%D1%87%D0%B8',
  '/docs/dot.md',
  '/docs/dot-md',
  '/docs/plus+',
  '/docs/plus',
  '/docs/array-b',
  '/docs/double/',
  '/docs/double',
  '',
  '/',
  '/docs/last/',
  '/docs/Last',
  '/docs/\u212aey',
  '/docs/missing',
];

describe('firstMatchIndex', () => {
  it('finds what find + matchPath finds, for every kind of path and pathname', () => {
    for (const pathname of PATHNAMES) {
      expect(firstMatchIndex(ROUTES, pathname, asRoute), pathname).toBe(
        upstreamIndex(ROUTES, pathname, asRoute),
      );
    }
  });

  it('finds the same in any order of the routes (who comes first wins)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round += 1) {
      const shuffled = [...ROUTES].sort(() => random() - 0.5);
      for (const pathname of PATHNAMES) {
        expect(firstMatchIndex(shuffled, pathname, asRoute), `${round} ${pathname}`).toBe(
          upstreamIndex(shuffled, pathname, asRoute),
        );
      }
    }
  });

  it('on a docs list (the navbar item: exact, not strict), finds the doc object', () => {
    const docs = ['/docs/a', '/docs/b/', '/docs/c'].map((path, i) => ({ id: `d${i}`, path }));
    const options = (doc: { path: string }): PathOptions => ({
      path: doc.path,
      exact: true,
      strict: false,
    });
    expect(firstMatch(docs, '/docs/b', options)?.id).toBe('d1');
    expect(firstMatch(docs, '/docs/C/', options)?.id).toBe('d2');
    expect(firstMatch(docs, '/docs/d', options)).toBeUndefined();
  });

  it('tries matchPath only on the routes that are not literal', () => {
    // 2 000 literal routes and one with a parameter at the end: a lookup touches that one only.
    const many = Array.from({ length: 2000 }, (_, i) => route(`/docs/page-${i}`));
    const withParam = [...many, route('/docs/:slug')];
    const seen: PathOptions[] = [];
    const counting = (item: PathOptions) => {
      seen.push(item);
      return item;
    };
    firstMatchIndex(withParam, '/docs/page-0', counting); // builds the index: every item once
    seen.length = 0;
    expect(firstMatchIndex(withParam, '/docs/page-1999', counting)).toBe(1999);
    expect(seen).toEqual([]);
    expect(firstMatchIndex(withParam, '/docs/other', counting)).toBe(2000);
    expect(seen).toEqual([withParam[2000]]);
  });
});
