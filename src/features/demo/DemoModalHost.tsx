import React, { useEffect, useState } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

import {
  closeDemoModal,
  loadDemoModal,
  loadedDemoModal,
  useDemoModalRequest,
  type DemoModalComponent,
  type DemoModalRequest,
} from './demoModalStore';
import DemoModalFailure from './DemoModalFailure';

/**
 * Shows the demo modal while somebody asks for it. Its code (and confetti) loads on demand; if
 * that fails even after a retry, or the modal crashes, the Russian failure message stands in for
 * it (DemoModalFailure) instead of the app's crash page taking the whole page down (the host sits
 * in Root, outside the content's error boundary). The next click tries to load it again.
 */
export default function DemoModalHost(): React.ReactElement | null {
  const request = useDemoModalRequest();
  const [Modal, setModal] = useState<DemoModalComponent | null>(() => loadedDemoModal());
  const [failedRequest, setFailedRequest] = useState<DemoModalRequest | null>(null);

  useEffect(() => {
    if (!request || Modal) return undefined;
    let current = true;
    loadDemoModal().then(
      (loaded) => {
        if (current) setModal(() => loaded);
      },
      () => {
        if (current) setFailedRequest(request);
      },
    );
    return () => {
      current = false;
    };
  }, [request, Modal]);

  if (!request) return null;
  const failure = <DemoModalFailure onClosed={closeDemoModal} />;
  if (failedRequest === request) return failure;
  if (!Modal) return null;
  return (
    <ErrorBoundary fallback={() => failure}>
      <Modal onClosed={closeDemoModal} />
    </ErrorBoundary>
  );
}
