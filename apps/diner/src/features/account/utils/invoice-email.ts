import { invoiceEmailSchema } from '@tabula/api-client';

/** Where the diner sends an invoice: their registered address, or another one they type. */
export type InvoiceRecipient = { kind: 'registered' } | { kind: 'other'; email: string };

/** The body of POST /invoices/{sapaad_order_id}/email-invoice. */
export interface InvoiceEmailBody {
  sapaad_order_id: number;
  email?: string;
}

/**
 * Whether a typed invoice address is valid (A§5: otherwise 'Please enter a valid email').
 *
 * @example `isInvoiceEmailValid(' mei@example.com ') // true`
 */
export function isInvoiceEmailValid(email: string): boolean {
  return invoiceEmailSchema.safeParse(email.trim()).success;
}

/**
 * The e-mail invoice call's body.
 *
 * @param sapaadOrderId - the order's point-of-sale id
 * @param recipient - the registered address, or another one (trimmed, already valid)
 * @example `invoiceEmailBody(880042, { kind: 'registered' }) // { sapaad_order_id: 880042 }`
 */
export function invoiceEmailBody(
  sapaadOrderId: number,
  recipient: InvoiceRecipient,
): InvoiceEmailBody {
  // spec: A§7, sapaad_order_id alone sends to the registered e-mail; with email to a new address.
  return recipient.kind === 'registered'
    ? { sapaad_order_id: sapaadOrderId }
    : { sapaad_order_id: sapaadOrderId, email: recipient.email.trim() };
}

/**
 * The recipient the e-mail sheet starts with: the address used last time when it is not the
 * registered one, else the registered address; another address when the diner has none.
 *
 * @param registered - the diner's registered e-mail, or null
 * @param remembered - the address remembered on this device (A§4), or null
 */
export function initialInvoiceRecipient(
  registered: string | null,
  remembered: string | null,
): InvoiceRecipient {
  // our choice: the remembered address wins when it differs, since the diner chose it last time.
  if (remembered !== null && !sameAddress(remembered, registered)) {
    return { kind: 'other', email: remembered };
  }
  if (registered === null) return { kind: 'other', email: '' };
  return { kind: 'registered' };
}

/** The address an invoice went to, to remember (A§4): the typed one, or the registered one. */
export function usedInvoiceAddress(
  recipient: InvoiceRecipient,
  registered: string | null,
): string | null {
  return recipient.kind === 'other' ? recipient.email.trim() : registered;
}

function sameAddress(a: string, b: string | null): boolean {
  return b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}
