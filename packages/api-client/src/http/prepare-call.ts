import type { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';
import { ApiError } from './api-error';
import { fillPath, joinUrl, serialiseQuery } from './build-url';
import type { RequestOptions } from './client-types';

/** What a call's input holds at run time; the client's types check it at the call site. */
export interface CallInput extends RequestOptions {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** A call that passed the contract's checks: where it goes and what it sends. */
export interface PreparedCall {
  /** The path with its params filled in (no base, no query), for errors and logs. */
  readonly path: string;
  /** The full URL: base, path and query string. */
  readonly url: string;
  /** The JSON body text, or undefined when the call sends none. */
  readonly body: string | undefined;
}

interface ParsedPart {
  readonly valid: boolean;
  readonly value: unknown;
}

const VALID_NOTHING: ParsedPart = { valid: true, value: undefined };

/** Which checks {@link prepareCall} runs: a link needs only params and query. */
export type PrepareMode = 'request' | 'url';

/**
 * Checks a call's input against its endpoint before anything is sent (params, query and body
 * through their schemas; the captcha token and the idempotency key where the endpoint needs
 * them) and builds its URL and body from the parsed values. Every problem is reported at once in
 * one `invalid_request` {@link ApiError}.
 */
export function prepareCall(
  endpoint: Endpoint,
  input: CallInput | undefined,
  baseUrl: string,
  mode: PrepareMode,
): PreparedCall {
  const issues: z.core.$ZodIssue[] = [];
  const params = parsePart(endpoint.params, input?.params, 'params', issues);
  const query = parsePart(endpoint.query, input?.query, 'query', issues);
  const body =
    mode === 'request' ? parsePart(endpoint.body, input?.body, 'body', issues) : VALID_NOTHING;
  if (mode === 'request') issues.push(...optionIssues(endpoint, input));

  const filled = fillPath(endpoint.path, params.value);
  const search = serialiseQuery(query.value);
  // A part that failed its schema already has its issues; the path and query add only new ones.
  if (!filled.ok && params.valid) issues.push(...filled.issues);
  if (!search.ok && query.valid) issues.push(...search.issues);
  const path = filled.ok ? filled.path : endpoint.path;

  let text: string | undefined;
  if (mode === 'request' && endpoint.body !== undefined && body.value !== undefined) {
    try {
      text = JSON.stringify(body.value);
    } catch (cause) {
      issues.push({
        code: 'custom',
        path: ['body'],
        message: `body is not JSON: ${String(cause)}`,
      });
    }
  }

  if (issues.length > 0 || !search.ok) {
    throw new ApiError({ kind: 'invalid_request', endpoint: endpoint.name, path, issues });
  }
  return { path, url: joinUrl(baseUrl, path, search.search), body: text };
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
  issues: z.core.$ZodIssue[],
): ParsedPart {
  if (schema === undefined) return VALID_NOTHING;
  const result = schema.safeParse(value);
  if (result.success) return { valid: true, value: result.data };
  for (const issue of result.error.issues) issues.push({ ...issue, path: [part, ...issue.path] });
  return { valid: false, value: undefined };
}

function optionIssues(endpoint: Endpoint, input: CallInput | undefined): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  // spec: A§7 POST /users/verifications sends the captcha header; sign-in sends it optionally.
  if (endpoint.captcha === 'required' && !isFilled(input?.captchaToken)) {
    issues.push({
      code: 'custom',
      path: ['captchaToken'],
      message: 'this call needs a captcha token',
    });
  }
  if (endpoint.idempotent && !isFilled(input?.idempotencyKey)) {
    issues.push({
      code: 'custom',
      path: ['idempotencyKey'],
      message: 'this call needs an idempotency key so a retry is never doubled',
    });
  }
  return issues;
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
