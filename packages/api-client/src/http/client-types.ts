import type { z } from 'zod';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../contract/endpoint';

/** Where the client reports an answer that breaks the contract (the browser console by default). */
export interface ApiLogger {
  warn(message: string, details: object): void;
}

/** What a caller may add to one call, beside the endpoint's own params, query and body. */
export interface RequestOptions {
  /** Cancels the call; the promise then rejects with an `aborted` ApiError. */
  signal?: AbortSignal;
  /** This call's time limit in milliseconds, instead of the client's default. */
  timeoutMs?: number;
  /** The captcha token, sent as `X-Captcha-Token` (spec: A§7 verifications and sign-in). */
  captchaToken?: string;
  /** Sent as `Idempotency-Key`; required by idempotent endpoints (orders, payments). */
  idempotencyKey?: string;
}

/** The whole input of one call: the endpoint's params, query and body plus {@link RequestOptions}. */
export type RequestInput<TEndpoint extends AnyEndpoint> = EndpointInput<TEndpoint> & RequestOptions;

/**
 * The arguments after the endpoint: the input may be left out when the endpoint needs no params,
 * query or body.
 */
export type RequestArgs<TEndpoint extends AnyEndpoint> =
  RequestOptions extends RequestInput<TEndpoint>
    ? [input?: RequestInput<TEndpoint>]
    : [input: RequestInput<TEndpoint>];

/** The input that makes a URL: the endpoint's params and query (a link never carries a body). */
export type UrlInput<TEndpoint extends AnyEndpoint> = (TEndpoint['params'] extends z.ZodType
  ? { params: z.input<TEndpoint['params']> }
  : unknown) &
  (TEndpoint['query'] extends z.ZodType ? { query: z.input<TEndpoint['query']> } : unknown);

/** The arguments of {@link ApiClient.url} after the endpoint; optional when there is nothing to fill. */
export type UrlArgs<TEndpoint extends AnyEndpoint> =
  unknown extends UrlInput<TEndpoint>
    ? [input?: UrlInput<TEndpoint>]
    : [input: UrlInput<TEndpoint>];

/** How {@link createApiClient} is set up. */
export interface ApiClientOptions {
  /** Prefix of every path, e.g. `https://shop.example.com`; `''` for the page's own origin. */
  baseUrl: string;
  /** The fetch to use; `globalThis.fetch` by default. */
  fetch?: typeof globalThis.fetch;
  /**
   * Returns the page's CSRF token; by default it is read from `<meta name="csrf-token">` on every
   * mutating call (spec: A§5 guest login reads it from the page).
   */
  csrfToken?: () => string | null | undefined;
  /**
   * Receives the new CSRF token a renewed session answers with (sign-in, guest login, sign-out);
   * by default it is written into `<meta name="csrf-token">`, where the default reader finds it.
   */
  onCsrfToken?: (token: string) => void;
  /**
   * Returns the staff token a staff call (the POS) sends as `Authorization: Bearer <token>`;
   * a staff call without one is sent without the header, and the server answers 401.
   */
  staffToken?: () => string | null | undefined;
  /**
   * Returns the CSRF token of the signed-in person's staff session (the answer of
   * `pos.signIn` or `pos.currentStaff`); without a staff token, each staff change sends it as
   * `X-CSRF-Token` beside the session cookie.
   */
  staffCsrfToken?: () => string | null | undefined;
  /** The time limit of a call in milliseconds; 20 000 by default (our choice). */
  timeoutMs?: number;
  /** Receives the warning of an answer that breaks the contract; `console` by default. */
  logger?: ApiLogger;
  /** Headers sent on every call (e.g. a locale or an app version). */
  headers?: Readonly<Record<string, string>>;
}

/** The typed client: every call's input and answer are inferred from its endpoint. */
export interface ApiClient {
  /**
   * Sends one call and resolves with its parsed answer; rejects with an {@link ApiError} only.
   *
   * @example
   * ```ts
   * const status = await client.request(tableStatus, { params: { id: 12 } });
   * ```
   */
  request<TEndpoint extends AnyEndpoint>(
    endpoint: TEndpoint,
    ...input: RequestArgs<TEndpoint>
  ): Promise<EndpointOutput<TEndpoint>>;
  /**
   * The full address of a call, for a link the browser follows itself (the invoice PDF). Throws
   * an `invalid_request` {@link ApiError} when the params or query break the contract.
   */
  url<TEndpoint extends AnyEndpoint>(endpoint: TEndpoint, ...input: UrlArgs<TEndpoint>): string;
}

/** The HTTP client's time limit when neither the client nor the call sets one (our choice). */
export const DEFAULT_TIMEOUT_MS = 20_000;
