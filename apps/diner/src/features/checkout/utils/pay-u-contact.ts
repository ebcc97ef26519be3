import { emailSchema, type User } from '@tabula/api-client';

/** What the diner typed for PayU when their account lacks a name or an e-mail. */
export interface ContactDraft {
  name: string;
  email: string;
}

/** PayU's name and e-mail, or what is missing. */
export type PayUContact =
  | { ok: true; name: string; email: string }
  | { ok: false; nameMissing: boolean; emailInvalid: boolean };

/**
 * PayU needs the diner's name and a valid e-mail (B§5): the account's own, or what the diner
 * typed when the account has none (a guest).
 */
export function payUContact(user: Pick<User, 'name' | 'email'>, draft: ContactDraft): PayUContact {
  const name = (user.name ?? draft.name).trim();
  const email = (user.email ?? draft.email).trim();
  const nameMissing = name === '';
  const emailInvalid = !emailSchema.safeParse(email).success;
  if (nameMissing || emailInvalid) return { ok: false, nameMissing, emailInvalid };
  return { ok: true, name, email };
}
