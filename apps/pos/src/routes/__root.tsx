import { useLingui } from '@lingui/react/macro';
import { Button, ThemeRoot } from '@tabula/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { endpoints, type PosStaffMember } from '@tabula/api-client';
import { useId, useState } from 'react';
import type { RouterContext } from '../app/router-context';
import { activateLocale } from '../lib/i18n';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { control, muted, note, panel, row } from '../lib/layout.css';
import { isLocale, LOCALES, localeInfo, storeLocale } from '../lib/locales';
import { useMayCall, useStaffAuth } from '../lib/staff-auth';
import { ROLE_LABELS } from '../lib/role-labels';
import { useStatusNote } from '../lib/status-note';
import { useFailure } from '../lib/use-failure';
import * as styles from '../lib/shell.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: PosShell,
});

/** The console's pages a person's role may open: the back office's need a manager or an owner. */
function PageNav() {
  const { t } = useLingui();
  const places = useMayCall(endpoints.pos.places);
  const menu = useMayCall(endpoints.pos.menuEditor);
  const settings = useMayCall(endpoints.pos.outletSettings);
  const offers = useMayCall(endpoints.pos.offers);
  const people = useMayCall(endpoints.pos.staffMembers);
  const audit = useMayCall(endpoints.pos.auditLog);
  return (
    <nav className={styles.nav} aria-label={t`Pages`}>
      <Link to="/" className={styles.navLink} activeOptions={{ exact: true, includeSearch: false }}>
        {t`Orders and tables`}
      </Link>
      {menu && (
        <Link to="/menu" className={styles.navLink}>
          {t`Menu`}
        </Link>
      )}
      {settings && (
        <Link to="/settings" className={styles.navLink}>
          {t`Settings`}
        </Link>
      )}
      {offers && (
        <Link to="/offers" className={styles.navLink}>
          {t`Offers`}
        </Link>
      )}
      {places && (
        <Link to="/places" className={styles.navLink}>
          {t`Tables, counters and QR codes`}
        </Link>
      )}
      {people && (
        <Link to="/people" className={styles.navLink}>
          {t`People`}
        </Link>
      )}
      {audit && (
        <Link to="/audit-log" className={styles.navLink}>
          {t`Audit log`}
        </Link>
      )}
      <Link to="/account" className={styles.navLink}>
        {t`Your password`}
      </Link>
    </nav>
  );
}

/** The page, once someone is signed in; else the sign-in form (or why it cannot be shown yet). */
function SignedInOnly() {
  const { t } = useLingui();
  const { state, retry } = useStaffAuth();
  switch (state.kind) {
    case 'checking':
      return <p className={muted}>{t`Loading…`}</p>;
    case 'unreachable':
      return (
        <div className={`${panel} ${row}`}>
          <p>{t`The server did not answer. Check the connection and try again.`}</p>
          <Button onClick={retry}>{t`Try again`}</Button>
        </div>
      );
    case 'signed_out':
      return <SignInForm />;
    case 'signed_in':
      return <Outlet />;
  }
}

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
          <label className={styles.barField} htmlFor={languageId}>
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
      {staff !== null && <PageNav />}
      <main className={styles.main}>
        <p role="status" aria-live="polite" className={note[shown?.tone ?? 'ok']}>
          {shown?.text ?? ''}
        </p>
        <SignedInOnly />
      </main>
    </ThemeRoot>
  );
}
