import type { z } from 'zod';

/** Who makes a call: a diner's session, or a member of staff with the staff token. */
export type CallerKind = 'session' | 'staff';

/** The HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which spec section a call comes from, e.g. `'A§7'` or `'B§7'`. */
export type SpecSource = 'A§7' | 'B§7' | 'A§7 B§7' | 'A§6 B§6';

/** The names of the `{param}` placeholders of a path template. */
export type PathParamNames<TPath extends string> =
  TPath extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/**
 * How the body of a successful answer is read before `response` parses it: JSON, a file (the
 * invoice PDF, read as a Blob), or nothing (an empty 204, read as undefined).
 */
export type ResponseKind = 'json' | 'file' | 'empty';

/** One call of the contract. Build it with {@link defineEndpoint}. */
export interface Endpoint<
  TPath extends string = string,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** A stable name, `area.action`, e.g. `users.signIn`; query keys and docs use it. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The path exactly as the spec writes it, with a leading slash and `{param}` placeholders. */
  readonly path: TPath;
  /** The `{param}` values of the path. */
  readonly params: TParams;
  /** The query string. */
  readonly query: TQuery;
  /** The JSON request body. */
  readonly body: TBody;
  /** The successful answer, after it is read as `responseKind` says. */
  readonly response: TResponse;
  readonly responseKind: ResponseKind;
  /**
   * Who makes the call: a diner's session (the cookie, and the CSRF token on a write), or a
   * member of staff (`Authorization: Bearer <staff token>`, no cookie, no CSRF token).
   */
  readonly auth: CallerKind;
  /** The page's CSRF token goes in a header; true for every mutating call of a diner's session. */
  readonly csrf: boolean;
  /** The captcha token header: required, optional, or not sent. */
  readonly captcha: 'required' | 'optional' | 'none';
  /** The call needs an Idempotency-Key header so a retry is never doubled (orders, payments). */
  readonly idempotent: boolean;
  /** Where the spec names the call. */
  readonly source: SpecSource;
  /**
   * What we chose where the spec is silent (a path, a shape); docs/api.md lists every one.
   * Absent when the call is exactly as the spec writes it.
   */
  readonly choice: string | undefined;
}

/** Anything {@link defineEndpoint} returns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<string, any, any, any, any>;

/** The options of {@link defineEndpoint}. */
export interface EndpointOptions<
  TPath extends string,
  TParams extends z.ZodType | undefined,
  TQuery extends z.ZodType | undefined,
  TBody extends z.ZodType | undefined,
  TResponse extends z.ZodType,
> {
  name: string;
  method: HttpMethod;
  path: TPath;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  responseKind?: ResponseKind;
  /** `'staff'` for a staff call (the POS); a diner's session by default. */
  auth?: CallerKind;
  captcha?: 'required' | 'optional';
  idempotent?: boolean;
  source: SpecSource;
  choice?: string;
}

/**
 * Declares one call of the contract. The client sends it, the server registers it, and
 * docs/api.md lists it, all from this one object.
 *
 * @example
 * ```ts
 * const signOut = defineEndpoint({
 *   name: 'users.signOut',
 *   method: 'DELETE',
 *   path: '/users/sign_out',
 *   response: z.object({ redirect_url: redirectTargetSchema }),
 *   source: 'A§7',
 * });
 * ```
 */
export function defineEndpoint<
  TPath extends string,
  TResponse extends z.ZodType,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
>(
  options: EndpointOptions<TPath, TParams, TQuery, TBody, TResponse>,
): Endpoint<TPath, TParams, TQuery, TBody, TResponse> {
  if (!options.path.startsWith('/')) {
    throw new Error(`Endpoint ${options.name}: path must start with "/" (got ${options.path})`);
  }
  const placeholders = [...options.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  if (placeholders.length > 0 && options.params === undefined) {
    throw new Error(`Endpoint ${options.name}: path ${options.path} needs a params schema`);
  }
  return {
    name: options.name,
    method: options.method,
    path: options.path,
    params: options.params as TParams,
    query: options.query as TQuery,
    body: options.body as TBody,
    response: options.response,
    responseKind: options.responseKind ?? 'json',
    auth: options.auth ?? 'session',
    // A staff call proves itself with a bearer token, which a browser never sends on its own,
    // so it needs no CSRF token.
    csrf: options.method !== 'GET' && options.auth !== 'staff',
    captcha: options.captcha ?? 'none',
    idempotent: options.idempotent ?? false,
    source: options.source,
    choice: options.choice,
  };
}

/** The input a caller gives for an endpoint: params, query and body where the endpoint has them. */
export type EndpointInput<TEndpoint extends AnyEndpoint> = (TEndpoint['params'] extends z.ZodType
  ? { params: z.input<TEndpoint['params']> }
  : unknown) &
  (TEndpoint['query'] extends z.ZodType ? { query: z.input<TEndpoint['query']> } : unknown) &
  (TEndpoint['body'] extends z.ZodType ? { body: z.input<TEndpoint['body']> } : unknown);

/**
 * What a successful call returns: the parsed response. A `file` endpoint's schema is
 * `z.instanceof(Blob)`, an `empty` one's `z.undefined()`.
 */
export type EndpointOutput<TEndpoint extends AnyEndpoint> = z.output<TEndpoint['response']>;
