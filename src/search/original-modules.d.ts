declare module '@search-local-original/smartQueries' {
  export function smartQueries(tokens: string[], zhDictionary: string[]): unknown[];
}

declare module 'mark.js';

declare module '@search-local-original/highlightStemmed' {
  export function highlightStemmed(
    content: string,
    positions: [number, number][],
    tokens: string[],
    maxLength?: number,
  ): string;
}

declare module '@search-local-original/highlight' {
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}

declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated.js' {
  export const Mark: null;
  export const searchContextByPaths: unknown;
  export const useAllContextsWithNoSearchContext: boolean;
}
