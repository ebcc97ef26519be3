import { Mailbox } from '@tabula/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { placeOrder } from '../orders/support/place-order';
import { registeredUser, scannedDiner, signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { pdfTextLines } from '../invoices/support/pdf-text';

const FROM = '"Kopi & Kaya Cafe" <hello@kopi-kaya.example>';

describe('mail settings', () => {
  it('takes SMTP_URL and MAIL_FROM together, and names the one missing', () => {
    const env = { SESSION_SECRET: 'x'.repeat(32), STAFF_TOKEN: 'y'.repeat(16) };
    expect(loadConfig(env).mail).toBeNull();
    expect(
      loadConfig({ ...env, SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: FROM }).mail,
    ).toEqual({ smtpUrl: 'smtp://mail.example:587', from: FROM });
    expect(() => loadConfig({ ...env, SMTP_URL: 'smtp://mail.example:587' })).toThrow(
      /MAIL_FROM: SMTP_URL and MAIL_FROM go together/,
    );
    expect(() => loadConfig({ ...env, MAIL_FROM: FROM })).toThrow(/SMTP_URL: SMTP_URL and/);
    expect(() => loadConfig({ ...env, SMTP_URL: 'http://mail.example', MAIL_FROM: FROM })).toThrow(
      /SMTP_URL: an smtp:\/\/ or smtps:\/\/ address/,
    );
    expect(() =>
      loadConfig({ ...env, SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'nobody' }),
    ).toThrow(/MAIL_FROM: an e-mail address/);
  });
});

describe.each(DATABASE_KINDS)('e-mail through SMTP on %s', (kind) => {
  let t: TestServer;
  const mailbox = new Mailbox();
  beforeAll(async () => {
    const smtpUrl = await mailbox.listen();
    t = await startTestServer(kind, { mail: { smtpUrl, from: FROM } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  beforeEach(() => {
    mailbox.refusing = null;
  });

  const mailTo = (address: string) =>
    mailbox.mails
      .filter((mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(address))
      .at(-1);

  it('sends the sign-in code in the diner’s language, as text and HTML, and the code signs in', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const asked = await diner.post(
      '/users/verifications',
      { verification: { email: user.mail } },
      { 'accept-language': 'ar' },
    );
    expect(asked.status).toBe(204);
    const mail = mailTo(user.mail);
    expect(mail?.from?.text).toBe(FROM);
    expect(mail?.subject).toBe('رمز تسجيل الدخول إلى Kopi & Kaya Cafe');
    expect(mail?.headers.get('content-language')).toBe('ar');
    const code = /^(\d{4}) هو رمز تسجيل الدخول إلى Kopi & Kaya Cafe\./.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(mail?.html).toContain(`dir="rtl"`);
    expect(mail?.html).toContain(`>${code ?? ''}</p>`);
    expect(mail?.html).toContain('Kopi &amp; Kaya Cafe');
    // Nothing kept in the outbox when mail leaves through SMTP.
    expect(t.messages).toHaveLength(0);

    const signedIn = await diner.post<{ user: { id: number } }>('/users/sign_in', {
      user: { email: user.mail, otp: code },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(user.id);
    expect(mailbox.secure.every(Boolean)).toBe(true);
  });

  it('sends the invoice with its PDF attached, in the diner’s language', async () => {
    const { diner } = await signedInDiner(t);
    const { order } = await placeOrder(t, diner, 'cafe', [{ item: t.seed.cafe.items.laksa ?? 0 }]);
    const sent = await diner.post(
      `/invoices/${String(order.sapaadOrderId)}/email-invoice`,
      { sapaad_order_id: order.sapaadOrderId, email: 'friend@example.com' },
      { 'accept-language': 'zh-CN' },
    );
    expect(sent.status).toBe(204);
    const mail = mailTo('friend@example.com');
    expect(mail?.subject).toBe(`您在 Kopi & Kaya Cafe 的订单 ${order.orderNumber} 的发票`);
    expect(mail?.text?.trim()).toBe(`感谢您的订单 ${order.orderNumber}。发票已附在邮件中。`);
    expect(mail?.html).toContain('lang="zh"');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toBe(`invoice-${String(order.sapaadOrderId)}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(await pdfTextLines(attachment?.content ?? Buffer.alloc(0))).toContain(
      '1 x 叻沙 SGD 9.80',
    );
  });

  it('answers 503 message_not_sent when the mail server refuses for good (550), and the diner may ask again at once', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    mailbox.refusing = 550;
    const refused = await diner.post<{ error: string; error_id: string }>('/users/verifications', {
      verification: { email: user.mail },
    });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({
      error_id: 'message_not_sent',
      error: 'We could not send the message. Please try again in a moment.',
    });
    expect(mailTo(user.mail)).toBeUndefined();
    // Refused for good: nothing is tried again.
    mailbox.refusing = null;
    t.clock.advance(60_000);
    await t.messageSchedule.runOnce();
    expect(mailTo(user.mail)).toBeUndefined();

    // The code nobody received was taken back: no 30 s wait before the next one.
    const again = await diner.post('/users/verifications', { verification: { email: user.mail } });
    expect(again.status).toBe(204);
    expect(mailTo(user.mail)?.text).toMatch(/^\d{4} is your Kopi & Kaya Cafe sign-in code\./);
  });

  it('tries a busy mail server (451) again 5 s later, and the code that arrives then signs in', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    mailbox.refusing = 451;
    const asked = await diner.post('/users/verifications', { verification: { email: user.mail } });
    // The code is on its way: the diner waits for it as for any code.
    expect(asked.status).toBe(204);
    expect(mailTo(user.mail)).toBeUndefined();
    // Not before its time.
    t.clock.advance(4_000);
    await t.messageSchedule.runOnce();
    expect(mailTo(user.mail)).toBeUndefined();
    mailbox.refusing = null;
    t.clock.advance(1_000);
    expect(await t.messageSchedule.runOnce()).toBe(1);
    const code = /^(\d{4}) is your/.exec(mailTo(user.mail)?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    // Sent once: the next tick has nothing to send.
    t.clock.advance(60_000);
    expect(await t.messageSchedule.runOnce()).toBe(0);
    expect(mailbox.mailsTo(user.mail)).toHaveLength(1);
    const signedIn = await diner.post('/users/sign_in', { user: { email: user.mail, otp: code } });
    expect(signedIn.status).toBe(200);
  });

  it('stops after the last retry of a busy mail server, and a newer code cancels the waiting one', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    mailbox.refusing = 451;
    expect(
      (await diner.post('/users/verifications', { verification: { email: user.mail } })).status,
    ).toBe(204);
    // 5 s, then 15 s: the third attempt fails too, and the message is given up.
    t.clock.advance(5_000);
    await t.messageSchedule.runOnce();
    t.clock.advance(15_000);
    await t.messageSchedule.runOnce();
    mailbox.refusing = null;
    t.clock.advance(60_000);
    expect(await t.messageSchedule.runOnce()).toBe(0);
    expect(mailTo(user.mail)).toBeUndefined();

    // A code waiting for its retry is cancelled by the next one: only the new code arrives.
    mailbox.refusing = 451;
    expect(
      (await diner.post('/users/verifications', { verification: { email: user.mail } })).status,
    ).toBe(204);
    mailbox.refusing = null;
    t.clock.advance(30_000);
    expect(
      (await diner.post('/users/verifications', { verification: { email: user.mail } })).status,
    ).toBe(204);
    t.clock.advance(60_000);
    expect(await t.messageSchedule.runOnce()).toBe(0);
    expect(mailbox.mailsTo(user.mail)).toHaveLength(1);
  });
});
