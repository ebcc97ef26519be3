import { useLingui } from '@lingui/react/macro';
import type { NameTranslations } from '@tabula/api-client';
import type { Amount } from '@tabula/engine';
import type { ChargeRow } from '@tabula/ui';
import { createElement } from 'react';
import { useFormatMoney } from '../i18n/use-format-money';
import { isolate, useVenueText } from '../i18n/venue-text';
import { chargeLabel, type ChargeKind } from './charge-label';

/** A row of charges as the app computes it: a stored order's or the cart's bill's. */
export interface ChargeLine {
  id: string;
  kind: ChargeKind;
  name: string | null;
  /** The name by locale code, where the venue translated it. */
  translations?: NameTranslations;
  amount: Amount;
  /** Money off the order (shown as a deduction). */
  deduction: boolean;
}

/**
 * Words a charge for the charges breakdown in the diner's language: its label, its amount
 * formatted (a deduction with a leading minus) and its tone.
 *
 * @returns The function that turns a charge into a ChargeRow of @tabula/ui's ChargesBreakdown.
 * @example `orderCharges(details, 2, { layout: 'receipt' }).map(useChargeRow())`
 */
export function useChargeRow(): (charge: ChargeLine) => ChargeRow {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const venue = useVenueText();
  return (charge) => {
    const source = { name: charge.name, translations: charge.translations };
    const name = venue.text(source, 'name');
    // A name the venue wrote keeps its own direction (bidi isolation), so an English name keeps
    // its punctuation in an Arabic row: a row that is the name is a <bdi>, a name inside the
    // row's words ("Discount (…)") is isolated in the text.
    const label = chargeLabel(charge.kind, name === null ? null : isolate(name));
    const amount = formatMoney(charge.amount);
    return {
      id: charge.id,
      label: typeof label === 'string' ? createElement('bdi', null, name ?? label) : i18n._(label),
      amount: charge.deduction ? t`- ${amount}` : amount,
      tone: charge.deduction ? 'discount' : 'standard',
    };
  };
}
