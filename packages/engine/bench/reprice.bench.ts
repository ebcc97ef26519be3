/**
 * Reprice benchmark: how long priceOrder takes for carts of 10, 50, 200 and 1,000 lines with 20
 * promotions, a coupon, 3 surcharges and 2 taxes. Prints figures; asserts nothing (this machine
 * is shared, so timing is measured here and recorded in docs/engine.md, never in a test).
 *
 * It runs the built package (dist/), as consumers do: `turbo run bench` builds first.
 *
 * Method: warm up, then 61 rounds; each round times `batch` calls of every size in turn. Report
 * the median time per call, ops per second from that median, and the spread (p10 to p90).
 */
import type * as Engine from '../src/index';
import { benchInput } from './fixtures';

// Typed from the sources, run from the build.
// A path in a variable: type checking must not need dist/ to exist.
const built = new URL('../dist/index.js', import.meta.url).href;
const { priceOrder } = (await import(built)) as typeof Engine;

const SIZES = [10, 50, 200, 1000] as const;

interface Figures {
  lines: number;
  median: number;
  p10: number;
  p90: number;
}

/**
 * Times every size in each round, round after round, so a slow moment of this shared machine
 * lands on all sizes alike and the ratios between sizes stay meaningful.
 */
function measure(sizes: readonly number[], rounds: number): Figures[] {
  const cases = sizes.map((lines) => ({
    lines,
    input: benchInput(lines),
    batch: Math.max(1, Math.round(2000 / lines)),
    perCall: [] as number[],
  }));
  for (const c of cases) for (let i = 0; i < c.batch * 5; i += 1) priceOrder(c.input);
  for (let round = 0; round < rounds; round += 1) {
    for (const c of cases) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < c.batch; i += 1) priceOrder(c.input);
      c.perCall.push(Number(process.hrtime.bigint() - start) / 1e6 / c.batch);
    }
  }
  return cases.map(({ lines, perCall }) => {
    const sorted = [...perCall].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN;
    return { lines, median: at(0.5), p10: at(0.1), p90: at(0.9) };
  });
}

const results = measure(SIZES, 61);
console.log('priceOrder reprice benchmark (20 promotions, 1 coupon, 3 surcharges, 2 taxes)');
console.log(`node ${process.version}, ${process.arch}`);
console.log('lines   median ms   p10 ms    p90 ms    ops/s');
for (const r of results) {
  console.log(
    `${String(r.lines).padStart(5)}   ${r.median.toFixed(4).padStart(9)}   ${r.p10.toFixed(4).padStart(7)}   ${r.p90.toFixed(4).padStart(7)}   ${Math.round(
      1000 / r.median,
    )
      .toString()
      .padStart(7)}`,
  );
}
const fifty = results.find((r) => r.lines === 50);
const thousand = results.find((r) => r.lines === 1000);
if (fifty && thousand) {
  const ratio = thousand.median / fifty.median;
  console.log(
    `1000-line cost / 50-line cost = ${ratio.toFixed(1)}x (linear would be 20x; issue 13 asks within 20x)`,
  );
  console.log(`50-line median ${(fifty.median * 1000).toFixed(0)} µs (target well under 1 ms)`);
}
