/**
 * Replaces @docusaurus/core 3.10.2 lib/client/browserContext.js (production client bundle only;
 * tests/contracts/upstream.json holds the upstream file's hash).
 *
 * Upstream sets `isBrowser` to true in an effect right after hydration, as a default-priority
 * update: React renders it in one task, walking the whole tree (every code block, tab set and
 * sidebar category reads the value), then commits it and runs the effects that depend on it.
 * On a long page at 4× CPU that one task took 150–240 ms. Here the same update is a transition:
 * React renders it in slices of a few milliseconds, and a click or key press in between is
 * handled first. What the value means is unchanged: false on the server and while hydrating,
 * true from then on.
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

// Same context object shape as upstream: `useIsBrowser` imports `Context` from this module.
export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
