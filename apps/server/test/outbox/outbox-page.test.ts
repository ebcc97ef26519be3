import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDelivery } from '../../src/features/outbox/delivery';
import { registerOutboxPage } from '../../src/features/outbox/register';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';

describe.each(DATABASE_KINDS)('outbox page on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('lists nothing yet, and reloads itself every 5 seconds', async () => {
    const response = await fetch(`${t.url}/dev/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('No messages yet');
  });

  it('lists the stored messages newest first, every text escaped', async () => {
    const delivery = outboxDelivery(t.context.db);
    await delivery.send({ channel: 'sms', to: '+6591234567', body: 'Your code is 1234' });
    await delivery.send({
      channel: 'email',
      to: 'mei@example.com',
      subject: 'Invoice <b>#42</b>',
      body: '<script>alert("x")</script> & more',
      attachment: {
        fileName: 'invoice-42.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.4 demo'),
      },
    });
    const html = await (await fetch(`${t.url}/dev/outbox`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; more');
    expect(html).toContain('Invoice &#60;b&#62;#42&#60;/b&#62;');
    expect(html.indexOf('mei@example.com')).toBeLessThan(html.indexOf('+6591234567'));
    expect(html).toContain('Your code is 1234');
    expect(html).toMatch(/href="\/dev\/outbox\/\d+\/attachment">invoice-42\.pdf<\/a>/);
  });

  it('downloads an attachment with its bytes', async () => {
    const html = await (await fetch(`${t.url}/dev/outbox`)).text();
    const link = /href="(\/dev\/outbox\/\d+\/attachment)"/.exec(html)?.[1];
    expect(link).toBeDefined();
    const response = await fetch(`${t.url}${link ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="invoice-42.pdf"',
    );
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-1.4 demo');
  });

  it('answers 404 for a message without an attachment or an unknown one, 400 for a bad id', async () => {
    const html = await (await fetch(`${t.url}/dev/outbox`)).text();
    const ids = [...html.matchAll(/<tr>\s*<td><time/g)].length;
    expect(ids).toBe(2);
    const smsId = await firstMessageIdWithoutAttachment();
    const none = await fetch(`${t.url}/dev/outbox/${String(smsId)}/attachment`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error_id: string }).error_id).toBe('not_found');
    expect((await fetch(`${t.url}/dev/outbox/999999/attachment`)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await fetch(`${t.url}/dev/outbox/${bad}/attachment`);
      expect(response.status, bad).toBe(400);
    }
  });

  async function firstMessageIdWithoutAttachment(): Promise<number> {
    const { outbox } = await import('../../src/db/schema');
    const { isNull } = await import('drizzle-orm');
    const [row] = await t.context.db.select().from(outbox).where(isNull(outbox.attachmentName));
    if (!row) throw new Error('no plain message');
    return row.id;
  }

  describe('who may read it', () => {
    const fromNetwork = (headers: Record<string, string> = {}, url = '/dev/outbox') =>
      t.server.inject({ method: 'GET', url, remoteAddress: '10.0.0.5', headers });
    const basic = (password: string) =>
      `Basic ${Buffer.from(`staff:${password}`).toString('base64')}`;

    it('refuses a request from another machine, the attachment too, and asks for the token', async () => {
      const page = await fromNetwork();
      expect(page.statusCode).toBe(401);
      expect(page.headers['www-authenticate']).toBe('Basic realm="outbox"');
      expect(page.json<{ error_id: string }>().error_id).toBe('outbox_unauthorized');
      expect(page.body).not.toContain('Your code is');
      expect((await fromNetwork({}, '/dev/outbox/1/attachment')).statusCode).toBe(401);
    });

    it('refuses another machine with a wrong token', async () => {
      expect((await fromNetwork({ authorization: 'Bearer not-the-staff-token' })).statusCode).toBe(
        401,
      );
      expect((await fromNetwork({ authorization: basic('not-the-staff-token') })).statusCode).toBe(
        401,
      );
    });

    it('serves another machine that sends the staff token, as a bearer or as a password', async () => {
      const bearer = await fromNetwork({ authorization: `Bearer ${t.staffToken}` });
      expect(bearer.statusCode).toBe(200);
      expect(bearer.body).toContain('Your code is 1234');
      expect((await fromNetwork({ authorization: basic(t.staffToken) })).statusCode).toBe(200);
    });

    it('serves this machine (IPv4 and IPv6 loopback) without a token', async () => {
      const overHttp = await fetch(`${t.url}/dev/outbox`);
      expect(overHttp.status).toBe(200);
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const page = await t.server.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
        expect(page.statusCode, remoteAddress).toBe(200);
      }
    });

    it('refuses a request a proxy on this machine relays, without the token', async () => {
      const relayed = await fetch(`${t.url}/dev/outbox`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(relayed.status).toBe(401);
      const forwarded = await fetch(`${t.url}/dev/outbox`, {
        headers: { forwarded: 'for=203.0.113.9' },
      });
      expect(forwarded.status).toBe(401);
      const withToken = await fetch(`${t.url}/dev/outbox`, {
        headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${t.staffToken}` },
      });
      expect(withToken.status).toBe(200);
    });
  });

  it('is not served in production', async () => {
    const server = Fastify();
    registerOutboxPage(server, t.context, { NODE_ENV: 'production' });
    try {
      expect((await server.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
