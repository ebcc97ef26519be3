import { z } from 'zod';
import { idSchema } from '../schemas/index';

/** The table id in `dine_in_events_{tableId}` (spec: B§7). */
export const tableIdParamSchema = idSchema;

/** The order id in `track_order_{orderId}` (spec: B§7). */
export const orderIdParamSchema = idSchema;

// spec: B§4 connected card flow: the reference is built from the user id, company id and a timestamp.
/**
 * A payment reference, as the private payment channels and `reference_id` fields carry it: a
 * non-empty string of letters, digits, `_` and `-` (our choice: nothing else may appear in a
 * channel name).
 */
export const paymentReferenceSchema = z.string().regex(/^[A-Za-z0-9_-]+$/, {
  error: 'must be a non-empty string of letters, digits, "_" and "-"',
});
