import { z } from 'zod';
import { idSchema } from './primitives';

/** What an outlet offers: eat in, take away, or both. */
// spec: A§3 Outlet and B§3 Other (eat_in, take_away, eat_in_and_take_away)
export const serviceTypeSchema = z.enum(['eat_in', 'take_away', 'eat_in_and_take_away']);
/** A service type. */
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** Who may check out: signed-in users, guests, or both. */
// spec: A§3 Outlet and A§4 Login (login, guest, login_and_guest); B§3 names only login or guest.
export const checkoutModeSchema = z.enum(['login', 'guest', 'login_and_guest']);
/** A checkout mode. */
export type CheckoutMode = z.infer<typeof checkoutModeSchema>;

/** The outlet the QR code belongs to. */
// spec: A§3 Outlet and B§3 Other
export const outletSchema = z.object({
  id: idSchema,
  announcement: z.string().nullable(),
  service_type: serviceTypeSchema,
  call_waiter_enabled: z.boolean(),
  auto_confirm_enabled: z.boolean(),
  checkout_mode: checkoutModeSchema,
  open_tab_checkout_mode: checkoutModeSchema,
});
/** An outlet. */
export type Outlet = z.infer<typeof outletSchema>;
