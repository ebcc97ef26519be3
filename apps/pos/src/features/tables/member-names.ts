import { useLingui } from '@lingui/react/macro';

/** A diner as the server names them for staff: their profile name, null when they gave none. */
interface Named {
  name: string | null;
}

/**
 * The names staff read for a tab's members or the diners of a split bill: the diner's name, else
 * "Guest", numbered when there is more than one diner without a name (so each payment button and
 * each line names one person).
 */
export function useMemberNames<T extends Named>(members: readonly T[]): (member: T) => string {
  const { t } = useLingui();
  const nameless = members.filter((member) => member.name === null);
  return (member) => {
    if (member.name !== null) return member.name;
    if (nameless.length < 2) return t`Guest`;
    const position = nameless.indexOf(member) + 1;
    return t`Guest ${position}`;
  };
}
