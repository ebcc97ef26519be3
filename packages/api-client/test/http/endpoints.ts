import { z } from 'zod';
import { defineEndpoint } from '../../src/contract/endpoint';
import { amountSchema, idSchema, redirectTargetSchema } from '../../src/schemas/primitives';

/** Small endpoints shaped like the spec's calls, defined here so the tests own them. */

export const homePage = defineEndpoint({
  name: 'test.pagesHome',
  method: 'GET',
  path: '/pages/home',
  response: z.object({ currency: z.string() }),
  source: 'A§7',
});

export const tableStatus = defineEndpoint({
  name: 'test.tableStatus',
  method: 'GET',
  path: '/dine-in/v1/tables/{id}/status',
  params: z.object({ id: idSchema }),
  query: z.object({
    sapaad_outlet_id: z.int().optional(),
    note: z.string().optional(),
    tags: z.array(z.string()).optional(),
  }),
  response: z.object({ status: z.string(), total_amount: amountSchema }),
  source: 'B§7',
});

export const joinTable = defineEndpoint({
  name: 'test.joinTable',
  method: 'POST',
  path: '/dine-in/open-tab/v1/tables/{id}/join',
  params: z.object({ id: idSchema }),
  body: z.object({
    items: z.array(z.object({ id: idSchema, count: z.int().positive() })).max(4),
  }),
  response: z.object({ status: z.string() }),
  source: 'B§7',
});

export const updateProfile = defineEndpoint({
  name: 'test.updateProfile',
  method: 'PUT',
  path: '/users/profiles/{id}',
  params: z.object({ id: idSchema }),
  body: z.object({ user: z.object({ name: z.string(), email: z.email() }) }),
  response: z.object({ ok: z.boolean() }),
  source: 'A§7',
});

export const signOut = defineEndpoint({
  name: 'test.signOut',
  method: 'DELETE',
  path: '/users/sign_out',
  response: z.object({ redirect_url: redirectTargetSchema }),
  source: 'A§7',
});

export const verifyUser = defineEndpoint({
  name: 'test.verifyUser',
  method: 'POST',
  path: '/users/verifications',
  body: z.object({ verification: z.object({ phone_number: z.string() }) }),
  response: z.object({ ok: z.boolean() }),
  captcha: 'required',
  source: 'A§7',
});

export const signIn = defineEndpoint({
  name: 'test.signIn',
  method: 'POST',
  path: '/users/sign_in',
  body: z.object({ user: z.object({ phone_number: z.string(), otp: z.string() }) }),
  response: z.object({ ok: z.boolean() }),
  captcha: 'optional',
  source: 'A§7',
});

export const payAtCashier = defineEndpoint({
  name: 'test.payAtCashier',
  method: 'POST',
  path: '/payments/pay_at_cashier',
  body: z.object({ order_details: z.object({ total_amount: amountSchema }) }),
  response: z.object({ order_id: idSchema, total_amount: amountSchema }),
  idempotent: true,
  source: 'B§7',
});

export const invoicePdf = defineEndpoint({
  name: 'test.invoicePdf',
  method: 'GET',
  path: '/invoices/{sapaad_order_id}.pdf',
  params: z.object({ sapaad_order_id: z.string().min(1) }),
  query: z.object({ download: z.boolean() }),
  response: z.instanceof(Blob),
  responseKind: 'file',
  source: 'A§7',
});

export const cancelWaiter = defineEndpoint({
  name: 'test.cancelWaiter',
  method: 'DELETE',
  path: '/dine-in/open-tab/v1/call_waiter/cancel',
  query: z.object({ table_id: idSchema, sapaad_outlet_id: idSchema }),
  response: z.undefined(),
  responseKind: 'empty',
  source: 'B§7',
});
