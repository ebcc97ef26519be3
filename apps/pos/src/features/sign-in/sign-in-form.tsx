import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useState } from 'react';
import { panel } from '../../lib/layout.css';
import { CodeForm } from './code-form';
import { PasswordForm } from './password-form';
import * as styles from './sign-in-form.css';

/**
 * The console's sign-in: the e-mail address with a password, or with a one-time code e-mailed
 * to the person. The address typed stays when the person switches between the two.
 */
// issue 32: staff accounts (docs/staff-accounts.md); spec A§6, B§6 POS staff.
export function SignInForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [withCode, setWithCode] = useState(false);
  return (
    <section className={`${panel} ${styles.form}`}>
      {withCode ? (
        <CodeForm email={email} setEmail={setEmail} />
      ) : (
        <PasswordForm email={email} setEmail={setEmail} />
      )}
      <Button
        type="button"
        tone="secondary"
        onClick={() => {
          setWithCode(!withCode);
        }}
      >
        {withCode ? t`Use your password instead` : t`Get a code by e-mail instead`}
      </Button>
    </section>
  );
}
