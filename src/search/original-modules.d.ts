declare module '@search-local-original/smartQueries' {
  export function smartQueries(tokens: string[], zhDictionary: string[]): unknown[];
}

declare module 'mark.js';

declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated.js' {
  export const Mark: null;
  export const searchContextByPaths: unknown;
  export const useAllContextsWithNoSearchContext: boolean;
}
