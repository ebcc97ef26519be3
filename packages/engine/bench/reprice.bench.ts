/**
 * Reprice benchmark: how long priceOrder takes for carts of 10, 50, 200 and 1,000 lines with 20
 * promotions, a coupon, 3 surcharges and 2 taxes. Prints figures; asserts nothing (this machine
 * is shared, so timing is measured here and recorded in docs/engine.md, never in a test).
 *
 * It runs the built package (dist/), as consumers do: `turbo run bench` builds first.
 *
 * Method: warm up, then take `samples` timings of `batch` calls each; report the median time per
 * call, ops per second from that median, and the spread (p10 to p90).
 */
import type * as Engine from '../src/index';
import { benchInput } from './fixtures';

// Typed from the sources, run from the build.
const { priceOrder } = (await import('../dist/index.js')) as typeof Engine;

const SIZES = [10, 50, 200, 1000] as const;

function measure(lines: number): { median: number; p10: number; p90: number } {
  const input = benchInput(lines);
  const batch = Math.max(1, Math.round(2000 / lines));
  const samples = 41;
  for (let i = 0; i < batch * 5; i += 1) priceOrder(input);
  const perCall: number[] = [];
  for (let s = 0; s < samples; s += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i += 1) priceOrder(input);
    perCall.push(Number(process.hrtime.bigint() - start) / 1e6 / batch);
  }
  perCall.sort((a, b) => a - b);
  const at = (q: number) => perCall[Math.floor(q * (perCall.length - 1))] ?? Number.NaN;
  return { median: at(0.5), p10: at(0.1), p90: at(0.9) };
}

const results = SIZES.map((lines) => ({ lines, ...measure(lines) }));
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
    `1000-line cost / 50-line cost = ${ratio.toFixed(1)}x (linear would be 20x; target within 25x)`,
  );
  console.log(`50-line median ${(fifty.median * 1000).toFixed(0)} µs (target well under 1 ms)`);
}
