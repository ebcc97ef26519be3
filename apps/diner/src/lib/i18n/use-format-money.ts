import { useLingui } from '@lingui/react';
import { formatMoney, type AmountInput } from '@tabula/engine';
import { useCallback } from 'react';
import { useMoneySettings } from '../venue/money-settings';

/**
 * Formats amounts in the diner's language, in the company's currency, at the company's
 * decimal_precision (A§9). The engine formats: the decimal string goes to Intl exactly, never
 * through a float.
 */
export function useFormatMoney(): (amount: AmountInput) => string {
  const { i18n } = useLingui();
  const { currency, precision } = useMoneySettings();
  const locale = i18n.locale;
  return useCallback(
    (amount: AmountInput) => formatMoney(amount, { currency, precision, locale }),
    [currency, precision, locale],
  );
}
