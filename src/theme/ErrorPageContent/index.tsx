import React from 'react';
import type { Props } from '@theme/Error';

import CrashMessage from '@site/src/components/CrashMessage';

/**
 * Replaces (not wraps) the theme's crash content inside the layout: the stock one prints the raw
 * error message, in English («Loading chunk 9358 failed.»), as its only text. Ours says what
 * happened in Russian and folds the error away for support (src/components/CrashMessage).
 */
export default function ErrorPageContent({ error, tryAgain }: Props): React.ReactElement {
  return (
    <main className="container margin-vert--xl">
      <CrashMessage error={error} tryAgain={tryAgain} />
    </main>
  );
}
