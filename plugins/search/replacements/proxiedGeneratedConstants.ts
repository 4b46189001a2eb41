/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/utils/proxiedGeneratedConstants.js
 * for the plugin's search bar only; swapped in by plugins/search/swaps.ts
 * («search bar constants without lunr»).
 * The bar reads one number from it, but the generated module sets up lunr with the Russian
 * stemmer for the worker; imported by the bar, all of that went into the main bundle. The worker
 * still gets the original.
 */
import { SEARCH } from '@site/src/config/constants';

export const searchResultLimits: number = SEARCH.resultLimit;
