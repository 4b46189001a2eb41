declare module '@search-local-original/smartQueries' {
  export function smartQueries(tokens: string[], zhDictionary: string[]): unknown[];
}
