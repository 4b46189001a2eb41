import type { WrappedIndex } from '../client/rank';
import { repairStems } from '../client/stemRepair';

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
let loadedCount = 0;

/**
 * A rewritten index's groups (documents and serialized lunr indexes, as indexRewrite.ts writes
 * them) loaded as the search worker has them: lunr indexes whose pipelines mend stems with the
 * terms of all the groups, as the build did (client/stemRepair.ts; the worker mends from the
 * sharded head's vocabulary, client/shardedIndex.ts). For the tests and the offline benches.
 */
export function loadedGroups(
  lunr: any,
  serialized: readonly { documents: unknown[]; index: unknown }[],
): WrappedIndex[] {
  const indexes: any[] = serialized.map(({ index }) => lunr.Index.load(index));
  const terms = new Set<string>();
  for (const index of indexes) for (const term of Object.keys(index.invertedIndex)) terms.add(term);
  loadedCount += 1;
  const key = `loaded-${loadedCount}`;
  for (const index of indexes) repairStems(index.pipeline, (term) => terms.has(term), key);
  return serialized.map(({ documents }, type) => ({
    type,
    documents: documents as WrappedIndex['documents'],
    index: indexes[type],
  }));
}
