import { describe, expect, it } from 'vitest';
import { payUContact } from '../utils/pay-u-contact';

describe('payUContact (B§5)', () => {
  it("uses the account's name and e-mail when it has them", () => {
    expect(
      payUContact({ name: 'Mei Lin', email: 'mei@example.com' }, { name: '', email: '' }),
    ).toEqual({ ok: true, name: 'Mei Lin', email: 'mei@example.com' });
  });

  it('asks a guest for a name and a valid e-mail', () => {
    const guest = { name: null, email: null };
    expect(payUContact(guest, { name: ' ', email: 'not-an-email' })).toEqual({
      ok: false,
      nameMissing: true,
      emailInvalid: true,
    });
    expect(payUContact(guest, { name: 'Ali', email: 'ali@example.com ' })).toEqual({
      ok: true,
      name: 'Ali',
      email: 'ali@example.com',
    });
  });
});
