export type { CountedLine, OrderLimitProblem, OrderLimits, QuantityLimits } from './types';
export { assertQuantityLimits } from './assert-quantity-limits';
export { additionLimitProblem } from './addition-limit-problem';
export { billLimitProblem } from './bill-limit-problem';
export { maxTipAmount } from './max-tip-amount';
export { quantityLimitProblem } from './quantity-limit-problem';
export { quantityRoom } from './quantity-room';
export { tipLimitProblem } from './tip-limit-problem';
