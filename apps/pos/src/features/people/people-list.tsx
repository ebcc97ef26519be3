import { useLingui } from '@lingui/react/macro';
import { endpoints, isApiError, type PosOutlet, type PosStaffMember } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { badge, muted } from '../../lib/layout.css';
import { ROLE_LABELS } from '../../lib/role-labels';
import { useStaffAuth } from '../../lib/staff-auth';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { workplaceLabel } from './outlet-label';
import * as styles from './people.css';

/**
 * The company's people: name, e-mail address, role and where they work, each with a Remove
 * action except the signed-in person (an owner does not remove themself).
 */
// issue 32: staff accounts (docs/staff-accounts.md).
export function PeopleList({
  people,
  outlets,
}: {
  people: readonly PosStaffMember[];
  outlets: readonly PosOutlet[];
}) {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={t`The company's people`}>
      {people.map((person) => (
        <PersonItem key={person.id} person={person} outlets={outlets} />
      ))}
    </ul>
  );
}

function PersonItem({
  person,
  outlets,
}: {
  person: PosStaffMember;
  outlets: readonly PosOutlet[];
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const { staff: me } = useStaffAuth();
  const name = person.name;
  const isMe = me?.id === person.id;

  const remove = useMutation({
    mutationFn: () => api.request(endpoints.pos.removeStaffMember, { params: { id: person.id } }),
    onSuccess: async () => {
      say(t`${name} was removed`);
      await invalidateAfter(queryClient, endpoints.pos.removeStaffMember);
    },
    onError: async (error) => {
      if (!isApiError(error, 'http')) {
        failed(error);
        return;
      }
      switch (error.errorId) {
        case 'remove_self':
          say(t`You cannot remove yourself: ask another owner.`, 'error');
          return;
        case 'staff_not_found':
          say(t`${name} was already removed.`, 'error');
          await invalidateAfter(queryClient, endpoints.pos.removeStaffMember);
          return;
        default:
          failed(error);
      }
    },
  });

  return (
    <li className={styles.person} data-staff-id={person.id}>
      <span className={styles.who}>
        <strong>{name}</strong>
        <span className={muted} dir="ltr">
          {person.email}
        </span>
      </span>
      <span className={badge}>{i18n._(ROLE_LABELS[person.role])}</span>
      <span>{i18n._(workplaceLabel(person, outlets))}</span>
      {isMe ? (
        <span className={badge}>{t`You`}</span>
      ) : (
        <Button
          size="small"
          tone="critical"
          loading={remove.isPending}
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(t`Remove ${name}? They will no longer be able to sign in.`)) {
              return;
            }
            remove.mutate();
          }}
        >
          {t`Remove`}
        </Button>
      )}
    </li>
  );
}
