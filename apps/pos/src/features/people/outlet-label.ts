import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PosOutlet, PosStaffMember } from '@tabula/api-client';

/** An outlet as the people pages name it: "Kopi & Kaya Cafe (outlet 7)". */
export function outletLabel(outlet: Pick<PosOutlet, 'id' | 'company_name'>): MessageDescriptor {
  const name = outlet.company_name;
  const id = outlet.id;
  return msg`${name} (outlet ${id})`;
}

/** Where a person works: every outlet for an owner, else their one outlet. */
export function workplaceLabel(
  person: Pick<PosStaffMember, 'outlet_id'>,
  outlets: readonly PosOutlet[],
): MessageDescriptor {
  const id = person.outlet_id;
  if (id === null) return msg`Every outlet`;
  const outlet = outlets.find((candidate) => candidate.id === id);
  return outlet === undefined ? msg`Outlet ${id}` : outletLabel(outlet);
}
