import type { User } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import {
  company,
  counterSession,
  flags,
  fullPlanFlags,
  guestUser,
  registeredUser,
  tableSession,
} from '@test/fixtures/home-page';
import { showsGuestLoyalty, type GuestLoyaltySource } from '../utils/guest-loyalty-visibility';

const walkInOnly = {
  ...company,
  loyalty_details: { enabled_for_walkin: true, enabled_for_dinein: false, is_discount: true },
};

function source(changes: Partial<GuestLoyaltySource> = {}): GuestLoyaltySource {
  return {
    feature_flags: fullPlanFlags,
    company,
    session: counterSession,
    user: guestUser,
    ...changes,
  };
}

describe('showsGuestLoyalty (B§2, B§6, A§4 Loyalty availability)', () => {
  it('shows for a guest whose order is paid where loyalty runs for the mode', () => {
    expect(showsGuestLoyalty(source(), 7001)).toBe(true);
    expect(showsGuestLoyalty(source({ session: tableSession }), 7001)).toBe(true);
  });

  it('waits for a paid order', () => {
    expect(showsGuestLoyalty(source(), null)).toBe(false);
  });

  it('is for guests only: not a registered diner, not a visitor', () => {
    expect(showsGuestLoyalty(source({ user: registeredUser }), 7001)).toBe(false);
    const nonMember: User = { ...registeredUser, has_loyalty: false };
    expect(showsGuestLoyalty(source({ user: nonMember }), 7001)).toBe(false);
    expect(showsGuestLoyalty(source({ user: null }), 7001)).toBe(false);
  });

  it('needs the loyalty feature', () => {
    expect(showsGuestLoyalty(source({ feature_flags: flags({ loyalty: false }) }), 7001)).toBe(
      false,
    );
  });

  it('follows the mode: dine-in with a table, walk-in without', () => {
    expect(showsGuestLoyalty(source({ company: walkInOnly }), 7001)).toBe(true);
    expect(showsGuestLoyalty(source({ company: walkInOnly, session: tableSession }), 7001)).toBe(
      false,
    );
  });

  it("reads the settings form's flag when the mode's flag is missing", () => {
    const formOnly = {
      ...company,
      loyalty_details: {
        is_discount: true,
        form: { walkin: { enabled: false }, dinein: { enabled: true } },
      } as unknown as typeof company.loyalty_details,
    };
    expect(showsGuestLoyalty(source({ company: formOnly, session: tableSession }), 7001)).toBe(
      true,
    );
    expect(showsGuestLoyalty(source({ company: formOnly }), 7001)).toBe(false);
  });
});
