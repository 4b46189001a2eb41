import { Fragment, createElement, type ReactNode } from 'react';

/**
 * The content a deferred region builds (`renderChildren`, plugins/static-article/
 * recmaLazyStaticChildren.ts) as children of their own. MDX wrote those elements as a JSX call's
 * static children, which need no keys; moved into a function, they came back as one array, and
 * React's development build warned «Each child in a list should have a unique "key" prop» for
 * every region (`npm start`). Spread into a fragment, they are static children again; the
 * rendered HTML is the same.
 */
export function asStaticChildren(content: ReactNode): ReactNode {
  return Array.isArray(content)
    ? createElement(Fragment, null, ...(content as ReactNode[]))
    : content;
}
