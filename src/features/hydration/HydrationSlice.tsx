import React, { Suspense, useLayoutEffect, type ReactNode } from 'react';

import { sectionHydrated } from './slices';

/** Reports its section hydrated (src/features/hydration/slices.ts). */
function Hydrated(): null {
  useLayoutEffect(sectionHydrated, []);
  return null;
}

/**
 * One section of a doc page (plugins/sliced-hydration/rehypeSlices.ts): a Suspense boundary and
 * nothing else, no element of its own. Nothing in it suspends, so the server writes it whole, in
 * place; in the browser React hydrates it after the page's frame, as a separate piece of work.
 */
export default function HydrationSlice({ children }: { children?: ReactNode }): ReactNode {
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated />
    </Suspense>
  );
}
