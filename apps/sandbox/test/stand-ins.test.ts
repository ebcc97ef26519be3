import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox, TwilioStandIn } from '../src/index';

describe('Mailbox, a mail server reached through SMTP_URL', () => {
  const mailbox = new Mailbox();
  let url = '';
  beforeAll(async () => {
    url = await mailbox.listen();
  });
  afterAll(() => mailbox.close());

  const send = (to: string, smtpUrl = url) =>
    createTransport(smtpUrl).sendMail({
      from: 'hello@kopi-kaya.example',
      to,
      subject: 'Your code',
      text: '1234 is your code',
      html: '<p>1234 is your code</p>',
    });

  it('takes a message over STARTTLS with its login, and keeps both parts', async () => {
    await send('nadia@example.com');
    const [mail] = mailbox.mailsTo('nadia@example.com');
    expect(mail?.subject).toBe('Your code');
    expect(mail?.text?.trim()).toBe('1234 is your code');
    expect(mail?.html).toContain('<p>1234 is your code</p>');
    expect(mailbox.secure.at(-1)).toBe(true);
    expect(mailbox.mailsTo('someone@example.com')).toEqual([]);
  });

  it('refuses a wrong login, and answers 451 or 550 while told to', async () => {
    await expect(send('ravi@example.com', url.replace('mail-secret', 'wrong'))).rejects.toThrow();
    mailbox.refusing = 550;
    await expect(send('ravi@example.com')).rejects.toMatchObject({ responseCode: 550 });
    mailbox.refusing = 451;
    await expect(send('ravi@example.com')).rejects.toMatchObject({ responseCode: 451 });
    mailbox.refusing = null;
    expect(mailbox.mailsTo('ravi@example.com')).toEqual([]);
  });
});

describe("TwilioStandIn, Twilio's messaging API reached through TWILIO_API_URL", () => {
  const account = { accountSid: `AC${'0'.repeat(32)}`, authToken: 'twilio-token' };
  const twilio = new TwilioStandIn(account);
  let url = '';
  beforeAll(async () => {
    url = await twilio.listen();
  });
  afterAll(() => twilio.close());

  const post = (fields: Record<string, string>, token = account.authToken) =>
    fetch(`${url}/2010-04-01/Accounts/${account.accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${account.accountSid}:${token}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
    });

  it('takes a message as Twilio does, and answers 201 with it', async () => {
    const answer = await post({
      To: '+6598127419',
      From: '+15005550006',
      Body: '1234 is your code',
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ to: '+6598127419', status: 'queued' });
    expect(twilio.taken.at(-1)).toMatchObject({ to: '+6598127419', body: '1234 is your code' });
  });

  it("answers Twilio's errors: 401, 400 21211, 503 while busy, 400 21610 while refused", async () => {
    const count = twilio.taken.length;
    expect((await post({ To: '+6598127419', Body: 'x' }, 'wrong')).status).toBe(401);
    const invalid = await post({ To: '98127419', Body: 'x' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 21211 });
    twilio.refusing = 'busy';
    expect((await post({ To: '+6598127419', Body: 'x' })).status).toBe(503);
    twilio.refusing = 'refused';
    expect(await (await post({ To: '+6598127419', Body: 'x' })).json()).toMatchObject({
      code: 21610,
    });
    twilio.refusing = false;
    expect(twilio.taken).toHaveLength(count);
  });
});
