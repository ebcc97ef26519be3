import type { HomePageData } from '@/lib/venue/home-page';

/**
 * Whether the Eat In / Take Out chooser applies: `required` before the diner has chosen,
 * `available` to change a chosen mode (with Back), `hidden` when the outlet offers one mode.
 */
export type DineModeChooserState = 'required' | 'available' | 'hidden';

/**
 * Decides the dine-mode chooser (A§1: it appears only when the outlet offers both; A§2: Back
 * when a mode is already set).
 */
// spec: B§2 Header, the Eat In or Take Out selector needs both service types and onboarding.
export function dineModeChooserState(
  page: Pick<HomePageData, 'outlet' | 'session' | 'feature_flags'>,
): DineModeChooserState {
  if (page.outlet.service_type !== 'eat_in_and_take_away') return 'hidden';
  if (!page.feature_flags.onboarding_screen.enabled) return 'hidden';
  return page.session.dine_mode === null ? 'required' : 'available';
}
