import { z } from 'zod';
import {
  dialingCodeSchema,
  emailSchema,
  guestLoginPayloadSchema,
  idSchema,
  nonEmptyStringSchema,
  phoneNumberSchema,
  pointsSchema,
  redirectTargetSchema,
  sessionSchema,
  userSchema,
} from '../schemas/index';
import {
  idParamsSchema,
  noContentSchema,
  savedCardParamsSchema,
  savedCardsResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';

/*
 * spec: A§7 User and auth. "X object" in the spec's payload column is sent under the key x
 * (our choice, e.g. `{ user: { ... } }`).
 */

/** The one-time code: 4 digits. */
// spec: A§5 (the one-time code has 4 digits, digits only); A§9 code length 4
export const otpCodeSchema = z.string().regex(/^\d{4}$/, { error: 'must be the 4-digit code' });

/** A diner identified by mobile number. */
// spec: A§2 /login (sign-in by mobile number); A§5 (6 to 15 digits, dialing code)
export const phoneIdentitySchema = z.object({
  phone_number: phoneNumberSchema,
  dialing_code: dialingCodeSchema,
});

/** A diner identified by e-mail address. */
// spec: A§2 /login (or e-mail); A§5 e-mail validation
export const emailIdentitySchema = z.object({ email: emailSchema });

/** Who a verification is for: a mobile number, or an e-mail address. */
// our choice: the verification object's fields are the identity's, as the user carries them.
export const signInIdentitySchema = z.union([phoneIdentitySchema, emailIdentitySchema]);

/** The body of the profile update. */
// spec: A§7 PUT /users/profiles/{id}: user object (name, email, marketing_consent);
// A§5 Profile: name and e-mail are both required.
export const profileUpdateBodySchema = z.object({
  user: z.object({
    name: nonEmptyStringSchema,
    email: emailSchema,
    marketing_consent: z.boolean().optional(),
  }),
});

/** The body of the verification call. */
// spec: A§7 POST /users/verifications: verification object
export const verificationBodySchema = z.object({ verification: signInIdentitySchema });

/** The body of sign-up. */
// spec: A§7 POST /users: user object
// our choice: name, e-mail, the verified mobile number, and the marketing consent (SG only, A§5).
export const signUpBodySchema = z.object({
  user: z.object({
    name: nonEmptyStringSchema,
    email: emailSchema,
    phone_number: phoneNumberSchema,
    dialing_code: dialingCodeSchema,
    marketing_consent: z.boolean().optional(),
  }),
});

/** The body of sign-in: who, and the one-time code. */
// spec: A§7 POST /users/sign_in: user object (with the one-time code)
export const signInBodySchema = z.object({
  user: z.union([
    phoneIdentitySchema.extend({ otp: otpCodeSchema }),
    emailIdentitySchema.extend({ otp: otpCodeSchema }),
  ]),
});

/** The body of the one-time code calls: the e-mail address for the e-mail variant. */
// spec: A§7 POST /users/otps, /users/otps/resend: optional e-mail data for the e-mail variant
export const otpBodySchema = z.object({ email: emailSchema.optional() });

/** The body of the guest conversion. */
// spec: A§7 POST /api/v1/users/convert_guest; B§7 guest loyalty sign-up (convert guest)
export const convertGuestBodySchema = z.object({
  user_id: idSchema,
  order_id: idSchema,
  phone_number: phoneNumberSchema,
  dialing_code: dialingCodeSchema,
  location_id: idSchema,
});

/** The answer of the guest conversion: the loyalty the order earned. */
// spec: A§7 (status 200 and data.loyalty_result.last_earned_loyalty); status 200 is the HTTP status.
export const convertGuestResponseSchema = z.object({
  data: z.object({
    loyalty_result: z.object({ last_earned_loyalty: pointsSchema }),
  }),
});

/** The body of the session update: the table to move the session to. */
// spec: A§7 POST /users/update-sessions: session_data containing table_id
export const updateSessionsBodySchema = z.object({
  session_data: z.object({ table_id: idSchema }),
});

/** An answer carrying the signed-in user. */
// our choice: the spec shows no response; the app needs the user after these calls.
export const userResponseSchema = z.object({ user: userSchema });

/** The query that deletes a saved card by its token. */
// spec: A§7 (a saved card can also be deleted by card_token)
export const savedCardTokenQuerySchema = z.object({ card_token: nonEmptyStringSchema });

/** The user and auth calls, and the saved cards under /users. */
export const users = {
  updateProfile: defineEndpoint({
    name: 'users.updateProfile',
    method: 'PUT',
    path: '/users/profiles/{id}',
    params: idParamsSchema,
    body: profileUpdateBodySchema,
    response: userResponseSchema,
    source: 'A§7',
    choice: 'response: { user } (the spec says the response shape is not shown)',
  }),
  signOut: defineEndpoint({
    name: 'users.signOut',
    method: 'DELETE',
    path: '/users/sign_out',
    response: z.object({ redirect_url: redirectTargetSchema }),
    source: 'A§7',
  }),
  verify: defineEndpoint({
    name: 'users.verify',
    method: 'POST',
    path: '/users/verifications',
    body: verificationBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    // spec: A§5 with captcha enabled a token is required; the company's captcha_enabled decides.
    captcha: 'optional',
    source: 'A§7',
    choice:
      'body: verification fields (phone_number and dialing_code, or email); response: 204 when the user exists (404 when not, A§7)',
  }),
  signUp: defineEndpoint({
    name: 'users.signUp',
    method: 'POST',
    path: '/users',
    body: signUpBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'A§7',
    choice:
      "body: the user object fields; response: 204 once the code is sent to the mobile number. The account is created only when a code sent to it is entered at users.signIn (no account in anyone else's name)",
  }),
  signIn: defineEndpoint({
    name: 'users.signIn',
    method: 'POST',
    path: '/users/sign_in',
    body: signInBodySchema,
    response: userResponseSchema,
    captcha: 'optional',
    source: 'A§7',
    choice: 'body: the identity plus otp; response: { user }',
  }),
  sendOtp: defineEndpoint({
    name: 'users.sendOtp',
    method: 'POST',
    path: '/users/otps',
    body: otpBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'A§7',
    choice: 'response: 204',
  }),
  resendOtp: defineEndpoint({
    name: 'users.resendOtp',
    method: 'POST',
    path: '/users/otps/resend',
    body: otpBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'A§7',
    choice: 'response: 204',
  }),
  clearSession: defineEndpoint({
    name: 'users.clearSession',
    method: 'DELETE',
    path: '/users/clear-session',
    response: noContentSchema,
    responseKind: 'empty',
    source: 'A§7',
    choice: 'response: 204',
  }),
  convertGuest: defineEndpoint({
    name: 'users.convertGuest',
    method: 'POST',
    path: '/api/v1/users/convert_guest',
    body: convertGuestBodySchema,
    response: convertGuestResponseSchema,
    source: 'A§7 B§7',
  }),
  updateSessions: defineEndpoint({
    name: 'users.updateSessions',
    method: 'POST',
    path: '/users/update-sessions',
    body: updateSessionsBodySchema,
    response: z.object({ session: sessionSchema }),
    source: 'A§7',
    choice: 'response: { session }',
  }),
  guestLogin: defineEndpoint({
    name: 'users.guestLogin',
    method: 'POST',
    path: '/users/guest_login',
    body: guestLoginPayloadSchema,
    response: userResponseSchema,
    source: 'A§7',
    choice:
      'path: the spec does not show it (A§7), /users/guest_login follows /users/sign_in; response: { user }',
  }),
  listSavedCards: defineEndpoint({
    name: 'users.listSavedCards',
    method: 'GET',
    path: '/users/stripe_cards',
    response: savedCardsResponseSchema,
    source: 'A§7',
  }),
  deleteSavedCard: defineEndpoint({
    name: 'users.deleteSavedCard',
    method: 'DELETE',
    path: '/users/stripe_cards/{id}',
    params: savedCardParamsSchema,
    response: savedCardsResponseSchema,
    source: 'A§7',
    choice: 'response: { saved_cards } (the cards left)',
  }),
  deleteSavedCardByToken: defineEndpoint({
    name: 'users.deleteSavedCardByToken',
    method: 'DELETE',
    path: '/users/stripe_cards',
    query: savedCardTokenQuerySchema,
    response: savedCardsResponseSchema,
    source: 'A§7',
    choice:
      'path: the spec does not show how a card is deleted by card_token (A§7), the collection path with query card_token; response: { saved_cards } (the cards left)',
  }),
} as const;
