import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorage, type MemoryStorage } from '@test/support/memory-storage';
import { api } from '@/lib/api/api';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readRememberedInvoiceEmail, rememberInvoiceEmail } from '../state/invoice-email-memory';
import { invoiceDownload } from '@/lib/invoice/invoice-download';
import {
  initialInvoiceRecipient,
  invoiceEmailBody,
  isInvoiceEmailValid,
  usedInvoiceAddress,
} from '../utils/invoice-email';

describe('invoice e-mail (A§5, A§7)', () => {
  it('checks a typed address', () => {
    expect(isInvoiceEmailValid('mei@example.com')).toBe(true);
    expect(isInvoiceEmailValid(' mei@example.com ')).toBe(true);
    expect(isInvoiceEmailValid('mei@')).toBe(false);
    expect(isInvoiceEmailValid('')).toBe(false);
  });

  it('sends the order alone to the registered address, with email to a new one', () => {
    expect(invoiceEmailBody(880042, { kind: 'registered' })).toEqual({ sapaad_order_id: 880042 });
    expect(invoiceEmailBody(880042, { kind: 'other', email: ' a@b.co ' })).toEqual({
      sapaad_order_id: 880042,
      email: 'a@b.co',
    });
  });

  it('starts with the registered address when nothing else was used', () => {
    expect(initialInvoiceRecipient('mei@example.com', null)).toEqual({ kind: 'registered' });
    expect(initialInvoiceRecipient('mei@example.com', 'MEI@example.com')).toEqual({
      kind: 'registered',
    });
  });

  it('starts with the remembered address when it is another one', () => {
    expect(initialInvoiceRecipient('mei@example.com', 'office@example.com')).toEqual({
      kind: 'other',
      email: 'office@example.com',
    });
  });

  it('asks for an address when the diner has none registered', () => {
    expect(initialInvoiceRecipient(null, null)).toEqual({ kind: 'other', email: '' });
  });

  it('remembers the address actually used', () => {
    expect(usedInvoiceAddress({ kind: 'registered' }, 'mei@example.com')).toBe('mei@example.com');
    expect(usedInvoiceAddress({ kind: 'other', email: ' o@e.co ' }, 'mei@example.com')).toBe(
      'o@e.co',
    );
  });

  it("downloads the PDF from the contract address, in the app's language", () => {
    expect(invoiceDownload(api, 880042, 'ar')).toEqual({
      href: '/invoices/880042.pdf?download=true&locale=ar',
      fileName: 'invoice-880042.pdf',
    });
    expect(invoiceDownload(api, 880042, '').href).toBe('/invoices/880042.pdf?download=true');
  });
});

describe('invoice e-mail memory (A§4: remembered locally)', () => {
  let local: MemoryStorage;
  beforeEach(() => {
    ({ local } = stubStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads back the address it stored, in local storage', () => {
    expect(readRememberedInvoiceEmail()).toBeNull();
    rememberInvoiceEmail('office@example.com');
    expect(local.getItem(STORAGE_KEYS.invoiceEmail)).toBe('"office@example.com"');
    expect(readRememberedInvoiceEmail()).toBe('office@example.com');
  });

  it('forgets it on null or an invalid address', () => {
    rememberInvoiceEmail('office@example.com');
    rememberInvoiceEmail('not an address');
    expect(readRememberedInvoiceEmail()).toBeNull();
    rememberInvoiceEmail('office@example.com');
    rememberInvoiceEmail(null);
    expect(local.getItem(STORAGE_KEYS.invoiceEmail)).toBeNull();
  });

  it('drops a stored value that is not an address', () => {
    local.setItem(STORAGE_KEYS.invoiceEmail, '"nope"');
    expect(readRememberedInvoiceEmail()).toBeNull();
    expect(local.getItem(STORAGE_KEYS.invoiceEmail)).toBeNull();
  });
});
