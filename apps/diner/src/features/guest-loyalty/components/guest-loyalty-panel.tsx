import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@tabula/ui';
import { useId, useState } from 'react';
import { EmailField, MobileNumberField } from '@/components/identity-fields';
import { formatPoints } from '@/lib/i18n/format-points';
import {
  useGuestSignUp,
  type GuestSignUpCall,
  type GuestSignUpResult,
} from '../hooks/use-guest-sign-up';
import {
  guestSignUpErrors,
  guestSignUpOf,
  initialGuestSignUp,
  type GuestSignUpDraft,
} from '../utils/guest-sign-up-draft';
import { showsGuestLoyalty, type GuestLoyaltySource } from '../utils/guest-loyalty-visibility';
import { pointsToShow } from '../utils/points-to-show';
import * as styles from './guest-loyalty-panel.css';
import { pluralCount } from '@/lib/i18n/plural-count';

/** Props of {@link GuestLoyaltyPanel}. */
export interface GuestLoyaltyPanelProps {
  /** The page configuration on screen: the user, session, company and feature flags. */
  page: GuestLoyaltySource;
  /** The paid order the sign-up credits; null while no order is paid. */
  orderId: number | null;
  /** The points the order earns, when known. */
  points?: string | null;
}

/**
 * The loyalty sign-up offered to a guest after paying (B§2, B§6): a short pitch, the name, the
 * e-mail address and the mobile number with its dialing code, and Join; then the thanks with the
 * points the order earned. Shows nothing for anyone else.
 */
// spec: B§2 Loyalty sign-up panel for guests after paying; B§5 guest loyalty sign-up; B§6.
export function GuestLoyaltyPanel({ page, orderId, points }: GuestLoyaltyPanelProps) {
  const call = useGuestSignUp();
  // Once joined, the refreshed page says the diner is no longer a guest: the thanks stays.
  if (call.result !== null) return <GuestLoyaltyThanks result={call.result} />;
  if (orderId === null || page.user === null) return null;
  if (!call.pending && !showsGuestLoyalty(page, orderId)) return null;
  return (
    <GuestLoyaltyForm
      page={page}
      userId={page.user.id}
      orderId={orderId}
      points={points ?? null}
      call={call}
    />
  );
}

interface GuestLoyaltyFormProps {
  page: GuestLoyaltySource;
  userId: number;
  orderId: number;
  points: string | null;
  call: GuestSignUpCall;
}

function GuestLoyaltyForm({ page, userId, orderId, points, call }: GuestLoyaltyFormProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [draft, setDraft] = useState<GuestSignUpDraft>(() =>
    initialGuestSignUp(page.user, page.company.country_code),
  );
  const [submitted, setSubmitted] = useState(false);
  // our choice: as at sign-in, the errors show from the first Join on, then follow the typing.
  const errors = submitted ? guestSignUpErrors(draft) : {};
  const change = (next: Partial<GuestSignUpDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
  };
  const known = pointsToShow(points);
  const formatted = known === null ? null : formatPoints(known, i18n.locale);
  const knownCount = known === null ? 0 : pluralCount(known);
  const { pending } = call;

  const join = () => {
    if (pending) return;
    setSubmitted(true);
    const signUp = guestSignUpOf(draft, {
      userId,
      orderId,
      locationId: page.session.location_id,
    });
    if (signUp !== null) call.signUp(signUp);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t`Join our loyalty programme`}
      </h2>
      <p className={styles.lead}>
        {formatted === null
          ? t`Sign up now to keep the points from this order and earn more every time you visit.`
          : t({
              message: plural(knownCount, {
                one: `Sign up now to keep the ${formatted} point from this order and earn more every time you visit.`,
                other: `Sign up now to keep the ${formatted} points from this order and earn more every time you visit.`,
              }),
            })}
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          join();
        }}
      >
        <TextField
          label={t`Name`}
          autoComplete="name"
          value={draft.name}
          onChange={(name) => {
            change({ name });
          }}
          error={errors.name && i18n._(errors.name)}
          disabled={pending}
        />
        <EmailField
          value={draft.email}
          onChange={(email) => {
            change({ email });
          }}
          error={errors.email}
          disabled={pending}
        />
        <MobileNumberField
          country={draft.country}
          phone={draft.phone}
          onPhoneChange={(phone) => {
            change({ phone });
          }}
          onCountryChange={(country) => {
            change({ country });
          }}
          error={errors.phone}
          disabled={pending}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t`Join`}
        </Button>
      </form>
    </section>
  );
}

function GuestLoyaltyThanks({ result }: { result: GuestSignUpResult }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const earned = pointsToShow(result.earned);
  const formatted = earned === null ? null : formatPoints(earned, i18n.locale);
  const earnedCount = earned === null ? 0 : pluralCount(earned);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t`Welcome to our loyalty programme!`}
      </h2>
      <p className={styles.lead}>
        {t`Thank you for joining. You'll earn points every time you order.`}
      </p>
      {formatted !== null && (
        <p className={styles.points}>
          {t({
            message: plural(earnedCount, {
              one: `You earned ${formatted} point on this order.`,
              other: `You earned ${formatted} points on this order.`,
            }),
          })}
        </p>
      )}
      {!result.detailsSaved && (
        <p className={styles.note}>
          {t`We couldn't save your name and e-mail address. You can add them in your profile.`}
        </p>
      )}
    </section>
  );
}
