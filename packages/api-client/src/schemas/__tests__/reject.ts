import { z } from 'zod';

/** The first issue of a rejected value: its path (dot-joined) and message. */
export interface FirstIssue {
  path: string;
  message: string;
}

/** Parses a value the schema must reject and returns its first issue; throws if it was accepted. */
export function reject(schema: z.ZodType, value: unknown): FirstIssue {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a rejection, got ${JSON.stringify(result.data)}`);
  const [issue] = result.error.issues;
  if (issue === undefined) throw new Error('a rejection without issues');
  return { path: issue.path.map(String).join('.'), message: issue.message };
}

/** The readable report of a rejected value, as the app logs it. */
export function report(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a rejection, got ${JSON.stringify(result.data)}`);
  return z.prettifyError(result.error);
}

/** A copy of a fixture with one field replaced (or removed with `undefined`). */
export function withField(fixture: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...fixture };
  if (value === undefined) Reflect.deleteProperty(copy, key);
  else copy[key] = value;
  return copy;
}
