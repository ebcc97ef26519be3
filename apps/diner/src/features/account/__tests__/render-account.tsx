import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { kuwaitCompany } from '@test/fixtures/home-page';
import { renderApp, type RenderAppResult } from '@test/render-app';
import { pastOrdersPageQuery, type PastOrdersPage } from '../hooks/use-past-orders-page';
import { profilePageQuery, type ProfilePage } from '../hooks/use-profile-page';
import { savedCardsQuery } from '../hooks/use-saved-cards';
import { memberHomePage, pastOrdersPage, profilePage, savedCards } from './fixtures';

/** A query client as the tests use it: no retries, nothing goes stale by itself. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** Renders an account screen over cached answers (the member signed in at the counter). */
export async function renderAccount(
  ui: ReactNode,
  options: {
    path: string;
    profile?: ProfilePage | null;
    pastOrders?: PastOrdersPage | null;
    cards?: typeof savedCards | null;
  },
): Promise<RenderAppResult> {
  const queryClient = testQueryClient();
  const profile = options.profile === undefined ? profilePage() : options.profile;
  if (profile !== null) queryClient.setQueryData(profilePageQuery().queryKey, profile);
  const cards = options.cards === undefined ? savedCards : options.cards;
  if (cards !== null) queryClient.setQueryData(savedCardsQuery().queryKey, { saved_cards: cards });
  const past = options.pastOrders === undefined ? pastOrdersPage() : options.pastOrders;
  if (past !== null) queryClient.setQueryData(pastOrdersPageQuery().queryKey, past);
  return renderApp(ui, { homePage: memberHomePage, path: options.path, queryClient });
}

/** The member's profile at a Kuwait restaurant (no marketing consent there, A§5). */
export const kuwaitProfile = () => profilePage({ company: kuwaitCompany });
