import { z } from 'zod';
import { dateTimeSchema, idSchema, orderStatusSchema } from '../../schemas/index';
import { orderIdParamSchema } from '../channel-params';
import { defineChannel, defineEvent } from '../define-channel';

// spec: B§7 billing_initiated (order_id).
/** The POS started billing the order. */
export const billingInitiatedPayloadSchema = z.object({ order_id: idSchema });

// spec: B§7 order_updated (order_id, updated_by); B§8 updated from the POS or by another diner.
/**
 * The order changed. updated_by is `'pos'` when staff changed it, otherwise the id of the diner
 * who did (our choice: the spec gives the field, not its values).
 */
export const orderUpdatedPayloadSchema = z.object({
  order_id: idSchema,
  updated_by: z.union([z.literal('pos'), idSchema]),
});

// spec: B§7 status_updated (status, eta); A§4 status updates arrive live per order.
/**
 * The order's status changed. eta is when the order is expected, as an ISO date-time, or null
 * when there is none (our choice: the spec names eta, not its form).
 */
export const statusUpdatedPayloadSchema = z.object({
  status: orderStatusSchema,
  eta: dateTimeSchema.nullable(),
});

// spec: B§7 track_order_{orderId}.
/** `track_order_{orderId}`: one order's billing, changes and status. */
export const trackOrderChannel = defineChannel({
  key: 'track_order',
  paramName: 'orderId',
  paramKind: 'id',
  param: orderIdParamSchema,
  description: "One order's billing, changes and status (the track-order screen).",
  source: 'B§7',
  events: {
    billing_initiated: defineEvent({ schema: billingInitiatedPayloadSchema, source: 'B§7' }),
    order_updated: defineEvent({
      schema: orderUpdatedPayloadSchema,
      source: 'B§7',
      choice: "updated_by is 'pos' for staff, or the id of the diner who changed the order",
    }),
    status_updated: defineEvent({
      schema: statusUpdatedPayloadSchema,
      source: 'B§7',
      choice: 'eta is an ISO 8601 date-time with offset, or null',
    }),
  },
});
