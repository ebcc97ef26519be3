import { useLingui } from '@lingui/react/macro';
import type { User } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useId } from 'react';
import type { JoinLoyalty } from '../hooks/use-join-loyalty';
import { loyaltyJoinBody } from '../utils/loyalty-join';
import * as styles from './account-screen.css';

/** Props of {@link LoyaltyJoin}. */
export interface LoyaltyJoinProps {
  /** The saved profile: the join sends its name and e-mail. */
  user: Pick<User, 'name' | 'email'>;
  /**
   * The join call, owned by the screen: a successful join makes the diner a member, so the
   * profile stops offering the join, and the screen keeps this section for its welcome.
   */
  loyalty: JoinLoyalty;
}

/** The loyalty programme's sign-up on the profile (A§1: a diner can join a loyalty programme). */
export function LoyaltyJoin({ user, loyalty }: LoyaltyJoinProps) {
  const { t } = useLingui();
  const titleId = useId();
  const body = loyaltyJoinBody(user);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Loyalty programme`}
      </h2>
      {loyalty.joined ? (
        <p className={styles.muted}>{t`Welcome! You now earn points on every order.`}</p>
      ) : (
        <>
          <p className={styles.muted}>
            {body === null
              ? t`Save your name and email above to join our loyalty programme.`
              : t`Join our loyalty programme to earn points on every order.`}
          </p>
          <Button
            tone="secondary"
            disabled={body === null}
            loading={loyalty.pending}
            onClick={() => {
              if (body !== null) loyalty.join(body);
            }}
          >
            {t`Join now`}
          </Button>
        </>
      )}
    </section>
  );
}
