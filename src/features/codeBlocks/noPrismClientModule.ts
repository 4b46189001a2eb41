/**
 * Stands in for `@docusaurus/theme-classic/lib/prism-include-languages` (a client module that
 * imports Prism into the main bundle). The grammars are registered in highlighted.ts instead.
 */
export {};
