import { useLingui } from '@lingui/react/macro';
import { endpoints, isApiError, staffPasswordSchema } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { control, field, panel } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import * as styles from './account.css';

type PasswordField = 'current' | 'next' | 'again';

/**
 * The signed-in person changes their own password: the current one, the new one twice. Once the
 * server takes it, every other device they are signed in on is signed out; this one stays.
 */
// issue 32: staff accounts (docs/staff-accounts.md).
export function ChangePasswordForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const [values, setValues] = useState<Record<PasswordField, string>>({
    current: '',
    next: '',
    again: '',
  });
  const ids = { current: useId(), next: useId(), again: useId() };

  const change = useMutation({
    mutationFn: () =>
      api.request(endpoints.pos.changePassword, {
        body: { current_password: values.current, new_password: values.next },
      }),
    onSuccess: async () => {
      setValues({ current: '', next: '', again: '' });
      say(t`Your password is changed. Your other devices are signed out.`);
      await invalidateAfter(queryClient, endpoints.pos.changePassword);
    },
    onError: (error) => {
      if (isApiError(error, 'http') && error.errorId === 'current_password_wrong') {
        setValues((before) => ({ ...before, current: '' }));
        say(t`The current password is wrong.`, 'error');
      } else {
        failed(error);
      }
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (values.current === '') {
      say(t`Enter your current password.`, 'error');
    } else if (!staffPasswordSchema.safeParse(values.next).success) {
      say(t`The new password needs 10 to 200 characters.`, 'error');
    } else if (values.next !== values.again) {
      say(t`The two new passwords differ.`, 'error');
    } else {
      change.mutate();
    }
  };

  const input = (name: PasswordField, label: string, autoComplete: string) => (
    <label className={field} htmlFor={ids[name]}>
      {label}
      <input
        id={ids[name]}
        className={control}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => {
          const value = event.target.value;
          setValues((before) => ({ ...before, [name]: value }));
        }}
      />
    </label>
  );

  return (
    <form
      className={`${panel} ${styles.form}`}
      aria-label={t`Change your password`}
      noValidate
      onSubmit={submit}
    >
      <h2 className={styles.heading}>{t`Change your password`}</h2>
      {input('current', t`Current password`, 'current-password')}
      {input('next', t`New password (at least 10 characters)`, 'new-password')}
      {input('again', t`The new password again`, 'new-password')}
      <Button type="submit" disabled={change.isPending} loading={change.isPending}>
        {t`Change the password`}
      </Button>
    </form>
  );
}
