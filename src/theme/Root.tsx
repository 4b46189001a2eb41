import React, { useEffect, type ReactNode } from 'react';

import DemoModalHost from '@site/src/features/demo/DemoModalHost';
import { markHydrated } from '@site/src/features/hydration/pageFromServer';

/**
 * Mounts the demo modal host once for the whole app, whichever button opens it. Its effect, the
 * last of the first render (effects run children first), marks the server HTML as hydrated.
 */
export default function Root({ children }: { children: ReactNode }): React.ReactElement {
  useEffect(markHydrated, []);
  return (
    <>
      {children}
      <DemoModalHost />
    </>
  );
}
