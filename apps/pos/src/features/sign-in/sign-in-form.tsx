import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { control, field, panel, row } from '../../lib/layout.css';
import { useStaffAuth } from '../../lib/staff-auth';
import { useStatusNote } from '../../lib/status-note';

/** Asks for the staff token; the console opens once it is entered (the server checks it). */
// spec: A§6, B§6 POS staff; issue 4, the POS console needs the staff token.
export function SignInForm() {
  const { t } = useLingui();
  const { signIn } = useStaffAuth();
  const { say, clear } = useStatusNote();
  const [token, setToken] = useState('');
  const id = useId();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = token.trim();
    if (value === '') {
      say(t`Enter the staff token.`, 'error');
      return;
    }
    clear();
    setToken('');
    signIn(value);
  };

  return (
    <form className={`${panel} ${row}`} autoComplete="off" onSubmit={submit}>
      <label className={field} htmlFor={id}>
        {t`Staff token`}
        <input
          id={id}
          className={control}
          type="password"
          value={token}
          onChange={(event) => {
            setToken(event.target.value);
          }}
        />
      </label>
      <Button type="submit">{t`Open the console`}</Button>
    </form>
  );
}
