import type { Session, SessionType } from '@tabula/api-client';

/**
 * The kind of session (A§1: default, scan_and_pay, open_tab), read from the QR source: an open
 * tab is dine_ot, scan-and-pay is its own source, everything else (walk-in, take-out, dine-in pay
 * first) orders as the default session.
 */
export function sessionTypeOf(session: Pick<Session, 'qr_source'>): SessionType {
  if (session.qr_source === 'dine_ot') return 'open_tab';
  if (session.qr_source === 'scan_and_pay') return 'scan_and_pay';
  return 'default';
}
