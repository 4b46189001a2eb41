/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/utils/smartQueries.js
 * for the search worker; swapped in by plugins/search/swaps.ts
 * («query builder (synonyms, question words, keyboard layout)»).
 * The worker runs the queries in order until it has enough results, so the order is the
 * ranking policy: the query as typed (the plugin's own variants, exact first, fuzzy last), then
 * the same with domain synonyms, then the other keyboard layout.
 */
// The plugin's own implementation (only the plugin's importers are swapped to this module).
import { smartQueries as pluginSmartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';

import { layoutVariant, synonymVariants, withoutQuestionWords } from '../client/queryRewrite';

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
