import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the stand-in took, as Twilio's API received it. */
export interface TakenSms {
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/**
 * A stand-in of Twilio's Programmable Messaging API for tests: `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json` with Basic auth (the account SID and its auth
 * token) and a form body, answered as Twilio answers: 201 with the message, 401 for wrong
 * credentials, 400 with Twilio's error 21211 for a number that is not E.164, 503 while
 * `refusing` is `busy` and 400 with 21610 while it is `refused`. The SDK reaches it through TWILIO_API_URL.
 */
export class TwilioStandIn {
  readonly taken: TakenSms[] = [];
  /** `busy`: 503, Twilio down for a while; `refused`: 400 21610, a recipient who opted out. */
  refusing: 'busy' | 'refused' | false = false;
  private readonly server: Server;

  constructor(private readonly credentials: { accountSid: string; authToken: string }) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        const path = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(
          request.url ?? '',
        );
        if (request.method !== 'POST' || path === null) {
          answer(404, {
            code: 20404,
            message: 'The requested resource was not found',
            status: 404,
          });
          return;
        }
        const expected = Buffer.from(
          `${this.credentials.accountSid}:${this.credentials.authToken}`,
        ).toString('base64');
        if (
          request.headers.authorization !== `Basic ${expected}` ||
          path[1] !== this.credentials.accountSid
        ) {
          answer(401, { code: 20003, message: 'Authenticate', status: 401 });
          return;
        }
        if (this.refusing === 'busy') {
          answer(503, { code: 20503, message: 'Service unavailable', status: 503 });
          return;
        }
        if (this.refusing === 'refused') {
          answer(400, {
            code: 21610,
            message: 'Attempt to send to unsubscribed recipient',
            more_info: 'https://www.twilio.com/docs/errors/21610',
            status: 400,
          });
          return;
        }
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const to = form.get('To') ?? '';
        if (!/^\+\d{6,15}$/.test(to)) {
          answer(400, {
            code: 21211,
            message: `The 'To' number ${to} is not a valid phone number.`,
            more_info: 'https://www.twilio.com/docs/errors/21211',
            status: 400,
          });
          return;
        }
        const sms: TakenSms = {
          accountSid: path[1],
          to,
          from: form.get('From'),
          messagingServiceSid: form.get('MessagingServiceSid'),
          body: form.get('Body') ?? '',
        };
        this.taken.push(sms);
        answer(201, {
          sid: `SM${randomBytes(16).toString('hex')}`,
          account_sid: sms.accountSid,
          to: sms.to,
          from: sms.from,
          messaging_service_sid: sms.messagingServiceSid,
          body: sms.body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: new Date().toUTCString(),
        });
      });
    });
  }

  /** Listens on a free port; returns the address for TWILIO_API_URL. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => {
      this.server.listen(0, '127.0.0.1', resolve);
    });
    return `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }
}
