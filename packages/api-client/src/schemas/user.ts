import { z } from 'zod';
import {
  dialingCodeSchema,
  emailSchema,
  idSchema,
  nonEmptyStringSchema,
  phoneNumberSchema,
} from './primitives';

/** The signed-in diner, a guest or a registered customer. */
// spec: A§3 User and B§3 Other
export const userSchema = z.object({
  id: idSchema,
  /** Null for a guest who has not given a name. */
  name: nonEmptyStringSchema.nullable(),
  email: emailSchema.nullable(),
  phone_number: phoneNumberSchema.nullable(),
  dialing_code: dialingCodeSchema.nullable(),
  company_id: idSchema,
  sapaad_customer_id: idSchema.nullable(),
  is_guest: z.boolean(),
  has_loyalty: z.boolean(),
  marketing_consent: z.boolean(),
  /** The same consent as held in the user's metadata; the app reads `marketing_consent`. */
  // spec: A§3 User (marketing_consent also held as metadata.marketing_consent)
  metadata: z.object({ marketing_consent: z.boolean().optional() }).nullish(),
});
/** A user. */
export type User = z.infer<typeof userSchema>;

/** What the guest login call sends. */
// spec: A§3 Guest login payload; A§5: a company id and a non-empty dialing code are required.
export const guestLoginPayloadSchema = z.object({
  guest: z.literal(true),
  company_id: idSchema,
  dialing_code: dialingCodeSchema,
  /** The user id of the previous guest session on this device, if any. */
  previous_user_id: idSchema.nullable(),
  marketing_consent: z.boolean(),
});
/** A guest login payload. */
export type GuestLoginPayload = z.infer<typeof guestLoginPayloadSchema>;
