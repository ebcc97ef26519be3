/**
 * The order in which the minor units left over after flooring every share go out: the largest
 * remainder first, ties to the earlier part (the largest-remainder method both `allocate` and the
 * promotions' allocation over units use).
 *
 * @param remainders - each part's remainder, in the parts' order
 * @returns the parts' indices, the first to receive a unit first
 * @example
 * ```ts
 * largestRemainderOrder([1n, 3n, 3n, 0n]); // [1, 2, 0, 3]
 * ```
 */
export function largestRemainderOrder(remainders: readonly bigint[]): number[] {
  return remainders
    .map((_, index) => index)
    .sort((a, b) => {
      const ra = remainders[a] ?? 0n;
      const rb = remainders[b] ?? 0n;
      return ra === rb ? a - b : ra > rb ? -1 : 1;
    });
}
