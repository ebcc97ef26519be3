import { useLingui } from '@lingui/react/macro';
import type { PosOutlet } from '@tabula/api-client';
import { posStaffMembersQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { muted, panel } from '../../lib/layout.css';
import { useFailure } from '../../lib/use-failure';
import { AddPersonForm } from './add-person-form';
import { PeopleList } from './people-list';

/**
 * The owner's page of the company's people: who may sign in, with their role and outlet, a
 * Remove action for each but the owner themself, and the form that adds a person. Shown to
 * owners only (the caller checks; the server refuses anyone else).
 */
// issue 32: staff accounts (docs/staff-accounts.md).
export function PeoplePage({ outlets }: { outlets: readonly PosOutlet[] }) {
  const { t } = useLingui();
  const failed = useFailure();
  const listed = useQuery(posStaffMembersQueryOptions(api));
  useEffect(() => {
    if (listed.error) failed(listed.error);
  }, [listed.error, failed]);

  const people = listed.data?.staff;
  return (
    <section className={panel} aria-label={t`People`}>
      <h2>{t`People`}</h2>
      {people === undefined && (
        <p className={muted}>{listed.isError ? t`The people could not be loaded.` : t`Loading…`}</p>
      )}
      {people !== undefined && <PeopleList people={people} outlets={outlets} />}
      <AddPersonForm outlets={outlets} />
    </section>
  );
}
