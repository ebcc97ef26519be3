import { emailSchema } from '@tabula/api-client';

/** What the diner typed into the profile form. */
export interface ProfileDraft {
  name: string;
  email: string;
  marketingConsent: boolean;
}

/** Why a profile field is refused. */
export type ProfileFieldError = 'required' | 'invalid_email';

/** The refusals of the form, by field; an empty object when the form may be sent. */
export interface ProfileErrors {
  name?: ProfileFieldError;
  email?: ProfileFieldError;
}

/**
 * Checks the profile form.
 *
 * @param draft - the form's fields
 * @returns the refused fields: a blank name or e-mail is 'required', an e-mail the api-client's
 * emailSchema refuses is 'invalid_email'
 * @example `validateProfile({ name: 'Mei', email: 'mei@', marketingConsent: false }) // { email: 'invalid_email' }`
 */
export function validateProfile(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  // spec: A§5 Profile, name and e-mail are both required.
  if (draft.name.trim() === '') errors.name = 'required';
  const email = draft.email.trim();
  if (email === '') errors.email = 'required';
  // spec: A§5, the e-mail must be valid (the contract's own e-mail rule).
  else if (!emailSchema.safeParse(email).success) errors.email = 'invalid_email';
  return errors;
}

/** Whether the form has no refused field. */
export function isProfileValid(errors: ProfileErrors): boolean {
  return errors.name === undefined && errors.email === undefined;
}

/**
 * The body of the profile update (PUT /users/profiles/{id}, A§7): name and e-mail trimmed, and
 * the marketing consent only where it is offered.
 *
 * @param draft - the form's fields, already valid
 * @param consentOffered - whether the company offers marketing consent (SG, A§5)
 */
export function profileUpdateBody(draft: ProfileDraft, consentOffered: boolean) {
  return {
    user: {
      name: draft.name.trim(),
      email: draft.email.trim(),
      // spec: A§5, marketing consent is offered only for company country SG; elsewhere it is not sent.
      ...(consentOffered ? { marketing_consent: draft.marketingConsent } : {}),
    },
  };
}
