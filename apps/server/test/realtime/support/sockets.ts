import {
  SOCKET_EVENTS,
  parseEventEnvelope,
  type ParsedEventEnvelope,
  type SubscriptionAck,
} from '@tabula/api-client';
import { io, type Socket } from 'socket.io-client';
import type { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';

/** How long a test waits for an answer or an event before it fails. */
const WAIT_MS = 5000;

/**
 * A socket.io connection as the app opens it (websocket transport), carrying the diner's session
 * cookie, or no cookie at all; `cookie` overrides the header (a forged cookie).
 */
export async function connect(
  t: TestServer,
  as: { diner?: Diner; cookie?: string } = {},
): Promise<Socket> {
  const cookie = as.cookie ?? as.diner?.cookieHeader();
  const socket = io(t.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(cookie === undefined ? {} : { extraHeaders: { cookie } }),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => {
      resolve();
    });
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Emits subscribe (or unsubscribe) and waits for the server's ack. */
export async function subscribe(
  socket: Socket,
  request: unknown,
  event: 'subscribe' | 'unsubscribe' = 'subscribe',
): Promise<SubscriptionAck> {
  return (await socket
    .timeout(WAIT_MS)
    .emitWithAck(SOCKET_EVENTS[event], request)) as SubscriptionAck;
}

/**
 * Every live event a socket receives, each envelope parsed with the api-client's
 * parseEventEnvelope (a payload the contract refuses is kept as a failure, and fails the test).
 */
export class EventLog {
  readonly events: ParsedEventEnvelope[] = [];
  readonly invalid: unknown[] = [];
  private waiters: (() => void)[] = [];

  constructor(socket: Socket) {
    socket.on(SOCKET_EVENTS.event, (raw: unknown) => {
      const parsed = parseEventEnvelope(raw);
      if (parsed.success) this.events.push(parsed.data);
      else this.invalid.push(raw);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Events of one channel. */
  on(channel: string): ParsedEventEnvelope[] {
    return this.events.filter((envelope) => envelope.channel === channel);
  }

  /** Waits for the first event (already received or to come) that matches. */
  async waitFor(
    match: (envelope: ParsedEventEnvelope) => boolean,
    what = 'an event',
  ): Promise<ParsedEventEnvelope> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
