import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient } from '../../src/http/client-types';
import { createApiClient } from '../../src/http/create-api-client';
import {
  cancelWaiter,
  homePage,
  invoicePdf,
  joinTable,
  payAtCashier,
  signOut,
  tableStatus,
} from './endpoints';

const client: ApiClient = createApiClient({ baseUrl: '' });

describe('types inferred from the endpoint', () => {
  it('returns the parsed answer type', () => {
    // The calls are wrapped in functions: only their types are checked, nothing is sent.
    expectTypeOf(() =>
      client.request(tableStatus, { params: { id: 1 }, query: {} }),
    ).returns.resolves.toEqualTypeOf<{ status: string; total_amount: string }>();
    expectTypeOf(() => client.request(homePage)).returns.resolves.toEqualTypeOf<{
      currency: string;
    }>();
    expectTypeOf(() =>
      client.request(invoicePdf, { params: { sapaad_order_id: 'A' }, query: { download: true } }),
    ).returns.resolves.toEqualTypeOf<Blob>();
    expectTypeOf(() =>
      client.request(cancelWaiter, { query: { table_id: 1, sapaad_outlet_id: 2 } }),
    ).returns.resolves.toEqualTypeOf<undefined>();
    expectTypeOf(client.url(homePage)).toEqualTypeOf<string>();
  });

  it('takes the params, query and body the endpoint declares', () => {
    type JoinInput = Parameters<typeof client.request<typeof joinTable>>[1];
    expectTypeOf<JoinInput>().toEqualTypeOf<
      { params: { id: number } } & { body: { items: { id: number; count: number }[] } } & {
        signal?: AbortSignal;
        timeoutMs?: number;
        captchaToken?: string;
        idempotencyKey?: string;
      }
    >();
  });

  it('makes a wrong call a type error', () => {
    // These calls are type-checked, never run.
    const wrongCalls = [
      // @ts-expect-error params are required
      () => client.request(tableStatus, { query: {} }),
      // @ts-expect-error the id is a number
      () => client.request(tableStatus, { params: { id: '1' }, query: {} }),
      // @ts-expect-error amounts are strings, never numbers
      () => client.request(payAtCashier, { body: { order_details: { total_amount: 10 } } }),
      // @ts-expect-error this endpoint takes no body
      () => client.request(signOut, { body: {} }),
      // @ts-expect-error the input is required when the endpoint has params
      () => client.request(joinTable),
      // @ts-expect-error a link has no body
      () => client.url(joinTable, { params: { id: 1 }, body: { items: [] } }),
    ];
    expectTypeOf(wrongCalls).toBeArray();
  });
});
