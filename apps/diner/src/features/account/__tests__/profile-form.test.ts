import { describe, expect, it } from 'vitest';
import { company, flags, kuwaitCompany } from '@test/fixtures/home-page';
import { isLoyaltyJoinOffered, loyaltyJoinBody } from '../utils/loyalty-join';
import { isMarketingConsentOffered } from '../utils/marketing-consent';
import {
  isProfileValid,
  profileUpdateBody,
  validateProfile,
  type ProfileDraft,
} from '../utils/profile-form';

const draft = (changes: Partial<ProfileDraft> = {}): ProfileDraft => ({
  name: 'Mei Ling Tan',
  email: 'meiling@example.com',
  marketingConsent: true,
  ...changes,
});

describe('validateProfile (A§5 Profile)', () => {
  it('accepts a name and a valid e-mail', () => {
    expect(validateProfile(draft())).toEqual({});
    expect(isProfileValid(validateProfile(draft()))).toBe(true);
  });

  it('requires the name, blank counting as empty', () => {
    expect(validateProfile(draft({ name: '   ' }))).toEqual({ name: 'required' });
  });

  it('requires the e-mail', () => {
    expect(validateProfile(draft({ email: ' ' }))).toEqual({ email: 'required' });
  });

  it.each(['meiling', 'meiling@', 'mei ling@example.com', '@example.com', 'mei@example'])(
    'refuses the e-mail %s',
    (email) => {
      expect(validateProfile(draft({ email })).email).toBe('invalid_email');
    },
  );

  it('accepts an e-mail with surrounding spaces', () => {
    expect(validateProfile(draft({ email: ' mei@example.com ' }))).toEqual({});
  });

  it('reports both fields at once', () => {
    const errors = validateProfile(draft({ name: '', email: 'x' }));
    expect(errors).toEqual({ name: 'required', email: 'invalid_email' });
    expect(isProfileValid(errors)).toBe(false);
  });
});

describe('profileUpdateBody (A§7 PUT /users/profiles/{id})', () => {
  it('sends the trimmed name and e-mail with the consent where it is offered', () => {
    expect(profileUpdateBody(draft({ name: ' Mei ', email: ' mei@example.com ' }), true)).toEqual({
      user: { name: 'Mei', email: 'mei@example.com', marketing_consent: true },
    });
  });

  it('leaves the consent out elsewhere', () => {
    expect(profileUpdateBody(draft(), false)).toEqual({
      user: { name: 'Mei Ling Tan', email: 'meiling@example.com' },
    });
  });
});

describe('isMarketingConsentOffered (A§5: SG only)', () => {
  it('offers it in Singapore only', () => {
    expect(isMarketingConsentOffered(company)).toBe(true);
    expect(isMarketingConsentOffered(kuwaitCompany)).toBe(false);
  });
});

describe('loyalty join on the profile (A§4, A§5)', () => {
  const page = {
    user: { is_guest: false, has_loyalty: false },
    company,
    session: { table_id: null },
    feature_flags: flags({}),
  };

  it('is offered to a registered non-member where loyalty is on for the mode', () => {
    expect(isLoyaltyJoinOffered(page)).toBe(true);
  });

  it('is not offered to a member, a guest, or with loyalty off', () => {
    expect(isLoyaltyJoinOffered({ ...page, user: { is_guest: false, has_loyalty: true } })).toBe(
      false,
    );
    expect(isLoyaltyJoinOffered({ ...page, user: { is_guest: true, has_loyalty: false } })).toBe(
      false,
    );
    expect(isLoyaltyJoinOffered({ ...page, feature_flags: flags({ loyalty: false }) })).toBe(false);
    const walkInOff = {
      ...company,
      loyalty_details: { ...company.loyalty_details, enabled_for_walkin: false },
    };
    expect(isLoyaltyJoinOffered({ ...page, company: walkInOff })).toBe(false);
    expect(isLoyaltyJoinOffered({ ...page, company: walkInOff, session: { table_id: 3 } })).toBe(
      true,
    );
  });

  it('sends the saved name and e-mail, and needs both valid', () => {
    expect(loyaltyJoinBody({ name: ' Mei ', email: 'mei@example.com' })).toEqual({
      user: { name: 'Mei', email: 'mei@example.com' },
    });
    expect(loyaltyJoinBody({ name: null, email: 'mei@example.com' })).toBeNull();
    expect(loyaltyJoinBody({ name: 'Mei', email: null })).toBeNull();
  });
});
