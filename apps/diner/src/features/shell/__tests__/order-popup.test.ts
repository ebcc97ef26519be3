import { describe, expect, it } from 'vitest';
import { orderPopupState } from '../utils/order-popup';

describe('orderPopupState (B§4 Order status)', () => {
  it('opens the popup for a confirmed order until it is closed, then removes the bar', () => {
    expect(orderPopupState({ id: 7, status: 'confirmed' }, null)).toEqual({
      popupOpen: true,
      barHidden: false,
      clearFlag: false,
    });
    expect(orderPopupState({ id: 7, status: 'confirmed' }, 7)).toEqual({
      popupOpen: false,
      barHidden: true,
      clearFlag: false,
    });
  });

  it("opens it again for another order's confirmation", () => {
    expect(orderPopupState({ id: 8, status: 'confirmed' }, 7).popupOpen).toBe(true);
  });

  it('shows the bar again once the order moves on', () => {
    expect(orderPopupState({ id: 7, status: 'ready' }, 7)).toEqual({
      popupOpen: false,
      barHidden: false,
      clearFlag: false,
    });
  });

  it('clears the flag when the order is rejected', () => {
    expect(orderPopupState({ id: 7, status: 'rejected' }, 7).clearFlag).toBe(true);
    expect(orderPopupState({ id: 7, status: 'rejected' }, null).clearFlag).toBe(false);
    expect(orderPopupState(null, 7)).toEqual({
      popupOpen: false,
      barHidden: false,
      clearFlag: false,
    });
  });
});
