import React, { lazy, Suspense } from 'react';

import { closeDemoModal, useDemoModalRequest } from './demoModalStore';

// Modal and confetti code load on demand, not with every page.
const DemoModal = lazy(() => import('./DemoModal'));

export default function DemoModalHost(): React.ReactElement | null {
  const request = useDemoModalRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <DemoModal onClosed={closeDemoModal} />
    </Suspense>
  );
}
