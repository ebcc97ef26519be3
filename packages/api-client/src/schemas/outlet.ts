import { z } from 'zod';
import {
  amountSchema,
  countSchema,
  idSchema,
  nonEmptyStringSchema,
  rateSchema,
  textSchema,
} from './primitives';
import { outletTranslationSchema } from './translations';

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

/** Whether Intl knows a time zone name (it throws a RangeError for an unknown one). */
function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name the runtime's Intl accepts, e.g. `"Asia/Singapore"`. */
export const timeZoneSchema = nonEmptyStringSchema.refine(isKnownTimeZone, {
  error: 'must be an IANA time zone such as "Asia/Singapore"',
});

/**
 * What one order may hold at this outlet. The server refuses an order beyond them (422
 * line_quantity_limit, order_item_limit, order_amount_limit, tip_limit) and the app stops the
 * diner before they get there.
 */
// our choice: the spec sets no limits; these keep a mistaken tap or a typo from becoming a
// payment (docs/server.md, "Order limits").
export const orderLimitsSchema = z.object({
  /** The most units one cart line may hold. */
  max_line_quantity: countSchema,
  /** The most units the whole order may hold, free items included. */
  max_order_items: countSchema,
  /** The most the order may come to before the tip; null for no amount limit. */
  max_order_amount: amountSchema.nullable(),
  /** The largest tip, as a percentage of the subtotal (the base of the tip percentages). */
  max_tip_percent: rateSchema,
});
/** An outlet's order limits. */
export type OrderLimitsSettings = z.infer<typeof orderLimitsSchema>;

/** The outlet the QR code belongs to. */
// spec: A§3 Outlet and B§3 Other
export const outletSchema = z.object({
  id: idSchema,
  announcement: textSchema.nullable(),
  /** The announcement by locale code (docs/api.md, "Venue texts in every language"). */
  translations: z.record(textSchema, outletTranslationSchema).optional(),
  service_type: serviceTypeSchema,
  call_waiter_enabled: z.boolean(),
  auto_confirm_enabled: z.boolean(),
  checkout_mode: checkoutModeSchema,
  open_tab_checkout_mode: checkoutModeSchema,
  /** The outlet's local time zone, in which category schedules run (A§4 category visibility). */
  // our choice: A§3 Outlet lists no time zone, yet schedules are the outlet's local time: the
  // server knows the zone, so the contract carries it, required, instead of the app guessing.
  time_zone: timeZoneSchema,
  /** What one order may hold here. */
  order_limits: orderLimitsSchema,
});
/** An outlet. */
export type Outlet = z.infer<typeof outletSchema>;
