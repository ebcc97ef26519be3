import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { staffRoleSchema, type PosAuditEntry, type PosOutlet } from '@tabula/api-client';
import { formatPosMoney } from '../../lib/format';
import { DINE_MODE_LABELS, TABLE_MODE_LABELS } from '../../lib/place-labels';
import { ROLE_LABELS } from '../../lib/role-labels';
import { menuDetails } from './menu-details';
import { loyaltyDetails, offerDetails } from './offers-details';
import { settingsDetails } from './settings-details';

/** The refund's amount the server records when staff refunded all that was left. */
const ALL_THAT_WAS_LEFT = 'all that was left';

/** A detail's value as text, when it is a string or a number. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** A label's words, else the raw value. */
function labelled(
  i18n: I18n,
  labels: Readonly<Record<string, MessageDescriptor>>,
  value: string,
): string {
  const label = labels[value];
  return label === undefined ? value : i18n._(label);
}

/** The settings of a table or counter added (`changed` false) or changed (true). */
function placeDetails(i18n: I18n, details: Record<string, unknown>, changed: boolean): string[] {
  const lines: string[] = [];
  const number = text(details.number);
  const label = text(details.label);
  const source = text(details.qr_source);
  if (changed && number !== null) lines.push(i18n._(msg`Number now ${number}`));
  if (changed && label !== null) lines.push(i18n._(msg`Label now ${label}`));
  if (source !== null) {
    const mode = labelled(i18n, TABLE_MODE_LABELS, source);
    lines.push(changed ? i18n._(msg`QR code now ${mode}`) : i18n._(msg`QR code: ${mode}`));
  }
  if ('dine_mode' in details) {
    const dine = text(details.dine_mode);
    const mode =
      dine === null ? i18n._(msg`as the outlet serves`) : labelled(i18n, DINE_MODE_LABELS, dine);
    lines.push(changed ? i18n._(msg`Dine mode now ${mode}`) : i18n._(msg`Dine mode: ${mode}`));
  }
  return lines;
}

/**
 * Who made the change: the person's name; for a change made without a person, the tool the
 * details name (the staff command line, the demo seed), else the shared staff token.
 */
export function auditActor(entry: PosAuditEntry, i18n: I18n): string {
  if (entry.staff_id !== null) return entry.by;
  return text(entry.details.by) ?? i18n._(msg`The shared staff token`);
}

/**
 * What an audit line's details say, in words, one line each: a refund's amount (in the outlet's
 * currency) and reason, a table's or counter's new settings, a person's name, what a change of
 * the menu changed (menu-details.ts). An unknown
 * action's details are shown as they came (key: value).
 */
export function auditDetails(
  entry: PosAuditEntry,
  outlet: PosOutlet | undefined,
  i18n: I18n,
): string[] {
  const { details } = entry;
  switch (entry.action) {
    case 'pos.refundPayment': {
      const lines: string[] = [];
      const amount = text(details.amount);
      const reason = text(details.reason);
      if (amount === ALL_THAT_WAS_LEFT) {
        lines.push(i18n._(msg`Amount: all that was left`));
      } else if (amount !== null) {
        const money = outlet === undefined ? amount : formatPosMoney(amount, outlet, i18n.locale);
        lines.push(i18n._(msg`Amount: ${money}`));
      }
      if (reason !== null) lines.push(i18n._(msg`Reason: ${reason}`));
      return lines;
    }
    case 'pos.rotateTableCode': {
      const before = text(details.old_token);
      const after = text(details.new_token);
      if (before === null || after === null) return [];
      return [i18n._(msg`Old code ${before}, new code ${after}`)];
    }
    case 'pos.addTable':
    case 'pos.addCounter':
      return placeDetails(i18n, details, false);
    case 'pos.changeTable':
    case 'pos.changeCounter':
      return placeDetails(i18n, details, true);
    case 'pos.addStaffMember':
    case 'pos.removeStaffMember':
    case 'staff.createOwner':
    case 'staff.setPassword': {
      const name = text(details.name);
      return name === null ? [] : [i18n._(msg`Name: ${name}`)];
    }
    case 'pos.addCategory':
    case 'pos.changeCategory':
    case 'pos.addMenuItem':
    case 'pos.changeMenuItem':
    case 'pos.retireMenuItem':
      return menuDetails(entry.action, details, outlet, i18n);
    case 'pos.changeOutletSettings':
    case 'pos.changeTips':
      return settingsDetails(details, outlet, i18n);
    case 'pos.savePromotion':
    case 'pos.saveCoupon':
      return offerDetails(details, i18n);
    case 'pos.changeLoyalty':
      return loyaltyDetails(details, i18n);
    case 'staff.addKey': {
      const parsed = staffRoleSchema.safeParse(details.role);
      if (!parsed.success) return [];
      const role = i18n._(ROLE_LABELS[parsed.data]);
      return [i18n._(msg`Role: ${role}`)];
    }
    case 'staff.revokeKey':
    case 'pos.voidPayment':
    case 'pos.retireCategory':
    case 'pos.retireTable':
    case 'pos.retireCounter':
      return [];
    default:
      return Object.entries(details).flatMap(([key, value]) => {
        const shown = text(value) ?? (typeof value === 'boolean' ? String(value) : null);
        return shown === null ? [] : [`${key}: ${shown}`];
      });
  }
}
