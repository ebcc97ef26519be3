import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a row of a charges breakdown is (B§2 Charges breakdown), so a screen can word it. */
export type ChargeKind =
  'subtotal' | 'tip' | 'promotion' | 'discount' | 'loyalty' | 'surcharge' | 'tax';

/**
 * The label of a charges-breakdown row: a message to translate, or the row's own name where the
 * venue named it (a surcharge, a named promotion).
 *
 * @param kind - What the row is.
 * @param ownName - The promotion's, discount's or surcharge's own name, where the row has one.
 * @returns The message descriptor to translate, or the name to show as it is.
 * @example `i18n._(chargeLabel('discount', 'WELCOME10')) // 'Discount (WELCOME10)'`
 */
export function chargeLabel(kind: ChargeKind, ownName: string | null): MessageDescriptor | string {
  // The placeholder keeps the name `name`: the catalogs hold `Discount ({name})`.
  const name = ownName ?? '';
  switch (kind) {
    case 'subtotal':
      return msg`Subtotal`;
    case 'tip':
      return msg`Tip`;
    case 'promotion':
      return ownName ?? msg`Promotion`;
    case 'discount':
      return msg`Discount (${name})`;
    case 'loyalty':
      return msg`Loyalty points`;
    case 'surcharge':
      return name;
    case 'tax':
      return msg`Tax`;
  }
}
