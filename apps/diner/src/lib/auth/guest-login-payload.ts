import type { Company, GuestLoginPayload, User } from '@tabula/api-client';
import { dialingCodeFor } from './dialing-codes';

/** What the guest login payload is made from: the page's company and its signed-in user. */
export interface GuestLoginSource {
  company: Pick<Company, 'id' | 'country_code'>;
  user: Pick<User, 'id' | 'is_guest'> | null;
}

/**
 * The guest login payload (A§3): the company, the dialing code of its country, the guest this
 * session already holds (so the server takes them up again) and the marketing consent.
 *
 * @param source - the page's company and user
 * @param marketingConsent - the diner's answer to the consent checkbox (SG only)
 * @returns the payload, or null when it cannot be made: no company id or no dialing code (A§5)
 * @example guestLoginPayload(page, false) // { guest: true, company_id: 1, dialing_code: '+65', ... }
 */
// spec: A§3 Guest login payload (guest, company_id, dialing_code, previous_user_id,
// marketing_consent); A§5 (a company id and a non-empty dialing code are needed).
export function guestLoginPayload(
  source: GuestLoginSource,
  marketingConsent: boolean,
): GuestLoginPayload | null {
  const companyId = source.company.id;
  const dialingCode = dialingCodeFor(source.company.country_code);
  if (!Number.isInteger(companyId) || companyId <= 0 || dialingCode === null) return null;
  return {
    guest: true,
    company_id: companyId,
    dialing_code: dialingCode,
    // our choice: the previous guest is the session's own guest user; the server takes them up
    // again only when this very session holds them.
    previous_user_id: source.user?.is_guest === true ? source.user.id : null,
    // spec: A§5 and A§9 Other, marketing consent is offered only for company country SG.
    marketing_consent: source.company.country_code === 'SG' && marketingConsent,
  };
}
