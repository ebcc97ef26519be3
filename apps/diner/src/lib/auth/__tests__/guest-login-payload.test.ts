import { guestLoginPayloadSchema } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { guestLoginPayload, type GuestLoginSource } from '../guest-login-payload';

const sg: GuestLoginSource = { company: { id: 7, country_code: 'SG' }, user: null };

describe('guestLoginPayload (A§3 Guest login payload, A§5)', () => {
  it("carries the company, its country's dialing code and the consent, and parses", () => {
    const payload = guestLoginPayload(sg, true);
    expect(payload).toEqual({
      guest: true,
      company_id: 7,
      dialing_code: '+65',
      previous_user_id: null,
      marketing_consent: true,
    });
    expect(guestLoginPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends no marketing consent outside Singapore (A§5)', () => {
    const payload = guestLoginPayload({ ...sg, company: { id: 7, country_code: 'KW' } }, true);
    expect(payload).toMatchObject({ dialing_code: '+965', marketing_consent: false });
  });

  it("names the session's own guest as the previous user, never a registered one", () => {
    expect(guestLoginPayload({ ...sg, user: { id: 41, is_guest: true } }, false)).toMatchObject({
      previous_user_id: 41,
    });
    expect(guestLoginPayload({ ...sg, user: { id: 42, is_guest: false } }, false)).toMatchObject({
      previous_user_id: null,
    });
  });

  it('cannot be made without a dialing code or a company id (then: CSRF token not found)', () => {
    expect(guestLoginPayload({ ...sg, company: { id: 7, country_code: 'ZZ' } }, false)).toBeNull();
    expect(guestLoginPayload({ ...sg, company: { id: 0, country_code: 'SG' } }, false)).toBeNull();
  });
});
