/**
 * Every stable error code the engine can throw, with its message. Callers branch on the code;
 * the message is for logs. Codes are grouped by the module that throws them.
 */
export const ENGINE_ERROR_MESSAGES = {
  // money
  INVALID_AMOUNT: 'Amount is not a decimal string.',
  NEGATIVE_AMOUNT: 'Amount may not be negative.',
  AMOUNT_PRECISION_EXCEEDED: 'Amount has more decimals than the currency precision.',
  PRECISION_OUT_OF_RANGE: 'Precision must be an integer from 0 to 3.',
  INVALID_RATE: 'Rate is not a non-negative decimal.',
  INVALID_WEIGHTS: 'Weights must be non-negative decimals and not all zero.',
  INVALID_QUANTITY: 'Quantity must be a positive integer.',
  INVALID_CURRENCY: 'Currency must be an ISO 4217 code.',
  AMOUNT_TOO_LARGE: 'Amount is too large to express in minor units.',
  DIVISION_BY_ZERO: 'An exact fraction was given a zero denominator.',
  // menu
  INVALID_SCHEDULE: 'Schedule day or time slot is invalid.',
  INVALID_TIME: 'Time of day is invalid.',
  INVALID_DAY: 'Day of week must be an integer from 1 (Sunday) to 7 (Saturday).',
  UNKNOWN_ITEM: 'Item is not on the menu.',
  // modifiers
  UNKNOWN_MODIFIER: 'Modifier is not part of the group.',
  INVALID_SELECTION: 'Modifier selection is invalid.',
  INVALID_GROUP: 'Modifier group minimum and maximum are invalid.',
  MODIFIER_MAXIMUM_REACHED: 'Modifier group is already at its maximum.',
  // cart
  UNKNOWN_LINE: 'Cart line does not exist.',
  LINE_LOCKED: 'Cart line can no longer be changed.',
  MULTIPLE_CUSTOMIZATIONS: 'Item has several customisations; choose which line to change.',
  FREE_ITEM_LOCKED: 'A free item added by a promotion cannot be changed by the diner.',
  EMPTY_ITEM_NOTE: 'An item note cannot be saved empty.',
  INVALID_TIMESTAMP: 'Timestamp must be a non-negative integer of epoch milliseconds.',
  CART_MISMATCH: 'Cart line does not match the current menu.',
  // promotions
  UNKNOWN_PROMOTION_TYPE: 'Promotion action type is unknown.',
  UNKNOWN_CONDITION_TYPE: 'Promotion condition type is unknown.',
  INVALID_PROMOTION: 'Promotion is malformed.',
  PROMOTION_SUBTOTALS_MISMATCH: 'Line subtotals must align with the lines and sum to the subtotal.',
  // coupons and discounts
  UNKNOWN_DISCOUNT_TYPE: 'Discount type is unknown.',
  // loyalty
  LOYALTY_EXCEEDS_TOTAL: 'Redeemed loyalty exceeds the amount it can pay.',
  // charges
  UNKNOWN_SURCHARGE_TYPE: 'Surcharge type is unknown.',
  UNKNOWN_TAX_TYPE: 'Tax type is unknown.',
  INVALID_TIP: 'Tip is invalid.',
  DUPLICATE_LINE: 'Two cart lines share an id.',
  // split
  SPLIT_COUNT_OUT_OF_RANGE: 'Split count must be an integer from 2 to 99.',
  SPLIT_SLOT_OUT_OF_RANGE: 'Split slot does not exist.',
  SPLIT_SLOT_TAKEN: 'Split slot is held by another diner.',
  SPLIT_SLOT_PAID: 'Split slot is already paid.',
  SPLIT_NOT_HOLDER: 'Only the diner holding the split slot may pay it.',
  SPLIT_ITEM_UNAVAILABLE: 'Item is already paid or not on the bill.',
  INVALID_COVERS: 'Covers must be a positive integer.',
  SPLIT_USER_NOT_IN_QUEUE: 'Diner is not in the equal-split queue.',
  SPLIT_INVALID_USER: 'Split user id must be a positive integer.',
  TAB_PAYER_NOT_UNPAID: 'Only a member of the tab who has not paid can be paid for.',
  // limits
  INVALID_LIMITS: 'Order quantity limits must be positive integers.',
} as const;

/** A stable engine error code. */
export type EngineErrorCode = keyof typeof ENGINE_ERROR_MESSAGES;
