import type { SessionType } from '@tabula/api-client';

/**
 * Where 'Back to menu' leads: the menu of the session (A§2: / is the home menu, /menu the
 * read-only menu of scan-and-pay).
 *
 * @example `menuPath('scan_and_pay') // '/menu'`
 */
export function menuPath(sessionType: SessionType): '/' | '/menu' {
  return sessionType === 'scan_and_pay' ? '/menu' : '/';
}
