/**
 * A turn of the event loop at every `every`-th step of a long test loop. The search comparisons
 * run 20–40 s of synchronous work (the sharded loader's in-memory fetches resolve as microtasks,
 * which never yield), and on a busy machine Vitest's worker then missed its RPC deadline
 * («Timeout calling onTaskUpdate»).
 */
export const eventLoopTurn = (step: number, every = 100): Promise<void> =>
  step % every === 0 ? new Promise((resolve) => setImmediate(resolve)) : Promise.resolve();
