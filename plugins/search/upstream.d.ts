/**
 * Types of the @easyops-cn/docusaurus-search-local 0.55.3 modules that plugins/search imports
 * by path (the package ships none for its browser code). Written from dist/client/client.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js' {
  export function highlightStemmed(
    content: string,
    positions: [number, number][],
    tokens: string[],
    maxLength?: number,
  ): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js' {
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js' {
  export function escapeHtml(unsafe: string): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<unknown[]>;
}

declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated.js' {
  export const Mark: null;
  export const searchContextByPaths: unknown;
  export const useAllContextsWithNoSearchContext: boolean;
}

declare module 'mark.js';

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  /** The index address with `{dir}` for the search context. */
  export const searchIndexUrl: string;
}

declare module 'lunr' {
  // lunr 2 ships no types; the worker only hands it to client/rank.ts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const lunr: any;
  export default lunr;
}
