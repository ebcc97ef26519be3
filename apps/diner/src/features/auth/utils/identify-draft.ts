import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defaultDialingCountry, dialingCodeFor } from '@/lib/auth/dialing-codes';
import { emailError, phoneNumberError } from '@/lib/auth/identity-validation';
import type { SignInIdentity } from './login-flow';

/** What the diner fills in on the first step of /login. */
export interface IdentifyDraft {
  /** Mobile number (the default) or e-mail (A§2 /login: by mobile number or e-mail). */
  method: 'phone' | 'email';
  /** The mobile number's digits, without the dialing code. */
  phone: string;
  /** The country of the dialing code picked. */
  country: string;
  email: string;
  /** The terms checkbox (SG only, A§5). */
  termsAccepted: boolean;
  /** The marketing consent checkbox (SG only, A§5). */
  marketingConsent: boolean;
}

/** The inline errors of the first step; a missing key is a valid field. */
export interface IdentifyErrors {
  phone?: MessageDescriptor;
  email?: MessageDescriptor;
  terms?: MessageDescriptor;
}

/**
 * The first step's empty draft: a mobile number, the dialing code of the company's country.
 *
 * @example newIdentifyDraft('KW').country // 'KW'
 */
// spec: A§5, the dialing code defaults from the company country.
export function newIdentifyDraft(companyCountry: string): IdentifyDraft {
  return {
    method: 'phone',
    phone: '',
    country: defaultDialingCountry(companyCountry),
    email: '',
    termsAccepted: false,
    marketingConsent: false,
  };
}

/** Whether the company's country asks for the terms and offers marketing consent (A§5: SG). */
export function asksSgConsents(companyCountry: string): boolean {
  return companyCountry === 'SG';
}

/**
 * The first step's errors: the field of the chosen method, and the terms for an SG company.
 *
 * @param draft - what the diner filled in
 * @param companyCountry - the company's country_code
 */
// spec: A§5 Sign-in (mobile number and e-mail rules; the terms checkbox is required at sign-in
// when the country is SG).
export function identifyErrors(draft: IdentifyDraft, companyCountry: string): IdentifyErrors {
  const errors: IdentifyErrors = {};
  const field = draft.method === 'phone' ? phoneNumberError(draft.phone) : emailError(draft.email);
  if (field !== null) errors[draft.method] = field;
  if (asksSgConsents(companyCountry) && !draft.termsAccepted) {
    errors.terms = msg`Please accept the terms of service to continue`;
  }
  return errors;
}

/**
 * Who the draft identifies, as the verification and sign-in calls send it.
 *
 * @returns the identity, or null when the dialing code is unknown
 * @example identityOf({ ...draft, phone: '91234567', country: 'SG' }) // { phone_number: '91234567', dialing_code: '+65' }
 */
export function identityOf(draft: IdentifyDraft): SignInIdentity | null {
  if (draft.method === 'email') return { email: draft.email.trim() };
  const dialingCode = dialingCodeFor(draft.country);
  return dialingCode === null ? null : { phone_number: draft.phone, dialing_code: dialingCode };
}
