import { dineModeSchema, idSchema, storedCartSchema } from '@tabula/api-client';
import type { Cart } from '@tabula/engine';
import { z } from 'zod';

/*
 * Issue 33: a diner in a messaging app's own browser copies a link that opens the phone's browser
 * at the same table or counter with their cart. The link is the place's QR link with the cart in
 * its fragment (`#handoff=`), which never reaches a server and which browsers keep across the
 * /q/{token} redirect. Pure: the app's start-up (handoff-start.ts) reads it, the checkout's
 * in-app browser hint writes it.
 */

/** The fragment's key: `#handoff=<base64url of the JSON>`. */
export const HANDOFF_KEY = 'handoff';

/**
 * The longest encoded handoff read or written, in characters: a cart of some forty lines fits;
 * a bigger one travels without its cart (the link still opens the place), and a longer fragment
 * is dropped unread.
 */
export const HANDOFF_MAX_LENGTH = 16_384;

/** The pages a handoff may land on: the app's own paths where a cart is built or paid. */
export const HANDOFF_PAGES = ['/', '/menu', '/order-details', '/checkout'] as const;

/** A page a handoff may land on. */
export type HandoffPage = (typeof HANDOFF_PAGES)[number];

/** What a handoff carries: where to go, whose it is, and the diner's cart. */
export const handoffSchema = z.object({
  /** The page the diner was on; only the app's own paths, never an address elsewhere. */
  to: z.enum(HANDOFF_PAGES),
  /** The company and outlet of the session it left: a cart is restored only at the same. */
  company_id: idSchema,
  outlet_id: idSchema,
  /** The dine mode the diner chose, so the phone's browser does not ask again. */
  dine_mode: dineModeSchema.nullable(),
  /** The cart as local storage holds it. */
  cart: storedCartSchema,
  /** The order note, when there is one. */
  note: z.string().trim().min(1).max(1000).optional(),
});

/** A handoff, its cart the engine's (which the stored cart's schema checks). */
export type Handoff = Omit<z.infer<typeof handoffSchema>, 'cart'> & { cart: Cart };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Encodes a handoff for a link's fragment: its JSON, UTF-8, in base64url.
 *
 * @param handoff - what to carry
 * @returns the encoded text, or null when it would be longer than {@link HANDOFF_MAX_LENGTH}
 * @example `${entryUrl}#handoff=${encodeHandoff(handoff)}`
 */
export function encodeHandoff(handoff: Handoff): string | null {
  const encoded = toBase64Url(new TextEncoder().encode(JSON.stringify(handoff)));
  return encoded.length > HANDOFF_MAX_LENGTH ? null : encoded;
}

/**
 * Decodes an encoded handoff, checking it against {@link handoffSchema}.
 *
 * @param encoded - the text after `handoff=`
 * @returns the handoff, or null for anything too long, not base64url, not UTF-8 JSON, or of
 *   another shape (a `to` that is not one of {@link HANDOFF_PAGES} included)
 */
export function decodeHandoff(encoded: string): Handoff | null {
  if (encoded.length > HANDOFF_MAX_LENGTH || !BASE64URL.test(encoded)) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(encoded));
    const parsed = handoffSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // broken base64, bytes that are not UTF-8, or text that is not JSON
    return null;
  }
}

/**
 * The encoded handoff of an address's fragment.
 *
 * @param hash - `location.hash`, with or without its `#`
 * @returns the text after `handoff=`, or null when the fragment holds no handoff
 */
export function handoffInHash(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === '') return null;
  return new URLSearchParams(fragment).get(HANDOFF_KEY);
}

/**
 * The link that hands the diner over: the place's QR link with the handoff in its fragment, or
 * the QR link alone when the handoff is too big to carry.
 *
 * @param entryUrl - the session's QR link (GET /session/entry-link)
 * @param handoff - the page and cart to carry
 * @example handoffLink('https://host/q/abc', handoff) // 'https://host/q/abc#handoff=eyJ0byI6…'
 */
export function handoffLink(entryUrl: string, handoff: Handoff): string {
  const encoded = encodeHandoff(handoff);
  const base = entryUrl.split('#')[0] ?? entryUrl;
  return encoded === null ? base : `${base}#${HANDOFF_KEY}=${encoded}`;
}
