import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PosOutlet } from '@tabula/api-client';
import { formatPosMoney } from '../../lib/format';

/** A detail's value as text, when it is a string. */
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An amount in the outlet's currency, or as it came when the outlet is not known. */
function money(amount: string, outlet: PosOutlet | undefined, i18n: I18n): string {
  return outlet === undefined ? amount : formatPosMoney(amount, outlet, i18n.locale);
}

/**
 * What a change of the menu changed, in words (the server keeps the fields sent, and a new
 * price as `{ from, to }`): a new price from and to, a new name, and a line for each other
 * field that changed.
 */
export function menuDetails(
  action: string,
  details: Record<string, unknown>,
  outlet: PosOutlet | undefined,
  i18n: I18n,
): string[] {
  const lines: string[] = [];
  const price = details.unit_price;
  if (typeof price === 'object' && price !== null) {
    const from = text((price as Record<string, unknown>).from);
    const to = text((price as Record<string, unknown>).to);
    if (from !== null && to !== null) {
      const before = money(from, outlet, i18n);
      const after = money(to, outlet, i18n);
      lines.push(i18n._(msg`Price ${before} → ${after}`));
    }
  } else if (text(price) !== null) {
    const amount = money(text(price) ?? '', outlet, i18n);
    lines.push(i18n._(msg`Price: ${amount}`));
  }
  const name = text(details.name);
  if (name !== null) {
    lines.push(
      action.startsWith('pos.add') ? i18n._(msg`Name: ${name}`) : i18n._(msg`Name now ${name}`),
    );
  }
  if ('description' in details) lines.push(i18n._(msg`Description changed`));
  if ('translations' in details) lines.push(i18n._(msg`Texts in other languages changed`));
  if ('image_url' in details) lines.push(i18n._(msg`Picture changed`));
  if ('tags' in details) lines.push(i18n._(msg`Labels changed`));
  if ('is_popular' in details) lines.push(i18n._(msg`Popular mark changed`));
  if ('groups' in details) lines.push(i18n._(msg`Options changed`));
  if ('schedules' in details) lines.push(i18n._(msg`Hours changed`));
  if ('category_id' in details && action === 'pos.changeMenuItem') {
    lines.push(i18n._(msg`Moved to another category`));
  }
  return lines;
}
