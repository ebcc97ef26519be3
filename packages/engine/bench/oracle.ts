/**
 * The oracle at full strength: 10,000 random orders priced by the engine and recomputed with
 * exact BigInt rationals (test/oracle), every bill field compared. Prints the tally; exits non-zero
 * on the first disagreement (fast-check prints the shrunk order).
 * Run: pnpm --filter @tabula/engine bench:oracle [runs]
 */
import fc from 'fast-check';
import { oracleOrderArb } from '../test/arbitraries/oracle-order';
import { checkAgainstOracle } from '../test/oracle/check-against-oracle';

const runs = Number(process.argv[2] ?? 10_000);
const tally = { priced: 0, loyalty_refused: 0, byPrecision: new Map<number, number>() };
const started = performance.now();
fc.assert(
  fc.property(oracleOrderArb, ({ input, splitCount }) => {
    tally[checkAgainstOracle(input, splitCount)] += 1;
    const p = input.precision ?? 2;
    tally.byPrecision.set(p, (tally.byPrecision.get(p) ?? 0) + 1);
  }),
  { numRuns: runs },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const precisions = [...tally.byPrecision.entries()]
  .sort(([a], [b]) => a - b)
  .map(([p, n]) => `${p} dp: ${n}`)
  .join(', ');
console.log(`priceOrder oracle: ${runs} random orders agree on every field (${seconds} s)`);
console.log(
  `  priced ${tally.priced}, loyalty refused by both ${tally.loyalty_refused}; ${precisions}`,
);
