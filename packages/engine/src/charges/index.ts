export type {
  AppliedPromotion,
  Bill,
  BilledDiscount,
  BilledLine,
  BilledSurcharge,
  BilledTax,
  PriceOrderInput,
  RejectedDiscount,
} from './bill-types';
export type { DineMode, ServiceMode, Surcharge, TipInput } from './types';
export { applicableSurcharges } from './applicable-surcharges';
export { CARD_PROVIDERS, providerKey, serviceChargeProvider } from './is-service-charge';
export { itemTaxes, type ItemTaxes, type TaxableLine } from './item-taxes';
export { parseCustomTip, type CustomTipRefusal } from './parse-custom-tip';
export { priceOrder } from './price-order';
export { surchargeAmount } from './surcharge-amount';
export { surchargeKind } from './surcharge-kind';
export { surchargeTax } from './surcharge-tax';
export { taxFraction } from './tax-fraction';
export { taxRates, type TaxRate } from './tax-rates';
export { tipAmount } from './tip-amount';
