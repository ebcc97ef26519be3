import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { control, field } from '../../lib/layout.css';

/** The e-mail address a person signs in with: one value shared by both ways of signing in. */
export function EmailField({
  email,
  setEmail,
  readOnly = false,
}: {
  email: string;
  setEmail: (email: string) => void;
  readOnly?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <label className={field} htmlFor={id}>
      {t`E-mail address`}
      <input
        id={id}
        className={control}
        type="email"
        autoComplete="username"
        inputMode="email"
        dir="ltr"
        readOnly={readOnly}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
    </label>
  );
}
