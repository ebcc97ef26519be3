import { useLingui } from '@lingui/react/macro';
import { Button, ThemeRoot } from '@tabula/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { PosStaffMember } from '@tabula/api-client';
import { useId, useState } from 'react';
import type { RouterContext } from '../app/router-context';
import { activateLocale } from '../lib/i18n';
import { control, field, note, row } from '../lib/layout.css';
import { isLocale, LOCALES, localeInfo, storeLocale } from '../lib/locales';
import { useStaffAuth } from '../lib/staff-auth';
import { ROLE_LABELS } from '../lib/role-labels';
import { useStatusNote } from '../lib/status-note';
import { useFailure } from '../lib/use-failure';
import * as styles from '../lib/shell.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: PosShell,
});

/** Who is signed in, with their role, and the ways to sign out. */
function SignedInAs({ staff }: { staff: PosStaffMember }) {
  const { t, i18n } = useLingui();
  const { signOut } = useStaffAuth();
  const { clear } = useStatusNote();
  const failed = useFailure();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const name = staff.name;
  const role = i18n._(ROLE_LABELS[staff.role]);
  const leave = (everywhere: boolean) => {
    clear();
    setBusy(true);
    signOut(everywhere).then(
      () => {
        queryClient.clear();
      },
      (error: unknown) => {
        setBusy(false);
        failed(error);
      },
    );
  };
  return (
    <>
      <span className={styles.person}>{t`${name} (${role})`}</span>
      <Button
        tone="secondary"
        size="small"
        disabled={busy}
        onClick={() => {
          leave(false);
        }}
      >
        {t`Sign out`}
      </Button>
      <Button
        tone="secondary"
        size="small"
        disabled={busy}
        onClick={() => {
          if (window.confirm(t`Sign out on every device you are signed in on?`)) leave(true);
        }}
      >
        {t`Sign out everywhere`}
      </Button>
    </>
  );
}

/** The console's frame: its title, the language picker, who is signed in, and the status line. */
function PosShell() {
  const { t, i18n } = useLingui();
  const { state, staff } = useStaffAuth();
  const { note: status } = useStatusNote();
  const languageId = useId();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const endedText =
    state.kind === 'signed_out' && state.why === 'ended'
      ? t`Your session has ended. Sign in again.`
      : null;
  const shown = status ?? (endedText === null ? null : { text: endedText, tone: 'error' as const });
  return (
    <ThemeRoot dir={localeInfo(locale).rtl ? 'rtl' : 'ltr'} lang={locale}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{t`Tabula POS console`}</h1>
        <div className={row}>
          <label className={field} htmlFor={languageId}>
            {t`Language`}
            <select
              id={languageId}
              className={control}
              value={locale}
              onChange={(event) => {
                const next = event.target.value;
                if (!isLocale(next)) return;
                storeLocale(next);
                void activateLocale(next);
              }}
            >
              {LOCALES.map((entry) => (
                <option key={entry.code} value={entry.code} lang={entry.code}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
          {staff !== null && <SignedInAs staff={staff} />}
        </div>
      </header>
      <main className={styles.main}>
        <p role="status" aria-live="polite" className={note[shown?.tone ?? 'ok']}>
          {shown?.text ?? ''}
        </p>
        <Outlet />
      </main>
    </ThemeRoot>
  );
}
