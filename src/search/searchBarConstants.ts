/**
 * Stands in for the search plugin's `utils/proxiedGeneratedConstants` in its search bar
 * (plugins/search-lean-client). The bar reads one number from it, but the generated module sets
 * up lunr with the Russian stemmer (≈55 KB) for the worker; imported by the bar, all of that went
 * into the main bundle. The worker still gets the original.
 */
import { SEARCH } from '../config/constants';

export const searchResultLimits: number = SEARCH.resultLimit;
