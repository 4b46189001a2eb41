// Where the site keeps its search phrases, relative to the site folder (beside docs/): one place
// for the index rewrite (indexRewrite.ts), check:content and the scale bench, which all read it.
export const SEARCH_PHRASES_FILE = 'writing/search-phrases.yml';
