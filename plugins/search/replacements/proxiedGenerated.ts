/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/utils/proxiedGenerated.js
 * for the plugin's search bar and search page; swapped in by plugins/search/swaps.ts
 * («generated options without mark.js (lazy highlighting)»).
 * The plugin's generated options, with `Mark` replaced by the lazy one: the plugin is
 * configured with `highlightSearchTermsOnTargetPage: false` so that its generated module does
 * not import mark.js, and this `Mark` brings the highlighting back. A local export takes
 * precedence over the same name from `export *`.
 */
export * from '@generated/@easyops-cn/docusaurus-search-local/default/generated.js';
export { LazyMark as Mark } from '../client/lazyMark';
