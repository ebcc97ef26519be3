import { invoiceEmailSchema } from '@tabula/api-client';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/storage';

/**
 * The address an invoice was last sent to on this device, or null. A stored value that is not a
 * valid address reads as null and is removed.
 */
export function readRememberedInvoiceEmail(): string | null {
  // spec: A§4 Invoice, the e-mail address used is remembered locally.
  return readStored('local', STORAGE_KEYS.invoiceEmail, invoiceEmailSchema);
}

/**
 * Remembers the address an invoice was sent to (A§4); null forgets it.
 *
 * @example `rememberInvoiceEmail('mei@example.com')`
 */
export function rememberInvoiceEmail(email: string | null): void {
  if (email === null || !invoiceEmailSchema.safeParse(email).success) {
    removeStored('local', STORAGE_KEYS.invoiceEmail);
    return;
  }
  writeStored('local', STORAGE_KEYS.invoiceEmail, email);
}
