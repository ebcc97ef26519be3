import { useLingui } from '@lingui/react/macro';
import {
  emailSchema,
  endpoints,
  isApiError,
  STAFF_ROLES,
  type PosNewStaffMember,
  type PosOutlet,
  type StaffRole,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { control, field, row } from '../../lib/layout.css';
import { ROLE_LABELS } from '../../lib/role-labels';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { outletLabel } from './outlet-label';
import * as styles from './people.css';

/** The least length of a password (docs/staff-accounts.md; the contract's staffPasswordSchema). */
const PASSWORD_MIN = 10;

/**
 * An owner adds a person: name, e-mail address, role, their outlet (a manager or a member of
 * staff works at one; an owner at every one) and a first password. What is missing or too short
 * is said before anything is sent; every refusal of the server is said in words.
 */
// issue 32: staff accounts (docs/staff-accounts.md).
export function AddPersonForm({ outlets }: { outlets: readonly PosOutlet[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { say, clear } = useStatusNote();
  const failed = useFailure();
  const nameId = useId();
  const emailId = useId();
  const roleId = useId();
  const outletId = useId();
  const passwordId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [chosenOutlet, setChosenOutlet] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const outlet = chosenOutlet ?? outlets[0]?.id ?? null;
  const needsOutlet = role !== 'owner';

  const add = useMutation({
    mutationFn: (person: PosNewStaffMember) =>
      api.request(endpoints.pos.addStaffMember, { body: person }),
    onSuccess: async ({ staff }) => {
      const added = staff.name;
      setName('');
      setEmail('');
      setPassword('');
      say(t`${added} can now sign in`);
      await invalidateAfter(queryClient, endpoints.pos.addStaffMember);
    },
    onError: (error, person) => {
      const text = refusalText(error, person);
      if (text === null) failed(error);
      else say(text, 'error');
    },
  });

  function refusalText(error: unknown, person: PosNewStaffMember): string | null {
    const address = person.email;
    if (isApiError(error, 'invalid_request')) {
      const fields = (error.issues ?? []).map((issue) => issue.path[1]);
      if (fields.includes('email')) return t`Enter a valid e-mail address.`;
      if (fields.includes('name')) return t`Enter a name of at most 80 characters.`;
      if (fields.includes('password')) return t`The password needs 10 to 200 characters.`;
      return null;
    }
    if (!isApiError(error, 'http')) return null;
    switch (error.errorId) {
      case 'email_taken':
        return t`Someone already signs in with ${address}.`;
      case 'outlet_needed':
        return t`A manager or a member of staff works at one outlet: choose it.`;
      case 'owner_outlet':
        return t`An owner works at every outlet: choose no outlet.`;
      case 'outlet_not_found':
        return t`That outlet is not one of the company's: choose another.`;
    }
    return null;
  }

  /** What keeps the person from being sent, in words; null when nothing does. */
  function problem(): string | null {
    if (name.trim() === '') return t`Enter the person's name.`;
    if (!emailSchema.safeParse(email.trim()).success) return t`Enter a valid e-mail address.`;
    if (needsOutlet && outlet === null) return t`Choose the outlet they work at.`;
    if (password.length < PASSWORD_MIN) {
      return t`The password needs at least ${PASSWORD_MIN} characters.`;
    }
    return null;
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const refused = problem();
    if (refused !== null) {
      say(refused, 'error');
      return;
    }
    clear();
    add.mutate({
      name: name.trim(),
      email: email.trim(),
      role,
      ...(needsOutlet && outlet !== null ? { outlet_id: outlet } : {}),
      password,
    });
  };

  return (
    <form className={styles.form} aria-label={t`Add a person`} noValidate onSubmit={submit}>
      <h3>{t`Add a person`}</h3>
      <div className={row}>
        <label className={field} htmlFor={nameId}>
          {t`Name`}
          <input
            id={nameId}
            className={control}
            autoComplete="off"
            maxLength={80}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        </label>
        <label className={field} htmlFor={emailId}>
          {t`E-mail address`}
          <input
            id={emailId}
            className={control}
            type="email"
            inputMode="email"
            autoComplete="off"
            dir="ltr"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
          />
        </label>
        <label className={field} htmlFor={roleId}>
          {t`Role`}
          <select
            id={roleId}
            className={control}
            value={role}
            onChange={(event) => {
              const chosen = STAFF_ROLES.find((candidate) => candidate === event.target.value);
              if (chosen !== undefined) setRole(chosen);
            }}
          >
            {STAFF_ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {i18n._(ROLE_LABELS[choice])}
              </option>
            ))}
          </select>
        </label>
        {needsOutlet && (
          <label className={field} htmlFor={outletId}>
            {t`Outlet`}
            <select
              id={outletId}
              className={control}
              value={outlet ?? ''}
              onChange={(event) => {
                setChosenOutlet(Number(event.target.value));
              }}
            >
              {outlets.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {i18n._(outletLabel(candidate))}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={field} htmlFor={passwordId}>
          {t`Initial password (at least ${PASSWORD_MIN} characters)`}
          <input
            id={passwordId}
            className={control}
            type="password"
            autoComplete="new-password"
            maxLength={200}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        </label>
      </div>
      <Button type="submit" size="small" loading={add.isPending} disabled={add.isPending}>
        {t`Add person`}
      </Button>
    </form>
  );
}
