/**
 * The first module of the search worker (worker.ts imports it before anything else): it starts
 * the index head's download while the rest of the worker's script, lunr first, is still to run
 * (../client/earlyHead.ts says why).
 */
import { EarlyHead, headUrl, sameOrigin } from '../client/earlyHead';

// The bundle's public path: Docusaurus sets it to the site's base URL.
declare const __webpack_public_path__: string;
// The plugin's index address (`searchIndexUrl`), defined for the bundle by plugins/search/index.ts.
declare const __MAGISTRAL_SEARCH_INDEX_URL__: string;

/** Reads one same-origin JSON file (the original worker refuses any other origin). */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(sameOrigin(url, location.origin));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The index address the worker loads for a base URL and search context. */
export const indexUrlFor = (baseUrl: string, searchContext: string): string =>
  sameOrigin(headUrl(baseUrl, __MAGISTRAL_SEARCH_INDEX_URL__, searchContext), location.origin);

/**
 * The site has no search contexts: every page's bar loads the '' one. None when the public path
 * is on another origin (a CDN): the loader then refuses the address as the original does.
 */
export const earlyHead: EarlyHead | null = (() => {
  try {
    return new EarlyHead(indexUrlFor(__webpack_public_path__, ''), fetchJson);
  } catch {
    return null;
  }
})();
