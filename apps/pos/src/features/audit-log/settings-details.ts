import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PosOutlet } from '@tabula/api-client';
import { formatPosMoney } from '../../lib/format';
import { CHECKOUT_MODE_LABELS, SERVICE_TYPE_LABELS } from '../../lib/settings-labels';

/** A change the server records as `{ from, to }`, or null. */
function fromTo(value: unknown): { from: unknown; to: unknown } | null {
  if (typeof value !== 'object' || value === null || !('from' in value) || !('to' in value)) {
    return null;
  }
  return value;
}

/** A detail's value as text: a string or a number as it is, anything else as JSON. */
function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The fields whose change reads "Field: before → after", with how to write a value. */
type Shown = (value: unknown, i18n: I18n, outlet: PosOutlet | undefined) => string;

const onOff: Shown = (value, i18n) =>
  value === true ? i18n._(msg`on`) : value === false ? i18n._(msg`off`) : plain(value);

const labelled =
  (labels: Readonly<Record<string, MessageDescriptor>>): Shown =>
  (value, i18n) => {
    const label = typeof value === 'string' ? labels[value] : undefined;
    return label === undefined ? plain(value) : i18n._(label);
  };

const count: Shown = (value) => plain(value);

const percent: Shown = (value) => `${plain(value)}%`;

const amount: Shown = (value, i18n, outlet) => {
  if (value === null) return i18n._(msg`no limit`);
  if (typeof value !== 'string') return plain(value);
  return outlet === undefined ? value : formatPosMoney(value, outlet, i18n.locale);
};

/** A list of taxes as "GST 9%, Tourism levy 1.5%", or "none". */
const taxes: Shown = (value, i18n) => {
  if (!Array.isArray(value) || value.length === 0) return i18n._(msg`none`);
  return value
    .map(
      (tax: { name?: unknown; value?: unknown }) => `${plain(tax.name ?? '')} ${plain(tax.value)}%`,
    )
    .join(', ');
};

/** A list of tip percentages as "5%, 10%, 15%", or "none". */
const tips: Shown = (value, i18n) =>
  Array.isArray(value) && value.length > 0
    ? value.map((tip) => `${plain(tip)}%`).join(', ')
    : i18n._(msg`none`);

const FIELDS: Readonly<Record<string, { label: MessageDescriptor; shown: Shown }>> = {
  'profile.service_type': { label: msg`Service`, shown: labelled(SERVICE_TYPE_LABELS) },
  'profile.call_waiter_enabled': { label: msg`Waiter calls`, shown: onOff },
  'profile.auto_confirm_enabled': { label: msg`Confirming orders without staff`, shown: onOff },
  'profile.checkout_mode': {
    label: msg`Checkout at the counter`,
    shown: labelled(CHECKOUT_MODE_LABELS),
  },
  'profile.open_tab_checkout_mode': {
    label: msg`Checkout of an open tab`,
    shown: labelled(CHECKOUT_MODE_LABELS),
  },
  'order_limits.max_line_quantity': { label: msg`Most of one dish on a line`, shown: count },
  'order_limits.max_order_items': { label: msg`Most items in an order`, shown: count },
  'order_limits.max_order_amount': { label: msg`Largest order before the tip`, shown: amount },
  'order_limits.max_tip_percent': { label: msg`Largest tip`, shown: percent },
  taxes: { label: msg`Taxes`, shown: taxes },
  is_tax_inclusive: { label: msg`Prices including taxes`, shown: onOff },
  tips: { label: msg`Tips`, shown: tips },
};

/**
 * What a change of an outlet's settings or of the tips changed, in words (the server keeps each
 * field changed as `{ from, to }`): "Waiter calls: on → off", "Taxes: GST 9% → GST 10%"; the
 * announcement and surcharges, whose values are long, as a line saying they changed.
 */
export function settingsDetails(
  details: Record<string, unknown>,
  outlet: PosOutlet | undefined,
  i18n: I18n,
): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    const field = FIELDS[key];
    const change = fromTo(value);
    if (field !== undefined && change !== null) {
      const label = i18n._(field.label);
      const before = field.shown(change.from, i18n, outlet);
      const after = field.shown(change.to, i18n, outlet);
      lines.push(i18n._(msg`${label}: ${before} → ${after}`));
    } else if (key === 'profile.announcement') {
      lines.push(i18n._(msg`Announcement changed`));
    } else if (key === 'profile.translations') {
      lines.push(i18n._(msg`Announcement in other languages changed`));
    } else if (key === 'surcharges') {
      lines.push(i18n._(msg`Surcharges changed`));
    }
  }
  return lines;
}
