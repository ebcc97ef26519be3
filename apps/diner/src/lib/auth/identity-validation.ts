import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailSchema, phoneNumberSchema } from '@tabula/api-client';

/**
 * The inline error of the mobile number, or null when it is valid: required, then 6 to 15
 * digits (the field already keeps digits only).
 *
 * @example phoneNumberError('') // 'Please enter your mobile number'
 */
// spec: A§5 Sign-in (mobile number required, 6 to 15 digits, the spec's two messages); A§9;
// B§5 the guest loyalty sign-up (phone digits only, required).
export function phoneNumberError(digits: string): MessageDescriptor | null {
  if (digits.trim() === '') return msg`Please enter your mobile number`;
  // The api-client's rule (6 to 15 digits), so the app and the contract never disagree.
  if (!phoneNumberSchema.safeParse(digits).success) return msg`Enter a valid phone number`;
  return null;
}

/**
 * The inline error of an e-mail address, or null when it is valid.
 *
 * @example emailError('ana@') // 'Please enter a valid email address'
 */
// spec: A§5 (an at sign, a domain with a dot and a suffix; 'Please enter your email address' when
// empty, 'Please enter a valid email address' otherwise).
export function emailError(email: string): MessageDescriptor | null {
  const value = email.trim();
  if (value === '') return msg`Please enter your email address`;
  // The api-client's emailSchema is the contract's rule: the server checks the same one.
  if (!emailSchema.safeParse(value).success) return msg`Please enter a valid email address`;
  return null;
}

/**
 * The inline error of the name at sign-up, or null when one is given.
 *
 * @example nameError('  ') // 'Please enter your name'
 */
// our choice: sign-up needs a name (the server's user object requires one), as the profile
// does (A§5 Profile: name and e-mail are both required); B§5 the guest loyalty sign-up too.
export function nameError(name: string): MessageDescriptor | null {
  return name.trim() === '' ? msg`Please enter your name` : null;
}
