/**
 * The index head's download, started by the search worker as its script begins to run, before
 * lunr and the rest of the worker are evaluated and before the page's first message reaches it.
 *
 * On a cold page the worker used to ask for the head only when the bar's `fetchIndexes` arrived:
 * after the whole script had run (about 30 ms at 2 000 pages here) and after two comlink round
 * trips through a main thread busy with the keys being typed (another 20–25 ms). The head's URL
 * does not depend on the page: the site's base URL (the bundle's public path) and the index
 * address the plugin generated (`searchIndexUrl`, passed to the bundle by plugins/search/index.ts).
 * So the worker asks for it at once, and `fetchIndexes` takes that download when it names the
 * same URL; a download that failed is made again, so its error is the one the loader reports.
 */

/** Reads one JSON file (an absolute URL). */
export type FetchJsonUrl = (url: string) => Promise<unknown>;

/** The index address for a base URL and search context (the plugin's rule for `{dir}`). */
export function headUrl(baseUrl: string, searchIndexUrl: string, searchContext: string): string {
  return `${baseUrl}${searchIndexUrl.replace(
    '{dir}',
    searchContext ? `-${searchContext.replace(/\//g, '-')}` : '',
  )}`;
}

/** A same-origin absolute URL; throws (as the original worker) for any other origin. */
export function sameOrigin(url: string, origin: string): string {
  const fullUrl = new URL(url, origin);
  if (fullUrl.origin !== origin) throw new Error('Unexpected version url');
  return fullUrl.href;
}

export class EarlyHead {
  private pending: { url: string; body: Promise<unknown> } | null;

  /** Starts downloading `url` now (an absolute URL). */
  constructor(url: string, fetchJson: FetchJsonUrl) {
    const body = fetchJson(url);
    // Read by take(), or never: a failure here is not the visitor's until a query asks for it.
    body.catch(() => undefined);
    this.pending = { url, body };
  }

  /**
   * The head of `url`: the early download when it is for this URL (once; a later load, after a
   * deploy, downloads afresh), otherwise a new one. An early download that failed is made again.
   */
  take(url: string, fetchJson: FetchJsonUrl): Promise<unknown> {
    const early = this.pending;
    this.pending = null;
    if (!early || early.url !== url) return fetchJson(url);
    return early.body.catch(() => fetchJson(url));
  }
}
