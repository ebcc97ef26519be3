/**
 * Exact rationals on BigInt for the pricing oracle. Written apart from the engine (no import of
 * decimal.js or of the engine's fractions), so that agreeing with it proves something.
 */
export interface Q {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};

export const q = (n: bigint, d = 1n): Q => {
  if (d === 0n) throw new Error('zero denominator');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d < 0n ? -d : d);
  return { n: (sign * n) / g, d: (sign * d) / g };
};
export const ZERO = q(0n);
export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const cmp = (a: Q, b: Q): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const min = (a: Q, b: Q): Q => (cmp(a, b) <= 0 ? a : b);
export const sum = (values: readonly Q[]): Q => values.reduce(add, ZERO);

/** Reads a plain decimal string ("12.50", "7.5", "-3") exactly. */
export function parse(text: string): Q {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = q(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
  return negative ? q(-value.n, value.d) : value;
}

/** Rounds once, half up (away from zero), to `places` decimals. */
export function round(value: Q, places: number): Q {
  const scale = 10n ** BigInt(places);
  const negative = value.n < 0n;
  const n = (negative ? -value.n : value.n) * scale;
  const minor = (2n * n + value.d) / (2n * value.d);
  return q(negative ? -minor : minor, scale);
}

/** Writes a value that is already at `places` decimals, with exactly that many. */
export function show(value: Q, places: number): string {
  const scale = 10n ** BigInt(places);
  if ((value.n * scale) % value.d !== 0n) throw new Error('not at the precision');
  const minor = (value.n * scale) / value.d;
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

/**
 * Largest remainder: whole minor units of `total` in proportion to `weights`, leftovers one at a
 * time to the largest remainders, ties to the earlier part.
 */
export function largestRemainder(total: Q, weights: readonly Q[], places: number): Q[] {
  const scale = 10n ** BigInt(places);
  const minorTotal = (total.n * scale) / total.d;
  const all = sum(weights);
  const exact = weights.map((w) => div(mul(q(minorTotal), w), all));
  const floors = exact.map((e) => e.n / e.d);
  const rests = exact.map((e, i) => sub(e, q(floors[i] ?? 0n)));
  let left = minorTotal - floors.reduce((a, b) => a + b, 0n);
  const order = rests
    .map((_, i) => i)
    .sort((a, b) => cmp(rests[b] ?? ZERO, rests[a] ?? ZERO) || a - b);
  for (const i of order) {
    if (left <= 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map((f) => q(f, scale));
}
