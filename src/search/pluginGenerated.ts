/**
 * Stands in for the search plugin's `utils/proxiedGenerated` in its search bar and search page
 * (plugins/search-lean-client). The plugin's generated options, with `Mark` replaced by the lazy
 * one: the plugin is configured with `highlightSearchTermsOnTargetPage: false` so that its
 * generated module does not import mark.js, and this `Mark` brings the highlighting back.
 * A local export takes precedence over the same name from `export *`.
 */
export * from '@generated/@easyops-cn/docusaurus-search-local/default/generated.js';
export { LazyMark as Mark } from './lazyMark';
