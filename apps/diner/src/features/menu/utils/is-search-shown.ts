import type { FeatureFlags, SessionType } from '@tabula/api-client';

/**
 * Whether the menu shows its search box. On the home menu the search feature decides; on the
 * read-only /menu it shows only in scan-and-pay with the search feature on.
 *
 * our choice: on / the box follows the search flag in every session type (A§2 ties the side
 * menu's Search entry on / to the default session; the box itself is what A§6 gates by flag).
 */
// spec: A§2 side menu, Search: on / in the default session type, or on /menu in scan-and-pay
// with the search feature enabled.
export function isSearchShown(
  flags: Pick<FeatureFlags, 'search'>,
  sessionType: SessionType,
  readOnly: boolean,
): boolean {
  if (!flags.search.enabled) return false;
  return readOnly ? sessionType === 'scan_and_pay' : true;
}
