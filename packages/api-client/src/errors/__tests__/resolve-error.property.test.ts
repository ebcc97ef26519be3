import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../http/api-error';
import { ERROR_CATALOGUE } from '../error-catalogue';
import type { QrSource } from '../../schemas/session';
import { API_OPERATIONS, type ApiOperation } from '../operations';
import { type ErrorContext, resolveError } from '../resolve-error';

const KINDS: readonly ApiErrorKind[] = [
  'http',
  'network',
  'timeout',
  'aborted',
  'malformed_json',
  'invalid_response',
  'invalid_request',
  'csrf_missing',
];

const KNOWN_IDS = [
  'out_of_stock_error',
  'payment_in_progress',
  'payment_in_progress_group_user',
  'promotion_available',
  'order_total_amount_mismatch',
  'orders_total_amount_mismatch',
];

const KNOWN_TEXTS = [
  'Multiple order',
  'Items are out of stock',
  'Another order exists',
  'Payment for this table is being processed',
];

const apiErrorArb = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    status: fc.option(
      fc.oneof(fc.constantFrom(401, 404, 409, 422, 500), fc.integer({ min: 100, max: 599 })),
    ),
    errorId: fc.option(fc.oneof(fc.constantFrom(...KNOWN_IDS), fc.string())),
    serverMessage: fc.option(fc.oneof(fc.constantFrom(...KNOWN_TEXTS), fc.string())),
    details: fc.option(fc.dictionary(fc.string(), fc.jsonValue())),
  })
  .map((init) => new ApiError({ ...init, endpoint: 'test.call', path: '/test' }));

const thrownArb = fc.oneof(
  apiErrorArb,
  fc.anything(),
  fc.record({ message: fc.anything() }),
  fc.string().map((message) => new Error(message)),
);

const contextArb: fc.Arbitrary<ErrorContext> = fc.record(
  {
    operation: fc.oneof(
      fc.constantFrom(...API_OPERATIONS),
      fc.string().map((name) => name as ApiOperation),
    ),
    hasTable: fc.boolean(),
    qrSource: fc.option(
      fc.constantFrom<QrSource>('dine_ot', 'dine_pf', 'default', 'walk_in', 'scan_and_pay'),
    ),
  },
  { requiredKeys: ['operation'] },
);

describe('resolveError, for any failure in any situation', () => {
  it('never throws and always returns a catalogue entry', () => {
    fc.assert(
      fc.property(thrownArb, contextArb, (error, context) => {
        const resolved = resolveError(error, context);
        expect(resolved.entry).toBe(ERROR_CATALOGUE[resolved.id]);
        expect(resolved.entry.origin).toBe('call');
      }),
    );
  });

  it('shows a text only on entries that show one, and only a non-empty one', () => {
    fc.assert(
      fc.property(thrownArb, contextArb, (error, context) => {
        const { entry, serverMessage } = resolveError(error, context);
        if (entry.serverText === 'none') expect(serverMessage).toBeNull();
        if (serverMessage !== null) {
          expect(serverMessage.trim()).not.toBe('');
          if (error instanceof ApiError) expect(serverMessage).toBe(error.serverMessage);
          else expect(entry.serverText).toBe('provider');
        }
      }),
    );
  });

  it('a cancelled call always resolves to nothing shown', () => {
    fc.assert(
      fc.property(apiErrorArb, contextArb, (error, context) => {
        fc.pre(error.kind === 'aborted');
        expect(resolveError(error, context).entry.action).toEqual({ type: 'silent' });
      }),
    );
  });

  it('out_of_stock_error always means items unavailable, unless it is a Multiple order 422', () => {
    fc.assert(
      fc.property(apiErrorArb, contextArb, (base, context) => {
        const error = new ApiError({
          kind: 'http',
          endpoint: base.endpoint,
          path: base.path,
          status: base.status ?? 500,
          errorId: 'out_of_stock_error',
          serverMessage: base.serverMessage,
        });
        const multiple =
          error.status === 422 && error.serverMessage?.trim().toLowerCase() === 'multiple order';
        fc.pre(!multiple);
        expect(resolveError(error, context).id).toBe('items_unavailable');
      }),
    );
  });

  it('the status is the failed call’s', () => {
    fc.assert(
      fc.property(apiErrorArb, contextArb, (error, context) => {
        expect(resolveError(error, context).status).toBe(error.status);
      }),
    );
  });
});
