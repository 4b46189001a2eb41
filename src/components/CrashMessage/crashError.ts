/** What the crash page needs to know about an error, without React (unit-tested). */

/** The error and its causes (`error.cause`), outermost first, as Docusaurus lists them. */
export function causalChain(error: unknown): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/**
 * A script or style chunk that did not load: a redeploy removed the old chunks, or the connection
 * dropped. The bundler names it ChunkLoadError («Loading chunk 9358 failed.»,
 * «Loading CSS chunk … failed»).
 */
export function isChunkLoadError(error: unknown): boolean {
  return causalChain(error).some(
    (e) => e.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(e.message),
  );
}

/** The technical text for support: every message of the chain. */
export function technicalDetails(error: unknown): string {
  const chain = causalChain(error);
  if (chain.length === 0) return String(error);
  return chain.map((e) => `${e.name}: ${e.message}`).join('\n\nCause:\n');
}
