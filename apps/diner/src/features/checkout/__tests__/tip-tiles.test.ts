import { describe, expect, it } from 'vitest';
import { NO_TIP } from '../state/checkout-atoms';
import { tipInput } from '../utils/tip-input';
import { tipTiles } from '../utils/tip-tiles';

describe('tipTiles', () => {
  it('gives each percentage its amount: the percent of the subtotal at the precision (B§5)', () => {
    expect(tipTiles(['5', '10', '15'], '33.30', 2)).toEqual([
      { percent: '5', key: 5, amount: '1.67' },
      { percent: '10', key: 10, amount: '3.33' },
      // 4.995 rounds half up
      { percent: '15', key: 15, amount: '5.00' },
    ]);
  });

  it('works at 3 decimals and 0 decimals', () => {
    expect(tipTiles(['12.5'], '10.005', 3)).toEqual([
      { percent: '12.5', key: 12.5, amount: '1.251' },
    ]);
    expect(tipTiles(['10'], '1235', 0)).toEqual([{ percent: '10', key: 10, amount: '124' }]);
  });
});

describe('tipTiles and the largest tip', () => {
  it("leaves out a percentage above the outlet's largest tip, keeps one equal to it", () => {
    expect(tipTiles(['5', '10', '15'], '33.30', 2, '10').map((tile) => tile.percent)).toEqual([
      '5',
      '10',
    ]);
    expect(tipTiles(['5', '10', '15'], '33.30', 2, '50')).toHaveLength(3);
  });
});

describe('tipInput', () => {
  it('turns the checkout tip into the engine input', () => {
    expect(tipInput(NO_TIP)).toBeNull();
    expect(tipInput({ kind: 'percent', percent: '10' })).toEqual({ percent: '10' });
    expect(tipInput({ kind: 'custom', amount: '2.50' })).toEqual({ amount: '2.50' });
  });
});
