import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../features/account/components/profile-screen';
import { profilePageQuery } from '../../features/account/hooks/use-profile-page';
import { savedCardsQuery } from '../../features/account/hooks/use-saved-cards';
import { guardAccountRoute } from '../../features/account/utils/guard-account-route';

// spec: A§2 /my-account/profile, gated by the user flag; signed-in non-guest diners only (A§6).
export const Route = createFileRoute('/my-account/profile')({
  beforeLoad: guardAccountRoute('/my-account/profile'),
  // Loaded ahead, its failure swallowed here: a failed load is the screen's 'Oops' (A§8 row 18).
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.query(profilePageQuery()).catch(() => undefined),
      context.queryClient.query(savedCardsQuery()).catch(() => undefined),
    ]);
  },
  component: ProfileScreen,
});
