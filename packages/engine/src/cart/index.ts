export type {
  Cart,
  CartLine,
  CartMismatch,
  CartMismatchReason,
  LinePriceChange,
  PriceRefreshResult,
  PricingLine,
  RematchResult,
  SelectedModifier,
} from './types';
export {
  CART_EXPIRY_MS,
  CART_MISMATCH_MESSAGE,
  LINE_LOCKED_MESSAGE,
  MULTIPLE_CUSTOMIZATIONS_KEY,
} from './constants';
export { addItem, type AddItemInput } from './add-item';
export { assertLineEditable } from './assert-line-editable';
export { assertTimestamp } from './assert-timestamp';
export { clearCart } from './clear-cart';
export { createCart } from './create-cart';
export { decrementItem } from './decrement-item';
export { findLastLine } from './find-last-line';
export { findOutOfStockLines } from './find-out-of-stock-lines';
export { getCardItemId } from './get-card-item-id';
export { getItemCount } from './get-item-count';
export { getLineKey } from './get-line-key';
export { getLineUnitPrice } from './get-line-unit-price';
export { pricingLineUnitPrice } from './pricing-line-unit-price';
export { hasMultipleCustomizations } from './has-multiple-customizations';
export { isCartExpired } from './is-cart-expired';
export { isItemNoteValid } from './is-item-note-valid';
export { isLineEditable } from './is-line-editable';
export { matchLine, type LineMatch } from './match-line';
export { needsRepeatPrompt } from './needs-repeat-prompt';
export { refreshCartPrices } from './refresh-cart-prices';
export { rematchCart } from './rematch-cart';
export { removeLine } from './remove-line';
export { repeatLast } from './repeat-last';
export { setItemNote } from './set-item-note';
export { setLineCount } from './set-line-count';
export { toPricingLine } from './to-pricing-line';
export { toPricingLines } from './to-pricing-lines';
