import { z } from 'zod';
import { amountSchema, idSchema, nonEmptyStringSchema, rateSchema } from './primitives';
import { taxSchema } from './tax';
import { nameTranslationsSchema } from './translations';

/** How a menu surcharge is charged: a fixed amount or a percentage. */
// spec: A§3 Surcharge (type FIXED or percentage)
// our choice: upper case only, FIXED and PERCENTAGE, like the Tax and Discount types.
export const surchargeTypeSchema = z.enum(['FIXED', 'PERCENTAGE']);
/** A menu surcharge type. */
export type SurchargeType = z.infer<typeof surchargeTypeSchema>;

/** How an order payload writes a surcharge's kind: 2 fixed, 1 percentage. */
// spec: B§3 Surcharge (surcharge_type 2 for FIXED, else 1) and B§9
export const orderSurchargeTypeSchema = z.literal([1, 2]);
/** An order surcharge type. */
export type OrderSurchargeType = z.infer<typeof orderSurchargeTypeSchema>;

/** A surcharge as the menu carries it. */
// spec: A§3 Surcharge
export const surchargeSchema = z.object({
  id: idSchema,
  name: nonEmptyStringSchema,
  /** The name by locale code (docs/api.md, "Venue texts in every language"). */
  translations: nameTranslationsSchema.optional(),
  type: surchargeTypeSchema,
  /** The amount of a FIXED surcharge, or the percent of a PERCENTAGE one, as a decimal string. */
  value: rateSchema,
  taxes: z.array(taxSchema),
  applicable_on_dinein: z.boolean(),
  applicable_on_walkin: z.boolean(),
  is_taxable: z.boolean(),
  is_delivery_charge: z.boolean(),
  tax_rate_id: idSchema.nullable(),
  /** Tax rate in percent on a taxable surcharge. */
  tax_rate: rateSchema.nullable(),
});
/** A menu surcharge. */
export type Surcharge = z.infer<typeof surchargeSchema>;

/** A surcharge as an order payload and its breakdown carry it. */
// spec: B§3 Surcharge
export const orderSurchargeSchema = z.object({
  id: idSchema,
  name: nonEmptyStringSchema,
  /** The menu surcharge's names by locale code, kept so a past order reads in the diner's language. */
  translations: nameTranslationsSchema.optional(),
  surcharge_type: orderSurchargeTypeSchema,
  /** The amount of a fixed surcharge, or the percent of a percentage one. */
  rate: rateSchema,
  is_taxable: z.boolean(),
  is_delivery_charge: z.boolean(),
  applicable_on_dinein: z.boolean(),
  tax_rate_id: idSchema.nullable(),
  tax_rate: rateSchema.nullable(),
  /** What the diner pays for it, as the bill computed it. */
  // our choice: the charge itself, optional; the spec lists no amount but the track screen shows one.
  amount: amountSchema.optional(),
});
/** An order surcharge. */
export type OrderSurcharge = z.infer<typeof orderSurchargeSchema>;
