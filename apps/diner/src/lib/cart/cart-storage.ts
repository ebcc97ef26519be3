import { storedCartSchema } from '@tabula/api-client';
import { isCartExpired, type Cart } from '@tabula/engine';
import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';

// our choice: the order note is stored with its own timestamp so it expires like the cart.
const storedOrderNoteSchema = z.object({
  text: z.string().trim().min(1),
  updated_at: z.int().min(0),
});

/**
 * Reads the stored cart; a cart that is unreadable, of another shape or expired reads as null and
 * is removed.
 *
 * @param now - the current time, epoch milliseconds from the app layer
 * @returns the stored cart, or null
 */
export function readStoredCart(now: number): Cart | null {
  const stored = readStored('local', STORAGE_KEYS.cart, storedCartSchema);
  if (stored === null) return null;
  // spec: A§4 Cart, a cart older than 4 hours (by its updated_at) is dropped.
  if (isCartExpired(stored, now)) {
    removeStored('local', STORAGE_KEYS.cart);
    return null;
  }
  return stored;
}

/** Stores the cart (its updated_at is the expiry timestamp); an empty cart removes the key. */
export function writeStoredCart(cart: Cart): void {
  if (cart.lines.length === 0) {
    removeStored('local', STORAGE_KEYS.cart);
    return;
  }
  writeStored('local', STORAGE_KEYS.cart, cart);
}

/**
 * Reads the stored order note; a note older than 4 hours, or unreadable, reads as '' and is removed.
 *
 * @param now - the current time, epoch milliseconds from the app layer
 * @returns the note text, or ''
 */
export function readStoredOrderNote(now: number): string {
  const stored = readStored('local', STORAGE_KEYS.orderNote, storedOrderNoteSchema);
  if (stored === null) return '';
  // spec: A§4 Cart, order notes persist with the cart and expire with it (4 hours).
  if (isCartExpired(stored, now)) {
    removeStored('local', STORAGE_KEYS.orderNote);
    return '';
  }
  return stored.text;
}

/** Stores the order note with its timestamp; a blank note removes the key. */
export function writeStoredOrderNote(text: string, now: number): void {
  if (text.trim() === '') {
    removeStored('local', STORAGE_KEYS.orderNote);
    return;
  }
  writeStored('local', STORAGE_KEYS.orderNote, { text, updated_at: now });
}

/** Removes the stored order note. */
export function clearStoredOrderNote(): void {
  removeStored('local', STORAGE_KEYS.orderNote);
}
