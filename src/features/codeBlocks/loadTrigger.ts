/**
 * When the code block component (Prism and the copy and wrap buttons, ≈30 KB compressed) loads.
 * The server renders code blocks fully highlighted, so the first paint needs none of that code;
 * it is fetched once something asks for it: a code block nearing the viewport, a pointer or focus
 * on one, or a navigation inside the site (the next page may need it at once). Until then React
 * keeps the server's HTML of each block as it is.
 */
export interface LoadTrigger {
  /** Settles once, on the first request. */
  readonly requested: Promise<void>;
  /** Asks for the load; later calls do nothing. */
  request(): void;
  readonly isRequested: () => boolean;
}

export function createLoadTrigger(): LoadTrigger {
  let resolve!: () => void;
  let done = false;
  const requested = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    requested,
    request() {
      if (done) return;
      done = true;
      resolve();
    },
    isRequested: () => done,
  };
}

/** The site-wide trigger: the code block wrapper waits on it, the client module pulls it. */
export const codeBlockTrigger = createLoadTrigger();

/**
 * A route update that needs the code: a move to another page. The first render (no previous
 * location) and jumps within the page (same path, another hash) do not.
 */
export function isPageChange(
  previous: { pathname: string } | null | undefined,
  next: { pathname: string },
): boolean {
  return previous != null && previous.pathname !== next.pathname;
}
