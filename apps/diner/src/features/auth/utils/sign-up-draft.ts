import type { MessageDescriptor } from '@lingui/core';
import { dialingCodeFor } from '@/lib/auth/dialing-codes';
import { emailError, nameError, phoneNumberError } from '@/lib/auth/identity-validation';
import type { SignInIdentity } from './login-flow';

/** What the sign-up step asks for: the name, and whichever of mobile and e-mail is missing. */
export interface SignUpDraft {
  name: string;
  /** Asked when the diner identified by e-mail. */
  phone: string;
  country: string;
  /** Asked when the diner identified by mobile number. */
  email: string;
}

/** The inline errors of the sign-up step; a missing key is a valid field. */
export interface SignUpErrors {
  name?: MessageDescriptor;
  phone?: MessageDescriptor;
  email?: MessageDescriptor;
}

/** The sign-up user object, without the consent: what the server needs to create the account. */
export interface SignUpDetails {
  name: string;
  email: string;
  phone_number: string;
  dialing_code: string;
}

/** Whether sign-up asks for the mobile number (the diner gave an e-mail address) or the e-mail. */
export function signUpAsks(identity: SignInIdentity): 'phone' | 'email' {
  return 'email' in identity ? 'phone' : 'email';
}

/**
 * The sign-up step's errors: the name, then the field it asks for.
 */
// our choice: the server's sign-up needs a name, an e-mail and a mobile number (sign-up-route.ts),
// so the step asks for the name and whichever of the two the first step did not give; each
// field keeps its A§5 rule and message.
export function signUpErrors(draft: SignUpDraft, identity: SignInIdentity): SignUpErrors {
  const errors: SignUpErrors = {};
  const name = nameError(draft.name);
  if (name !== null) errors.name = name;
  if (signUpAsks(identity) === 'phone') {
    const phone = phoneNumberError(draft.phone);
    if (phone !== null) errors.phone = phone;
  } else {
    const email = emailError(draft.email);
    if (email !== null) errors.email = email;
  }
  return errors;
}

/**
 * The account sign-up creates: the first step's identity completed by the draft.
 *
 * @returns the details, or null when the draft's dialing code is unknown
 */
export function signUpDetails(draft: SignUpDraft, identity: SignInIdentity): SignUpDetails | null {
  const name = draft.name.trim();
  if ('email' in identity) {
    const dialingCode = dialingCodeFor(draft.country);
    if (dialingCode === null) return null;
    return { name, email: identity.email, phone_number: draft.phone, dialing_code: dialingCode };
  }
  return {
    name,
    email: draft.email.trim(),
    phone_number: identity.phone_number,
    dialing_code: identity.dialing_code,
  };
}
