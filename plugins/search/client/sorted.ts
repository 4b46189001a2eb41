/** Binary search over sorted lists, for the index's loaders and its vocabulary. */

/**
 * The first position in [0, length) where `before` is false, for a `before` that is true on a
 * prefix of the positions and false after it (binary search; `length` when it is true throughout).
 */
export function partitionPoint(length: number, before: (position: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
