import { isCashDisabledByLoyalty } from '../loyalty/is-cash-disabled-by-loyalty';
import { isPaymentTypeAllowedWithLoyalty } from '../loyalty/is-payment-type-allowed-with-loyalty';
import { parseAmount } from '../money/parse-amount';
import type {
  PaymentMethodOption,
  PaymentMethods,
  PaymentMethodsInput,
  PaymentTypeLike,
} from './types';

/** spec: tables-payments-split §3, the checkout list in scan-and-pay mode. */
export const SCAN_AND_PAY_PAYMENT_TYPES = [
  'stripe_connect',
  'mastercard',
  'generic_fintech_partner',
] as const;

/**
 * Builds the payment method list (spec: tables-payments-split §4, payment selection): shown only
 * while something is payable and the diner's payment is not done; cash removed at a table; cash
 * disabled while loyalty is redeemed; only the scan-and-pay providers in that mode; the first
 * enabled method chosen by default.
 *
 * @param input - the payment types offered, the payable amount and the order facts
 * @returns whether the list shows, its options and the default choice
 * @throws EngineError INVALID_AMOUNT for a payable amount that is not a decimal
 * @example
 * ```ts
 * paymentMethodOptions({ paymentTypes: [{ payment_type: 'cash' }, { payment_type: 'stripe' }],
 *   payable: '12.00', atTable: true }).selected; // { payment_type: "stripe" }
 * ```
 */
export function paymentMethodOptions<T extends PaymentTypeLike>(
  input: PaymentMethodsInput<T>,
): PaymentMethods<T> {
  const payable = parseAmount(input.payable, { allowNegative: true });
  if (!payable.greaterThan(0) || input.userPaymentDone === true) {
    return { visible: false, options: [], selected: null };
  }
  const cashDisabled = isCashDisabledByLoyalty(input.redeemedLoyalty);
  const scanAndPay: readonly string[] = SCAN_AND_PAY_PAYMENT_TYPES;
  const options = input.paymentTypes
    .filter((type) => !(input.atTable && !isPaymentTypeAllowedWithLoyalty(type.payment_type)))
    .filter((type) => input.scanAndPay !== true || scanAndPay.includes(type.payment_type))
    .map((type): PaymentMethodOption<T> => {
      const disabled = cashDisabled && !isPaymentTypeAllowedWithLoyalty(type.payment_type);
      return { paymentType: type, disabled, reason: disabled ? 'loyalty_redeemed' : null };
    });
  const selected = options.find((option) => !option.disabled)?.paymentType ?? null;
  return { visible: options.length > 0, options, selected };
}
