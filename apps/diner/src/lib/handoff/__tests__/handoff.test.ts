import { describe, expect, it } from 'vitest';
import { cartOf, ITEMS, line, OAT_FLAT_WHITE } from '@/lib/bill/__tests__/fixtures';
import {
  decodeHandoff,
  encodeHandoff,
  handoffInHash,
  handoffLink,
  HANDOFF_MAX_LENGTH,
  type Handoff,
} from '../handoff';

const HANDOFF: Handoff = {
  to: '/checkout',
  company_id: 1,
  outlet_id: 7,
  dine_mode: 'take_away',
  cart: cartOf(line('a', ITEMS.kopi, 2, { itemNote: 'Less sugar, 少糖' }), OAT_FLAT_WHITE('b')),
  note: 'نحن على الطاولة قرب النافذة',
};

/** Base64url of any text, as a hostile link would carry it. */
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('encodeHandoff and decodeHandoff', () => {
  it('carry the page, the place, the dine mode, the cart and the note, in any script', () => {
    const encoded = encodeHandoff(HANDOFF);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeHandoff(encoded ?? '')).toEqual(HANDOFF);
  });

  it('read as the JSON they hold in base64url', () => {
    expect(decodeHandoff(base64url(JSON.stringify(HANDOFF)))).toEqual(HANDOFF);
  });

  it('refuse broken base64, bytes that are not UTF-8, and text that is not JSON', () => {
    expect(decodeHandoff('')).toBeNull();
    expect(decodeHandoff('not base64!')).toBeNull();
    expect(decodeHandoff('abc=')).toBeNull();
    expect(decodeHandoff('A')).toBeNull();
    expect(decodeHandoff(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'))).toBeNull();
    expect(decodeHandoff(base64url('{"to": "/checkout",'))).toBeNull();
  });

  it('refuse a handoff of another shape', () => {
    const wrong = (value: unknown) => decodeHandoff(base64url(JSON.stringify(value)));
    expect(wrong(null)).toBeNull();
    expect(wrong([HANDOFF])).toBeNull();
    expect(wrong({ ...HANDOFF, cart: undefined })).toBeNull();
    expect(wrong({ ...HANDOFF, outlet_id: '7' })).toBeNull();
    expect(wrong({ ...HANDOFF, dine_mode: 'delivery' })).toBeNull();
    expect(wrong({ ...HANDOFF, cart: { ...HANDOFF.cart, lines: [{ item_id: 105 }] } })).toBeNull();
  });

  it.each([
    'https://evil.example/checkout',
    '//evil.example/checkout',
    'javascript:alert(1)',
    '/checkout?next=https://evil.example',
    '/../checkout',
    '/pos',
    'checkout',
  ])('refuse a handoff whose page is %s, not one of the app’s own', (to) => {
    expect(decodeHandoff(base64url(JSON.stringify({ ...HANDOFF, to })))).toBeNull();
  });

  it('refuse a payload longer than the cap unread, and do not write one', () => {
    expect(decodeHandoff('A'.repeat(HANDOFF_MAX_LENGTH + 1))).toBeNull();
    const lines = Array.from({ length: 400 }, (_, i) => line(`line-${String(i)}`, ITEMS.kopi, 1));
    expect(encodeHandoff({ ...HANDOFF, cart: cartOf(...lines) })).toBeNull();
  });
});

describe('handoffInHash', () => {
  it('reads the handoff of a fragment, with or without its #', () => {
    expect(handoffInHash('#handoff=abc_-1')).toBe('abc_-1');
    expect(handoffInHash('handoff=abc')).toBe('abc');
    expect(handoffInHash('#other=1&handoff=abc')).toBe('abc');
  });

  it('finds nothing in an empty fragment or one without a handoff', () => {
    expect(handoffInHash('')).toBeNull();
    expect(handoffInHash('#')).toBeNull();
    expect(handoffInHash('#menu')).toBeNull();
  });
});

describe('handoffLink', () => {
  it('puts the handoff in the QR link’s fragment', () => {
    const link = handoffLink('https://host.example/q/Zq4v9ETm', HANDOFF);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://host.example/q/Zq4v9ETm');
    expect(decodeHandoff(handoffInHash(url.hash) ?? '')).toEqual(HANDOFF);
  });

  it('gives the QR link alone when the cart is too big to carry', () => {
    const lines = Array.from({ length: 400 }, (_, i) => line(`line-${String(i)}`, ITEMS.kopi, 1));
    expect(
      handoffLink('https://host.example/q/Zq4v9ETm', { ...HANDOFF, cart: cartOf(...lines) }),
    ).toBe('https://host.example/q/Zq4v9ETm');
  });
});
