/**
 * Stands in for `@docusaurus/core/lib/client/browserContext.js` (3.10.2) in the client bundle.
 * Upstream sets the context true right after the root's first commit. With a page's sections
 * hydrating later (plugins/sliced-hydration), that change would reach the sections still waiting
 * and make React hydrate all of them at once, in one long blocking task (seen: 3.4 s on the long
 * guide). Here it turns true once every section has hydrated, which is what «browser» means
 * upstream: «set to true only after a successful hydration». Same exports.
 */
import React, { useEffect, useState, type ReactNode } from 'react';

import { whenSectionsHydrated } from '@site/src/features/hydration/slices';

export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    whenSectionsHydrated(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
