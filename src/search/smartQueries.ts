/**
 * Stands in for the plugin's utils/smartQueries (swapped in at build time by
 * plugins/search-query-rewrite). The worker runs the queries in order until it has enough
 * results, so the order is the ranking policy: the query as typed (the plugin's own variants,
 * exact first, fuzzy last), then the same with domain synonyms, then the other keyboard layout.
 */
// Resolved by plugins/search-query-rewrite to the plugin's own implementation.
import { smartQueries as pluginSmartQueries } from '@search-local-original/smartQueries';

import { layoutVariant, synonymVariants, withoutQuestionWords } from './queryRewrite';

interface SmartQuery {
  tokens: string[];
  term: { value: string }[];
}

type PluginSmartQueries = (tokens: string[], zhDictionary: string[]) => SmartQuery[];

const original = pluginSmartQueries as PluginSmartQueries;

function key(query: SmartQuery): string {
  return JSON.stringify(query.term);
}

export function smartQueries(typed: string[], zhDictionary: string[]): SmartQuery[] {
  const tokens = withoutQuestionWords(typed);
  const groups: string[][] = [tokens, ...synonymVariants(tokens)];
  const converted = layoutVariant(tokens);
  const layout = converted && withoutQuestionWords(converted);
  if (layout && layout.length > 0) groups.push(layout, ...synonymVariants(layout, 4));
  const seen = new Set<string>();
  const queries: SmartQuery[] = [];
  // Exact and typing variants of every group first, fuzzy ones after them.
  const all = groups.map((group) => original(group, zhDictionary));
  const isFuzzy = (q: SmartQuery) => q.term.some((t) => 'editDistance' in t && t.editDistance);
  for (const pass of [false, true]) {
    for (const list of all) {
      for (const query of list) {
        if (isFuzzy(query) !== pass) continue;
        const k = key(query);
        if (seen.has(k)) continue;
        seen.add(k);
        queries.push(query);
      }
    }
  }
  return queries;
}
