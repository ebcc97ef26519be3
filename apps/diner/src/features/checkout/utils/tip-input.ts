import type { TipInput } from '@tabula/engine';
import type { TipState } from '../state/checkout-atoms';

/** The engine's tip input for the checkout's tip state; null for no tip. */
export function tipInput(tip: TipState): TipInput | null {
  switch (tip.kind) {
    case 'none':
      return null;
    case 'percent':
      return { percent: tip.percent };
    case 'custom':
      return { amount: tip.amount };
  }
}
