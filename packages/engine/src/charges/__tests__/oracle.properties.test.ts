import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oracleOrderArb } from '../../../test/arbitraries/oracle-order';
import { checkAgainstOracle } from '../../../test/oracle/check-against-oracle';

// The heavy run (10,000 orders) is `pnpm --filter @tabula/engine bench:oracle`.
describe('priceOrder equals an exact BigInt oracle that rounds once, half up', () => {
  it('on random orders (0, 2, 3 decimals, taxes, coupons, promotions, surcharges, loyalty, tips, splits)', () => {
    fc.assert(
      fc.property(oracleOrderArb, ({ input, splitCount }) => {
        expect(['priced', 'loyalty_refused']).toContain(checkAgainstOracle(input, splitCount));
      }),
      { numRuns: 300 },
    );
  });
});
