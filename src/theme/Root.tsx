import React, { type ReactNode } from 'react';

import DemoModalHost from '@site/src/features/demo/DemoModalHost';

/** Mounts the demo modal host once for the whole app, whichever button opens it. */
export default function Root({ children }: { children: ReactNode }): React.ReactElement {
  return (
    <>
      {children}
      <DemoModalHost />
    </>
  );
}
