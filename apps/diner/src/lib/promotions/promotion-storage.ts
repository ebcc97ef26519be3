import { storedCartLineSchema } from '@tabula/api-client';
import type { CartLine } from '@tabula/engine';
import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';

// spec: A§4 Promotions and A§9, the free-item cart and the applied promo code are kept in session
// storage (this tab only).
// our choice: the free-item cart holds the engine's cart lines (the stored cart's line schema),
// the promo code the code as the diner typed it.
const freeItemsSchema = z.array(storedCartLineSchema);
const promoCodeSchema = z.string().trim().min(1);

/** The promo code applied in this tab, if any. */
export function readStoredPromoCode(): string | null {
  return readStored('session', STORAGE_KEYS.appliedPromoCode, promoCodeSchema);
}

/** Keeps the applied promo code for this tab; null forgets it. */
export function writeStoredPromoCode(code: string | null): void {
  if (code === null) removeStored('session', STORAGE_KEYS.appliedPromoCode);
  else writeStored('session', STORAGE_KEYS.appliedPromoCode, code);
}

/** The free-item cart kept for this tab ([] when none). */
export function readStoredFreeItems(): CartLine[] {
  return readStored('session', STORAGE_KEYS.freeItemsCart, freeItemsSchema) ?? [];
}

/** Keeps the free-item cart for this tab; an empty one removes the key. */
export function writeStoredFreeItems(lines: readonly CartLine[]): void {
  if (lines.length === 0) removeStored('session', STORAGE_KEYS.freeItemsCart);
  else writeStored('session', STORAGE_KEYS.freeItemsCart, lines);
}

/** Forgets the free-item cart and the promo code (A§4: cleared with the cart and on logout). */
export function clearStoredPromotions(): void {
  removeStored('session', STORAGE_KEYS.freeItemsCart);
  removeStored('session', STORAGE_KEYS.appliedPromoCode);
}
