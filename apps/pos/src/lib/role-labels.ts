import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '@tabula/api-client';

/** The name staff read for each role (docs/staff-accounts.md). */
export const ROLE_LABELS: Readonly<Record<StaffRole, MessageDescriptor>> = {
  owner: msg`Owner`,
  manager: msg`Manager`,
  staff: msg`Staff`,
};
