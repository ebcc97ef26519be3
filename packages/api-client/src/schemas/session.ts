import { z } from 'zod';
import {
  countryCodeSchema,
  currencySchema,
  idSchema,
  nonEmptyStringSchema,
  precisionSchema,
} from './primitives';

/**
 * How the QR code the diner scanned orders: dine-in open tab, dine-in pay first, or one of the
 * counter modes.
 */
// spec: A§1 and B§1 (dine_ot, dine_pf; "default or walk-in or scan-and-pay" for the third mode)
// our choice: the third mode's three readings are each accepted, written snake_case.
export const qrSourceSchema = z.enum(['dine_ot', 'dine_pf', 'default', 'walk_in', 'scan_and_pay']);
/** A QR source. */
export type QrSource = z.infer<typeof qrSourceSchema>;

/** Whether the QR code sits on a table or at a walk-in counter. */
// spec: A§3 Session (qr_type: dine-in or walk-in), spelled as the spec writes it.
export const qrTypeSchema = z.enum(['dine-in', 'walk-in']);
/** A QR type. */
export type QrType = z.infer<typeof qrTypeSchema>;

/** The dine mode the diner chose: Eat In or Take Out. */
// spec: A§1 (Eat In or Take Out)
// our choice: the outlet's service_type words eat_in and take_away.
export const dineModeSchema = z.enum(['eat_in', 'take_away']);
/** A dine mode. */
export type DineMode = z.infer<typeof dineModeSchema>;

/** The kind of session: counter ordering, scan-and-pay, or an open tab. */
// spec: A§1 and B§1 (default, scan_and_pay, open_tab)
export const sessionTypeSchema = z.enum(['default', 'scan_and_pay', 'open_tab']);
/** A session type. */
export type SessionType = z.infer<typeof sessionTypeSchema>;

/** The company's subscription plan: the full plan or the lite plan. */
// spec: A§1 and A§9 (sapaad_direct, sapaad_direct_lite)
export const subscriptionPlanIdSchema = z.enum(['sapaad_direct', 'sapaad_direct_lite']);
/** A subscription plan id. */
export type SubscriptionPlanId = z.infer<typeof subscriptionPlanIdSchema>;

/** The diner's session as the configuration answers carry it. */
// spec: A§3 Session: a default session has dine_mode, subscription_plan_id, table_id and qr_source null.
export const sessionSchema = z.object({
  dine_mode: dineModeSchema.nullable(),
  subscription_plan_id: subscriptionPlanIdSchema.nullable(),
  table_id: idSchema.nullable(),
  sapaad_outlet_id: idSchema,
  qr_source: qrSourceSchema.nullable(),
  qr_type: qrTypeSchema.nullable(),
  /** The number printed on the table, e.g. `"T12"`; null away from a table. */
  table_number: nonEmptyStringSchema.nullable(),
  user_id: idSchema.nullable(),
  order_id: idSchema.nullable(),
  location_id: idSchema,
  country_code: countryCodeSchema,
  currency: currencySchema,
  precision: precisionSchema,
});
/** A session. */
export type Session = z.infer<typeof sessionSchema>;
