/** The react-dom APIs the site uses directly; the package ships no types of its own. */
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}

/** The roots the production entry makes (plugins/light-start/clientEntry.tsx). */
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  interface RootOptions {
    onRecoverableError?: (error: unknown, errorInfo: unknown) => void;
  }
  export function createRoot(container: Element, options?: RootOptions): Root;
  export function hydrateRoot(container: Element, children: ReactNode, options?: RootOptions): Root;
}

/** Static rendering in unit tests (src/features/codeBlocks/plainTokens.test.ts). */
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';

  export function renderToStaticMarkup(children: ReactNode): string;
}
