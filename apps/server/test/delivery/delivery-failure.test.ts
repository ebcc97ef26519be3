import { describe, expect, it } from 'vitest';
import { smtpFailure } from '../../src/delivery/smtp-delivery';
import { twilioFailure } from '../../src/delivery/twilio-sms';

/* What a carrier's error means for a retry (src/messages): busy is tried again, refused is final. */

describe('an SMTP error', () => {
  it('is final for a 5xx reply and worth a retry for a 4xx one', () => {
    expect(smtpFailure({ responseCode: 550 })).toMatchObject({
      channel: 'email',
      failure: 'refused',
      reason: 'smtp 550',
    });
    expect(smtpFailure({ responseCode: 451 })).toMatchObject({
      failure: 'busy',
      reason: 'smtp 451',
    });
  });

  it('is worth a retry without a reply: refused, dropped or timed out', () => {
    expect(
      smtpFailure(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    ).toMatchObject({ failure: 'busy', reason: 'smtp ECONNREFUSED' });
    expect(smtpFailure(new Error('Greeting never received'))).toMatchObject({
      failure: 'busy',
      reason: 'smtp no reply',
    });
  });
});

describe("Twilio's error", () => {
  it('is worth a retry for 429 and 5xx, final for any other 4xx', () => {
    expect(twilioFailure({ status: 429, code: 20429 })).toMatchObject({
      channel: 'sms',
      failure: 'busy',
      reason: 'twilio 429 20429',
    });
    expect(twilioFailure({ status: 503, code: 20503 })).toMatchObject({ failure: 'busy' });
    expect(twilioFailure({ status: 400, code: 21610 })).toMatchObject({
      failure: 'refused',
      reason: 'twilio 400 21610',
    });
    expect(twilioFailure({ status: 401, code: 20003 })).toMatchObject({ failure: 'refused' });
  });

  it('is worth a retry without an answer', () => {
    expect(twilioFailure(new Error('socket hang up'))).toMatchObject({
      failure: 'busy',
      reason: 'twilio no reply',
    });
  });
});
