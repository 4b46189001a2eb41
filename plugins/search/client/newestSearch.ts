/**
 * Only the newest search of a kind runs to the end. The search bar asks the worker on every key
 * (autocomplete.js has no debounce here) and shows only the answer to what the box holds now; on
 * a cold page the keys typed while the index loads all wait for it, and each used to be ranked
 * in turn, with its own shards, before the last one. Here a search that a newer one of the same
 * kind (context and limit) has overtaken stops at its next step and answers with the newer one's
 * results: the bar drops them (its query has changed), and the /search page, which shows
 * whichever answer comes last, no longer shows an older query's results after a newer one's.
 */

/** Whether a newer search of the same kind has started since this one. */
export type Overtaken = () => boolean;

/** What a step of a search returns once the search has been overtaken. */
export const OVERTAKEN = Symbol('overtaken');

export class NewestSearch<R> {
  /** Per kind: the token of the newest search, and its answer. */
  private readonly newest = new Map<string, { token: object; answer?: Promise<R> }>();

  /**
   * Runs `search` as the newest of `kind`. It should check `overtaken()` between its steps and
   * return OVERTAKEN when it is true; the call then answers with the newest search's results.
   */
  run(kind: string, search: (overtaken: Overtaken) => Promise<R | typeof OVERTAKEN>): Promise<R> {
    const token = {};
    const overtaken: Overtaken = () => this.newest.get(kind)?.token !== token;
    // (Set before the search starts, so a check it makes at once sees this one as the newest.)
    const entry: { token: object; answer?: Promise<R> } = { token };
    this.newest.set(kind, entry);
    entry.answer = (async () => {
      const result = await search(overtaken);
      if (result !== OVERTAKEN) return result;
      // A newer search has replaced this one's entry (one entry per kind is kept); its answer was
      // set when it started, in the same turn.
      const newer = this.newest.get(kind)?.answer;
      if (!newer) throw new Error(`search: ${kind} overtaken by a search that never started`);
      return newer;
    })();
    return entry.answer;
  }
}
