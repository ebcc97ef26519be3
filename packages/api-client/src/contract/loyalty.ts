import { z } from 'zod';
import {
  emailSchema,
  idSchema,
  loyaltySchema,
  nonEmptyStringSchema,
  pointsSchema,
  urlIdSchema,
  userSchema,
} from '../schemas/index';
import { defineEndpoint } from './endpoint';

/*
 * spec: A§7 (GET /users/loyalty_points, POST /users/loyalty_points/join_loyalty; loyalty fetch,
 * redeem and remove paths not shown) and B§7 (loyalty fetch, redeem, remove and sign-up (name,
 * email): paths not shown). B§7's sign-up (name, email) is A§7's join_loyalty (user object name,
 * email): one call, loyalty.join. B§7's guest loyalty sign-up is users.convertGuest.
 */

/** An answer carrying the diner's loyalty. */
// our choice: the spec names the loyalty fields (A§3) but shows no response shape.
export const loyaltyResponseSchema = z.object({ loyalty: loyaltySchema });

/** The body of the loyalty sign-up. */
// spec: A§7 join_loyalty: user object (name, email); A§5 loyalty sign-up requires a name and a valid e-mail.
export const joinLoyaltyBodySchema = z.object({
  user: z.object({ name: nonEmptyStringSchema, email: emailSchema }),
});

/** The query of the loyalty fetch: the running order, when there is one. */
// our choice: the open-tab check reads the order's maximum loyalty (A§5), so the order is named.
export const loyaltyFetchQuerySchema = z.object({ order_id: urlIdSchema.optional() });

/** The body of a redemption: the points and the order. */
// spec: A§7 redeem (points); A§5 the amount is a non-negative decimal.
// our choice: the field names points and order_id.
export const loyaltyRedeemBodySchema = z.object({
  points: pointsSchema,
  order_id: idSchema.optional(),
});

/** The body that removes a redemption. */
// our choice: the spec shows no shape (A§7).
export const loyaltyRemoveBodySchema = z.object({ order_id: idSchema.optional() });

/** The loyalty calls. */
export const loyalty = {
  points: defineEndpoint({
    name: 'loyalty.points',
    method: 'GET',
    path: '/users/loyalty_points',
    response: loyaltyResponseSchema,
    source: 'A§7',
    choice: 'response: { loyalty }',
  }),
  join: defineEndpoint({
    name: 'loyalty.join',
    method: 'POST',
    path: '/users/loyalty_points/join_loyalty',
    body: joinLoyaltyBodySchema,
    response: z.object({ user: userSchema }),
    source: 'A§7 B§7',
    choice:
      'response: { user } with has_loyalty; this is also B§7 "sign-up (name, email)", whose path B does not show',
  }),
  fetch: defineEndpoint({
    name: 'loyalty.fetch',
    method: 'GET',
    path: '/users/loyalty_points/details',
    query: loyaltyFetchQuerySchema,
    response: loyaltyResponseSchema,
    source: 'A§7 B§7',
    choice:
      'path: the spec does not show it (A§7, B§7), /users/loyalty_points/details; query order_id; response: { loyalty }',
  }),
  redeem: defineEndpoint({
    name: 'loyalty.redeem',
    method: 'POST',
    path: '/users/loyalty_points/redeem',
    body: loyaltyRedeemBodySchema,
    response: loyaltyResponseSchema,
    source: 'A§7 B§7',
    choice:
      'path: the spec does not show it (A§7, B§7), /users/loyalty_points/redeem; body: { points, order_id }; response: { loyalty }',
  }),
  remove: defineEndpoint({
    name: 'loyalty.remove',
    method: 'POST',
    path: '/users/loyalty_points/remove',
    body: loyaltyRemoveBodySchema,
    response: loyaltyResponseSchema,
    source: 'A§7 B§7',
    choice:
      'path: the spec does not show it (A§7, B§7), /users/loyalty_points/remove; body: { order_id }; response: { loyalty }',
  }),
} as const;
