import type { MessageDescriptor } from '@lingui/core';
import type { usersEndpoints, EndpointInput } from '@tabula/api-client';
import { defaultDialingCountry, dialingCodeFor } from '@/lib/auth/dialing-codes';
import { emailError, nameError, phoneNumberError } from '@/lib/auth/identity-validation';

/** What the guest types into the sign-up. */
export interface GuestSignUpDraft {
  name: string;
  email: string;
  /** The mobile number, digits only, without its dialing code. */
  phone: string;
  /** The country of the dialing code picked. */
  country: string;
}

/** The inline errors of the sign-up; a missing key is a valid field. */
export interface GuestSignUpErrors {
  name?: MessageDescriptor;
  email?: MessageDescriptor;
  phone?: MessageDescriptor;
}

/** The body of POST /api/v1/users/convert_guest. */
export type ConvertGuestBody = EndpointInput<typeof usersEndpoints.convertGuest>['body'];

/** What the sign-up sends: the conversion's body, and the name and e-mail joining stores. */
export interface GuestSignUp {
  convert: ConvertGuestBody;
  details: { name: string; email: string };
}

/** Who is converted, for which order, where. */
export interface GuestSignUpTarget {
  userId: number;
  orderId: number;
  locationId: number;
}

/**
 * The sign-up as it opens: the name and e-mail the guest may have given already, no number, and
 * the dialing code of the company's country.
 *
 * @example initialGuestSignUp({ name: null, email: null }, 'KW') // { ..., country: 'KW' }
 */
// spec: B§5 (a dialing code defaulting from the country).
// our choice: a name or e-mail the guest account already holds is filled in, to be checked.
export function initialGuestSignUp(
  user: { name: string | null; email: string | null } | null,
  companyCountry: string,
): GuestSignUpDraft {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    country: defaultDialingCountry(companyCountry),
  };
}

/**
 * The sign-up's errors: the name, the e-mail address, then the mobile number.
 *
 * @example guestSignUpErrors({ name: '', email: 'x', phone: '', country: 'SG' }) // all three
 */
// spec: B§5 (guest loyalty sign-up: phone digits only, required, with a dialing code; name and
// e-mail required, the e-mail valid); A§5 (loyalty sign-up requires a name and a valid e-mail;
// guest sign-up needs a phone number).
export function guestSignUpErrors(draft: GuestSignUpDraft): GuestSignUpErrors {
  const errors: GuestSignUpErrors = {};
  const name = nameError(draft.name);
  if (name !== null) errors.name = name;
  const email = emailError(draft.email);
  if (email !== null) errors.email = email;
  const phone = phoneNumberError(draft.phone);
  if (phone !== null) errors.phone = phone;
  return errors;
}

/**
 * The calls' bodies for a valid draft: the conversion (user_id, order_id, phone_number,
 * dialing_code, location_id) and the name and e-mail, trimmed.
 *
 * @returns the bodies, or null while the draft has an error or its country has no dialing code
 * @example guestSignUpOf(draft, { userId: 501, orderId: 7001, locationId: 100 })
 */
// spec: A§7 POST /api/v1/users/convert_guest (user_id, order_id, phone_number, dialing_code,
// location_id); B§7 guest loyalty sign-up (the same payload).
export function guestSignUpOf(
  draft: GuestSignUpDraft,
  target: GuestSignUpTarget,
): GuestSignUp | null {
  if (Object.keys(guestSignUpErrors(draft)).length > 0) return null;
  const dialingCode = dialingCodeFor(draft.country);
  if (dialingCode === null) return null;
  return {
    convert: {
      user_id: target.userId,
      order_id: target.orderId,
      phone_number: draft.phone,
      dialing_code: dialingCode,
      location_id: target.locationId,
    },
    details: { name: draft.name.trim(), email: draft.email.trim() },
  };
}
