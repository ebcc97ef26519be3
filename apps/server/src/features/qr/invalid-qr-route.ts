/**
 * Where a scan of an unknown or malformed QR code goes: the app's invalid-table screen (spec: B§2
 * /invalid-table, "after the QR session is reset"; A§2 routes).
 * our choice: that screen rather than the 'not allowed to access directly' page, since the diner
 * did scan a code; no session is started.
 */
export const INVALID_QR_ROUTE = '/invalid-table';
