import {
  advertisementSchema,
  companySchema,
  counterLabelSchema,
  couponDefinitionSchema,
  dineModeSchema,
  loyaltyProgrammeSchema,
  menuSchema,
  orderLimitsSchema,
  outletSchema,
  paymentTypeSchema,
  promotionSchema,
  subscriptionPlanIdSchema,
  tableNumberSchema,
  tableQrSourceSchema,
  timeZoneSchema,
  tipsSchema,
} from '@tabula/api-client';
import { z } from 'zod';

/*
 * A restaurant as one file (docs/venue-file.md): its company and outlets with their menus,
 * taxes, surcharges, tips, promotions, coupons, loyalty, tables and counters, payment types,
 * languages and every translatable text. YAML or JSON. Defined once, here, from the contract's
 * schemas wherever the contract already says what a thing is, so a file that validates is one
 * the diner's pages can serve; docs/venue-file.schema.json is generated from it for editors. A
 * field no schema knows is reported by read-venue-file.ts, with the other problems, rather than
 * stopping the check at the first.
 */

/** The format's name and version, the file's first field. */
export const VENUE_FILE_FORMAT = 'tabula-venue/1';

/** A name that stays when everything else changes: how an import finds what a file describes. */
export const keySchema = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'lower-case letters, digits and single hyphens, e.g. kopi-kaya',
  });

/**
 * A printed code's token (`/q/{token}`), kept across imports so printed codes go on working;
 * absent, an import keeps the one the table has or makes a new one.
 */
const qrTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16}$/, {
  error: 'a QR token: 16 letters, digits, - or _',
});

/** A table: its number, how its code works and the dine mode it fixes. */
export const venueTableSchema = z.object({
  number: tableNumberSchema,
  qr_source: tableQrSourceSchema,
  /** eat_in unless given; null lets the outlet's service type decide. */
  dine_mode: dineModeSchema.nullable().default('eat_in'),
  qr_token: qrTokenSchema.optional(),
});

/** A walk-in counter's code. */
export const venueCounterSchema = z.object({
  /** What staff call it: "Counter", "Counter C2". */
  label: counterLabelSchema,
  /** Null (the default) lets the outlet's service type decide. */
  dine_mode: dineModeSchema.nullable().default(null),
  qr_token: qrTokenSchema.optional(),
});

/**
 * The order limits an outlet has when its file leaves them out: 50 units per line, 100 per
 * order, no amount limit, a tip of at most 50 % of the subtotal (the outlets table's defaults).
 */
export const ORDER_LIMIT_DEFAULTS = {
  max_line_quantity: 50,
  max_order_items: 100,
  max_order_amount: null,
  max_tip_percent: '50',
} as const satisfies z.input<typeof orderLimitsSchema>;

/** An outlet: its profile, menu, payment types, banners, limits, tables and counters. */
export const venueOutletSchema = z.object({
  key: keySchema,
  profile: outletSchema.omit({ id: true, time_zone: true, order_limits: true }),
  menu: menuSchema.omit({ out_of_stock_items: true }),
  payment_types: z.array(paymentTypeSchema),
  advertisements: z.array(advertisementSchema).default([]),
  /** What one order may hold; each limit left out keeps the default. */
  order_limits: orderLimitsSchema.partial().default({}),
  tables: z.array(venueTableSchema).default([]),
  counters: z.array(venueCounterSchema).default([]),
});

/** A promotion (A§5), under a key of its own. */
export const venuePromotionSchema = z.object({
  key: keySchema,
  active: z.boolean().default(true),
  definition: promotionSchema.omit({ id: true }),
});

/** A coupon (A§5): its code, stored upper-case, and its discount. */
export const venueCouponSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'a code of letters, digits, - or _, up to 40' }),
  active: z.boolean().default(true),
  definition: couponDefinitionSchema,
});

/** The whole file. */
export const venueFileSchema = z.object({
  format: z.literal(VENUE_FILE_FORMAT, {
    error: `the first field is format: ${VENUE_FILE_FORMAT}`,
  }),
  company: z.object({
    key: keySchema,
    plan: subscriptionPlanIdSchema,
    /** The outlets' time zone (IANA), in which category schedules run. */
    time_zone: timeZoneSchema,
    profile: companySchema.omit({ id: true }),
    tips: tipsSchema,
    loyalty: loyaltyProgrammeSchema.nullable().default(null),
  }),
  outlets: z.array(venueOutletSchema).min(1),
  promotions: z.array(venuePromotionSchema).default([]),
  coupons: z.array(venueCouponSchema).default([]),
});

/** A venue file, as read. */
export type VenueFile = z.infer<typeof venueFileSchema>;
/** A venue file, as written (defaults left out). */
export type VenueFileInput = z.input<typeof venueFileSchema>;
