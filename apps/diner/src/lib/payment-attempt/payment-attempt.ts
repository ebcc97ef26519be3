import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';
import type { ProviderRedirect } from './go-to-provider';

const redirectSchema: z.ZodType<ProviderRedirect> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string().min(1) }),
  z.object({
    kind: z.literal('form'),
    url: z.string().min(1),
    fields: z.record(z.string(), z.string()),
  }),
]);

const attemptSchema = z.object({ reference: z.string().min(1), redirect: redirectSchema });

/**
 * The provider payment this tab last started: its reference (the payment object's
 * reference_code) and where the provider's page is, exactly as the server answered it, so a diner
 * who came back without paying can return there (B§4 "Redirect providers: the browser goes to the
 * returned payment_page_url").
 */
export type PaymentAttempt = z.infer<typeof attemptSchema>;

/** Remembers the attempt for this tab (session storage) as the browser leaves for the provider. */
export function rememberPaymentAttempt(attempt: PaymentAttempt): void {
  writeStored('session', STORAGE_KEYS.paymentAttempt, attempt);
}

/** The attempt this tab started, when its reference is the given one; else null. */
export function readPaymentAttempt(reference: string): PaymentAttempt | null {
  const attempt = readStored('session', STORAGE_KEYS.paymentAttempt, attemptSchema);
  return attempt?.reference === reference ? attempt : null;
}

/** Forgets the attempt once it is settled: paid, declined or cancelled. */
export function forgetPaymentAttempt(): void {
  removeStored('session', STORAGE_KEYS.paymentAttempt);
}
