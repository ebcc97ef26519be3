import type { AnyEndpoint, Endpoint, EndpointOutput } from '../contract/endpoint';
import { ApiError } from './api-error';
import { type CallSignal, createCallSignal } from './call-signal';
import {
  type ApiClient,
  type ApiClientOptions,
  DEFAULT_TIMEOUT_MS,
  type RequestArgs,
  type UrlArgs,
} from './client-types';
import { createContractWarner } from './contract-warnings';
import { CSRF_HEADER, readCsrfTokenFromDocument, writeCsrfTokenToDocument } from './csrf-token';
import { type CallInput, type PreparedCall, prepareCall } from './prepare-call';
import { readErrorBody } from './read-error-body';

/**
 * Creates the typed HTTP client of the Tabula API. Every call goes through fetch with the
 * browser's cookies (`credentials: 'include'`), is checked against its endpoint before it is sent
 * and after it answers, and fails only with an {@link ApiError}.
 *
 * @example
 * ```ts
 * const client = createApiClient({ baseUrl: '' });
 * const page = await client.request(pagesHome);
 * const pdf = client.url(invoicePdf, { params: { sapaad_order_id: 'A-12' }, query: { download: true } });
 * ```
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetcher: typeof globalThis.fetch =
    options.fetch ?? ((resource, init) => globalThis.fetch(resource, init));
  const csrfToken = options.csrfToken ?? readCsrfTokenFromDocument;
  const onCsrfToken = options.onCsrfToken ?? writeCsrfTokenToDocument;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const warn = createContractWarner(options.logger ?? console);
  const staticHeaders = { ...options.headers };

  // our choice: a token reader that throws counts as no token, so the call still fails as an ApiError.
  function readTrimmed(reader: (() => string | null | undefined) | undefined): string | null {
    try {
      const token = reader?.()?.trim();
      return token === undefined || token === '' ? null : token;
    } catch {
      return null;
    }
  }
  const readToken = () => readTrimmed(csrfToken);
  const readStaffToken = () => readTrimmed(options.staffToken);

  async function send(endpoint: Endpoint, input: CallInput | undefined): Promise<unknown> {
    const call = prepareCall(endpoint, input, options.baseUrl, 'request');
    const headers = buildHeaders(endpoint, input, call);
    // our choice: a signal that is already aborted sends nothing.
    if (input?.signal?.aborted) {
      const cause: unknown = input.signal.reason;
      throw new ApiError({ kind: 'aborted', endpoint: endpoint.name, path: call.path, cause });
    }

    const signal = createCallSignal(input?.signal, input?.timeoutMs ?? defaultTimeoutMs);
    try {
      let response: Response;
      try {
        response = await fetcher(call.url, {
          method: endpoint.method,
          headers,
          body: call.body,
          credentials: credentialsOf(endpoint),
          signal: signal.signal,
        });
      } catch (cause) {
        throw noAnswer(endpoint, call, signal, cause);
      }
      // A renewed session answers with its new token (sign-in, sign-out); later calls send it.
      const renewedToken = response.headers.get(CSRF_HEADER)?.trim();
      if (renewedToken) onCsrfToken(renewedToken);
      if (!response.ok) throw await httpError(endpoint, call, signal, response);
      return await readAnswer(endpoint, call, signal, response);
    } finally {
      signal.dispose();
    }
  }

  /**
   * A staff call with the machine token proves itself with it alone, sending no cookie; a
   * person's staff call (the POS signed in) sends the session cookie of the page's own origin.
   * A diner's call sends its cookies along.
   */
  function credentialsOf(endpoint: Endpoint): RequestCredentials {
    if (endpoint.auth !== 'staff') return 'include';
    return readStaffToken() === null ? 'same-origin' : 'omit';
  }

  function buildHeaders(endpoint: Endpoint, input: CallInput | undefined, call: PreparedCall) {
    const headers = new Headers(staticHeaders);
    // our choice: a file is whatever type the server sends, so only JSON calls ask for JSON.
    headers.set('Accept', endpoint.responseKind === 'file' ? '*/*' : 'application/json');
    if (call.body !== undefined) headers.set('Content-Type', 'application/json');
    if (endpoint.auth === 'staff') {
      const token = readStaffToken();
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      // A signed-in person's change carries their session's CSRF token (docs/staff-accounts.md).
      const csrf =
        token === null && endpoint.method !== 'GET' ? readTrimmed(options.staffCsrfToken) : null;
      if (csrf !== null) headers.set(CSRF_HEADER, csrf);
    }
    if (endpoint.csrf) {
      // spec: A§5 guest login without the page's CSRF token fails with 'CSRF token not found'.
      const token = readToken();
      if (token === null) {
        throw new ApiError({ kind: 'csrf_missing', endpoint: endpoint.name, path: call.path });
      }
      headers.set(CSRF_HEADER, token);
    }
    // spec: A§7 verifications require the captcha header, sign-in sends it when there is one.
    if (endpoint.captcha !== 'none' && input?.captchaToken) {
      headers.set('X-Captcha-Token', input.captchaToken);
    }
    if (endpoint.idempotent && input?.idempotencyKey) {
      headers.set('Idempotency-Key', input.idempotencyKey);
    }
    return headers;
  }

  async function readAnswer(
    endpoint: Endpoint,
    call: PreparedCall,
    signal: CallSignal,
    response: Response,
  ): Promise<unknown> {
    let data: unknown;
    switch (endpoint.responseKind) {
      case 'json': {
        const text = await readBody(endpoint, call, signal, () => response.text());
        try {
          // The parsed JSON goes to zod untouched: amounts stay the strings the server sent.
          data = JSON.parse(text);
        } catch (cause) {
          throw new ApiError({
            kind: 'malformed_json',
            endpoint: endpoint.name,
            path: call.path,
            status: response.status,
            cause,
          });
        }
        break;
      }
      case 'file':
        data = await readBody(endpoint, call, signal, () => response.blob());
        break;
      case 'empty':
        // our choice: an `empty` call ignores any body the server sends anyway.
        await readBody(endpoint, call, signal, () => response.arrayBuffer());
        data = undefined;
        break;
    }
    const parsed = endpoint.response.safeParse(data);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues;
    warn(endpoint.name, call.path, issues);
    throw new ApiError({
      kind: 'invalid_response',
      endpoint: endpoint.name,
      path: call.path,
      status: response.status,
      issues,
      cause: parsed.error,
    });
  }

  return {
    request<TEndpoint extends AnyEndpoint>(
      endpoint: TEndpoint,
      ...input: RequestArgs<TEndpoint>
    ): Promise<EndpointOutput<TEndpoint>> {
      return send(endpoint, input[0]) as Promise<EndpointOutput<TEndpoint>>;
    },
    url<TEndpoint extends AnyEndpoint>(endpoint: TEndpoint, ...input: UrlArgs<TEndpoint>): string {
      const call = input[0] as CallInput | undefined;
      return prepareCall(endpoint, call, options.baseUrl, 'url').url;
    },
  };
}

/** The error of a call that got no answer: the time limit, the caller's abort, or the network. */
function noAnswer(
  endpoint: Endpoint,
  call: PreparedCall,
  signal: CallSignal,
  cause: unknown,
): ApiError {
  const kind = signal.reason ?? 'network';
  return new ApiError({ kind, endpoint: endpoint.name, path: call.path, cause });
}

/** Reads an answer's body under the call's signal; a failure is a timeout, an abort or the network. */
async function readBody<T>(
  endpoint: Endpoint,
  call: PreparedCall,
  signal: CallSignal,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (cause) {
    throw noAnswer(endpoint, call, signal, cause);
  }
}

/** The `http` error of a 4xx or 5xx answer, with what its body says. */
async function httpError(
  endpoint: Endpoint,
  call: PreparedCall,
  signal: CallSignal,
  response: Response,
): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch (cause) {
    // our choice: a body cut short still fails with its status, unless the call was stopped.
    if (signal.reason !== null) return noAnswer(endpoint, call, signal, cause);
  }
  return new ApiError({
    kind: 'http',
    endpoint: endpoint.name,
    path: call.path,
    status: response.status,
    ...readErrorBody(text),
  });
}
