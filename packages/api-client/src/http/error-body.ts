import { z } from 'zod';

/**
 * The body of every error answer (our choice; the spec names error ids and "the server's error
 * text" but shows no shape): `error` is the text a diner may be shown, `error_id` the machine id
 * the error map reads (out_of_stock_error, payment_in_progress, promotion_available, ...).
 */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  error_id: z.string().min(1).nullish(),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** An error answer's body, as {@link apiErrorBodySchema} parses it. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
