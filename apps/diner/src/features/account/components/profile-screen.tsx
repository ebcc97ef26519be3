import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useJoinLoyalty } from '../hooks/use-join-loyalty';
import { useLoadError } from '../hooks/use-load-error';
import { profilePageQuery } from '../hooks/use-profile-page';
import { useSavedCards } from '../hooks/use-saved-cards';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { isLoyaltyJoinOffered } from '../utils/loyalty-join';
import { isMarketingConsentOffered } from '../utils/marketing-consent';
import * as styles from './account-screen.css';
import { LoyaltyJoin } from './loyalty-join';
import { PageLoadState } from './page-load-state';
import { ProfileForm } from './profile-form';
import { ProfileSuccessOverlay } from './profile-success-overlay';
import { SavedCardsList } from './saved-cards-list';

/**
 * /my-account/profile (A§2 Profile screen): the diner's name and e-mail with Update and its
 * success overlay, the marketing consent for SG, the loyalty sign-up for a non-member, and the
 * saved cards with delete. A failed load
 * shows 'Oops / Something went wrong' (A§8) and offers to try again.
 */
export function ProfileScreen() {
  const { t } = useLingui();
  const query = useQuery(profilePageQuery());
  // spec: A§8 row 18, profile load failure: 'Oops / Something went wrong'.
  useLoadError(query.error, 'profile_load');
  const profile = useUpdateProfile();
  const saved = useSavedCards();
  const loyalty = useJoinLoyalty();
  const [today] = useState(() => new Date());
  const page = query.data;

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`My account`}</h1>
      {page === undefined ? (
        <PageLoadState
          failed={query.isError}
          failedText={t`We could not load your profile.`}
          loadingLabel={t`Loading your profile`}
          onRetry={() => {
            void query.refetch();
          }}
        />
      ) : (
        <>
          <ProfileForm
            key={page.user.id}
            user={page.user}
            consentOffered={isMarketingConsentOffered(page.company)}
            profile={profile}
          />
          {/* The pages are read again after a join and no longer offer it (the diner is a
              member): the section stays for its welcome. */}
          {(isLoyaltyJoinOffered(page) || loyalty.joined) && (
            <LoyaltyJoin user={page.user} loyalty={loyalty} />
          )}
          <SavedCardsList saved={saved} today={today} />
        </>
      )}
      <ProfileSuccessOverlay open={profile.succeeded} onClose={profile.reset} />
    </main>
  );
}
