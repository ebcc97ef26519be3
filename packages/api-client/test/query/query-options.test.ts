import { QueryClient, MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  dinerEndpoints,
  endpoints,
  posEndpoints,
  type AnyEndpoint,
} from '../../src/contract/index';
import { createApiClient } from '../../src/http/create-api-client';
import type { ApiClient } from '../../src/http/client-types';
import * as query from '../../src/query/index';
import { callFixtures } from '../fixtures/responses/index';
import { json, startTestServer, type TestServer } from '../http/test-server';

const { queryKeys, endpointQueryOptions, endpointMutationOptions, INVALIDATIONS } = query;

function fixtureOf(endpoint: AnyEndpoint) {
  const fixture = callFixtures.find((candidate) => candidate.endpoint === endpoint);
  if (!fixture) throw new Error(`no fixture for ${endpoint.name}`);
  return fixture;
}

/** Serves the spec fixture of an endpoint at its path, or at `path` with its params filled. */
function serve(server: TestServer, endpoint: AnyEndpoint, path = endpoint.path) {
  server.route(`${endpoint.method} ${path}`, () => json(200, fixtureOf(endpoint).response.valid));
}

let server: TestServer;
let client: ApiClient;
let queryClient: QueryClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.baseUrl, csrfToken: () => 'csrf-1' });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(async () => {
  queryClient.clear();
  await server.close();
});

/** Every query-options factory, called with a sample input. */
function readFactories(api: ApiClient) {
  return [
    query.homePageQueryOptions(api),
    query.checkoutPageQueryOptions(api),
    query.trackingPageQueryOptions(api),
    query.profilesPageQueryOptions(api),
    query.pastOrdersPageQueryOptions(api),
    query.loyaltyPageQueryOptions(api),
    query.signInPageQueryOptions(api),
    query.orderDetailsPageQueryOptions(api),
    query.scanAndPayPageQueryOptions(api),
    query.paymentProcessingPageQueryOptions(api, { query: {} }),
    query.orderSummaryPageQueryOptions(api),
    query.discountQueryOptions(api, { params: { code: 'WELCOME10' } }),
    query.loyaltyPointsQueryOptions(api),
    query.loyaltyQueryOptions(api, { query: {} }),
    query.savedCardsQueryOptions(api),
    query.connectedCardsQueryOptions(api),
    query.paymentIntentQueryOptions(api, { params: { id: 'ref-1' } }),
    query.tableStatusQueryOptions(api, { params: { id: 12 } }),
    query.scanAndPayOrderStatusQueryOptions(api, { params: { id: 90017 } }),
    query.billSplitQueryOptions(api, { params: { id: 7001 } }),
    query.equalSplitPaymentDetailsQueryOptions(api, { query: { split_id: 1 } }),
    query.manualSplitPaymentDetailsQueryOptions(api, { query: { user_id: 5001 } }),
    query.openPaymentQueryOptions(api),
    query.entryLinkQueryOptions(api),
    query.myFatoorahPaymentModesQueryOptions(api, { query: { total_amount: '54.88' } }),
    query.adyenPaymentModesQueryOptions(api, { query: { amount: '54.88' } }),
    query.genericPaymentStatusQueryOptions(api, { query: { reference_id: 'ref-1' } }),
    query.standalonePaymentStatusQueryOptions(api, {
      query: { reference_id: 'ref-1', payment_type: 'generic_fintech_partner' },
    }),
    query.posOutletsQueryOptions(api),
    query.posStockQueryOptions(api, { params: { id: 7 } }),
    query.posOrdersQueryOptions(api, { query: { outlet_id: 7 } }),
    query.posOrderQueryOptions(api, { params: { id: 90017 } }),
    query.posTablesQueryOptions(api, { params: { id: 7 } }),
    query.posBillSplitQueryOptions(api, { params: { id: 41 } }),
    query.posPlacesQueryOptions(api, { params: { id: 1 } }),
    query.posMenuEditorQueryOptions(api, { params: { id: 1 } }),
    query.posOutletSettingsQueryOptions(api, { params: { id: 1 } }),
    query.posOffersQueryOptions(api, { params: { id: 1 } }),
    query.posCurrentStaffQueryOptions(api),
    query.posStaffMembersQueryOptions(api),
    query.posAuditLogQueryOptions(api, { query: {} }),
    query.posOrderPaymentsQueryOptions(api, { params: { id: 90017 } }),
    query.posPaymentRefundsQueryOptions(api, { params: { reference: 'sc_4f1c2a9e0b7d3c55aa' } }),
  ];
}

describe('query options', () => {
  it('exist for every read call of the contract except the invoice file, which is a link', () => {
    const covered = readFactories(client).map((options) => options.queryKey.slice(1, 3).join('.'));
    const reads = allEndpoints
      .filter((endpoint) => endpoint.method === 'GET' && endpoint.responseKind !== 'file')
      .map((endpoint) => endpoint.name);
    expect([...covered].sort()).toEqual([...reads].sort());
  });

  it('key a call by its endpoint name and its params and query, never its body', () => {
    const options = query.tableStatusQueryOptions(client, { params: { id: 12 } });
    expect(options.queryKey).toEqual(['tabula', 'dineIn', 'tableStatus', { params: { id: 12 } }]);
    expect(query.homePageQueryOptions(client).queryKey).toEqual(['tabula', 'pages', 'home', {}]);
    expect(queryKeys.endpoint(endpoints.pages.home)).toEqual(['tabula', 'pages', 'home']);
  });

  it('fetch a page configuration through the real client and cache it under its key', async () => {
    serve(server, endpoints.pages.home);
    const options = query.homePageQueryOptions(client);
    const home = await queryClient.query(options);
    expect(home).toEqual(
      endpoints.pages.home.response.parse(fixtureOf(endpoints.pages.home).response.valid),
    );
    expect(queryClient.getQueryData(options.queryKey)).toBe(home);
    expect(server.requests.map((request) => request.url)).toEqual(['/pages/home']);
  });

  it('fill params and query into the path', async () => {
    const endpoint = endpoints.scanAndPay.manualSplitPaymentDetails;
    serve(server, endpoint);
    await queryClient.query(
      query.manualSplitPaymentDetailsQueryOptions(client, { query: { user_id: 5001 } }),
    );
    const status = endpoints.scanAndPay.orderStatus;
    serve(server, status, '/dine-in/scan-and-pay/v1/orders/90017/status');
    await queryClient.query(
      query.scanAndPayOrderStatusQueryOptions(client, { params: { id: 90017 } }),
    );
    expect(server.requests.map((request) => request.url)).toEqual([
      '/dine-in/scan-and-pay/v1/payments/manual_split_payment_details?user_id=5001',
      '/dine-in/scan-and-pay/v1/orders/90017/status',
    ]);
  });

  it('cancel the request when the query is cancelled', async () => {
    server.route('GET /pages/checkout', () => 'hang');
    const options = query.checkoutPageQueryOptions(client);
    const pending = queryClient.query(options);
    await expect.poll(() => server.requests.length).toBe(1);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await expect(pending).rejects.toThrow();
    expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('idle');
  });

  it('refuse a write endpoint', () => {
    expect(() => endpointQueryOptions(client, endpoints.users.signIn as AnyEndpoint, {})).toThrow(
      /mutation/,
    );
  });
});

describe('mutation options', () => {
  it("name a staff endpoint's keys as its own key: the area pos, then its key in posEndpoints", () => {
    for (const [key, endpoint] of Object.entries(posEndpoints)) {
      expect(queryKeys.endpoint(endpoint), endpoint.name).toEqual([query.ROOT_KEY, 'pos', key]);
    }
    const staffKeys = Object.values(INVALIDATIONS)
      .flat()
      .filter((queryKey) => queryKey[1] === 'pos' && queryKey.length === 3);
    expect(staffKeys.length).toBeGreaterThan(0);
    for (const queryKey of staffKeys) expect(Object.keys(posEndpoints)).toContain(queryKey[2]);
  });

  it("name a diner endpoint's keys as its own key: its area, then its key there", () => {
    const areas: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = dinerEndpoints;
    for (const [area, calls] of Object.entries(areas)) {
      for (const [key, endpoint] of Object.entries(calls)) {
        expect(queryKeys.endpoint(endpoint), endpoint.name).toEqual([query.ROOT_KEY, area, key]);
      }
    }
    const dinerKeys = Object.values(INVALIDATIONS)
      .flat()
      .filter((queryKey) => queryKey[1] !== 'pos' && queryKey.length === 3);
    expect(dinerKeys.length).toBeGreaterThan(0);
    for (const [, area, key] of dinerKeys) {
      expect(Object.keys(areas[String(area)] ?? {}), `${String(area)}.${String(key)}`).toContain(
        key,
      );
    }
  });

  it("hold every call in the diner's map or the staff's, and both in the full map", () => {
    expect(endpoints.pos).toBe(posEndpoints);
    expect(Object.keys(endpoints).filter((area) => area !== 'pos')).toEqual(
      Object.keys(dinerEndpoints),
    );
    const dinerGroups: readonly Readonly<Record<string, AnyEndpoint>>[] =
      Object.values(dinerEndpoints);
    const dinerCalls = dinerGroups.flatMap((group) => Object.values(group));
    expect([...dinerCalls, ...Object.values(posEndpoints)]).toEqual(allEndpoints);
    expect(dinerCalls.some((endpoint) => endpoint.name.startsWith('pos.'))).toBe(false);
  });

  it('name an invalidation entry for every write call, and nothing else', () => {
    const writes = allEndpoints.filter((endpoint) => endpoint.method !== 'GET');
    expect(Object.keys(INVALIDATIONS).sort()).toEqual(writes.map((e) => e.name).sort());
  });

  it('invalidate only the keys their entry names', async () => {
    serve(server, endpoints.pages.checkout);
    serve(server, endpoints.pages.profiles);
    const checkout = query.checkoutPageQueryOptions(client);
    const profiles = query.profilesPageQueryOptions(client);
    await queryClient.query(checkout);
    await queryClient.query(profiles);

    const apply = endpoints.discounts.apply;
    serve(server, apply);
    const observer = new MutationObserver(
      queryClient,
      endpointMutationOptions(client, queryClient, apply),
    );
    await observer.mutate({ body: fixtureOf(apply).body?.valid } as never);

    expect(queryClient.getQueryState(checkout.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(profiles.queryKey)?.isInvalidated).toBe(false);
    const sent = server.requests.find((request) => request.pathname === apply.path);
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('reuse the idempotency key when a payment is retried, so it is never doubled', async () => {
    const pay = endpoints.payments.payAtCashier;
    let calls = 0;
    server.route(`POST ${pay.path}`, () => {
      calls += 1;
      return calls === 1
        ? json(503, { error: 'Try again' })
        : json(200, fixtureOf(pay).response.valid);
    });
    // The endpoint's own retry policy tries a 5xx again; only the delay is shortened here.
    const observer = new MutationObserver(queryClient, {
      ...endpointMutationOptions(client, queryClient, pay),
      retryDelay: 0,
    });
    const body = fixtureOf(pay).body?.valid;
    await observer.mutate({ body, idempotencyKey: 'order-attempt-1' } as never);
    const keys = server.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual(['order-attempt-1', 'order-attempt-1']);
  });

  it('send a staff call with the staff token as a bearer, and no CSRF token', async () => {
    const staffClient = createApiClient({
      baseUrl: server.baseUrl,
      csrfToken: () => 'csrf-1',
      staffToken: () => 'staff-secret',
    });
    const confirm = endpoints.pos.confirm;
    serve(server, confirm, '/pos/api/orders/90017/confirm');
    serve(server, endpoints.pos.orders);
    const orders = query.posOrdersQueryOptions(staffClient, { query: { outlet_id: 7 } });
    await queryClient.query(orders);
    const observer = new MutationObserver(
      queryClient,
      endpointMutationOptions(staffClient, queryClient, confirm),
    );
    await observer.mutate({ params: { id: 90017 }, body: { eta_minutes: 15 } });

    expect(queryClient.getQueryState(orders.queryKey)?.isInvalidated).toBe(true);
    const sent = server.requests.find((request) => request.url.endsWith('/confirm'));
    expect(sent?.headers.authorization).toBe('Bearer staff-secret');
    expect(sent?.headers['x-csrf-token']).toBeUndefined();
    expect(sent?.body).toBe('{"eta_minutes":15}');
  });

  it('refuse a read endpoint', () => {
    expect(() => endpointMutationOptions(client, queryClient, endpoints.pages.home)).toThrow(
      /query/,
    );
  });
});
