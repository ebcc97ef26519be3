import { z } from 'zod';
import { idSchema, nonEmptyStringSchema, rateSchema } from './primitives';

/** A tax on an item or a surcharge: a percentage. */
// spec: A§3 Tax (id, type PERCENTAGE, value)
export const taxSchema = z.object({
  id: idSchema,
  /** The tax's label, e.g. `"VAT"`. */
  // our choice: an optional name (the spec lists none; the bill's tax lines use it).
  name: nonEmptyStringSchema.optional(),
  type: z.literal('PERCENTAGE'),
  /** The rate in percent, e.g. `"5"`. */
  value: rateSchema,
});
/** A tax. */
export type Tax = z.infer<typeof taxSchema>;
