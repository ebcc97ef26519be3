import { useLingui } from '@lingui/react/macro';
import type { PosTable } from '@tabula/api-client';

type Member = PosTable['members'][number];

/**
 * The names staff read for a tab's members: the diner's name, else "Guest", numbered when the
 * tab has more than one guest without a name (so each payment button and each line names one
 * person).
 */
export function useMemberNames(members: readonly Member[]): (member: Member) => string {
  const { t } = useLingui();
  const nameless = members.filter((member) => member.name === null);
  return (member) => {
    if (member.name !== null) return member.name;
    if (nameless.length < 2) return t`Guest`;
    const position = nameless.indexOf(member) + 1;
    return t`Guest ${position}`;
  };
}
