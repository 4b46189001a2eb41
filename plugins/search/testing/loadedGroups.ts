import type { WrappedIndex } from '../client/rank';
import { loadedIndexGroups } from '../client/stemRepair';

/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
/**
 * A rewritten index's groups (documents and serialized lunr indexes, as indexRewrite.ts writes
 * them) loaded as the search worker has them: lunr indexes whose pipelines mend stems as the
 * build did (client/stemRepair.ts). For the tests and the offline benches.
 */
export function loadedGroups(
  lunr: any,
  serialized: readonly { documents: unknown[]; index: unknown }[],
): WrappedIndex[] {
  const indexes = loadedIndexGroups(
    lunr,
    serialized.map(({ index }) => index),
  );
  return serialized.map(({ documents }, type) => ({
    type,
    documents: documents as WrappedIndex['documents'],
    index: indexes[type],
  }));
}
