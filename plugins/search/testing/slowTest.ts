/**
 * The limit of the tests that compare every bench query (or every prefix, or every search phrase)
 * between two implementations: two to seven minutes each on this 2-core machine when the suite runs
 * them side by side, and they grow with the query sets and the search phrases. It catches a hang,
 * not slowness (the bench scripts measure speed).
 */
export const SLOW_TEST_TIMEOUT = 900_000;
