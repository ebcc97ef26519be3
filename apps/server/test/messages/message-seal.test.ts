import { describe, expect, it } from 'vitest';
import { openMessage, sealMessage } from '../../src/messages/message-seal';
import type { OutgoingMessage } from '../../src/ports/delivery';

const SECRET = 'test-session-secret-0123456789-abcdefghijklmnop';

const CODE: OutgoingMessage = {
  channel: 'sms',
  to: '+6591234567',
  body: '4821 is your Kopi & Kaya Cafe sign-in code.',
  language: 'en',
};

describe('sealed messages', () => {
  it('opens what it sealed, an attachment’s bytes too, and shows none of the text', () => {
    const invoice: OutgoingMessage = {
      channel: 'email',
      to: 'diner@example.com',
      subject: 'Your invoice',
      body: 'Thank you.',
      html: '<p>Thank you.</p>',
      attachment: {
        fileName: 'invoice-7.pdf',
        contentType: 'application/pdf',
        content: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]),
      },
    };
    expect(openMessage(SECRET, sealMessage(SECRET, invoice))).toEqual(invoice);
    const sealed = sealMessage(SECRET, CODE);
    expect(openMessage(SECRET, sealed)).toEqual(CODE);
    expect(sealed).not.toContain('4821');
    expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString('latin1')).not.toContain(
      '4821',
    );
    // A fresh IV each time: the same message never seals the same way twice.
    expect(sealMessage(SECRET, CODE)).not.toBe(sealed);
  });

  it('refuses a message sealed under another secret, altered, or not sealed at all', () => {
    const sealed = sealMessage(SECRET, CODE);
    expect(() => openMessage(`${SECRET}-other`, sealed)).toThrow();
    const [version, iv, tag, data = ''] = sealed.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      openMessage(SECRET, [version, iv, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => openMessage(SECRET, 'not sealed')).toThrow(/Not a sealed message/);
  });
});
