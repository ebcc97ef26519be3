import { createHmac } from 'node:crypto';

/** One notification to deliver: its id, the JSON body, and where to. */
export interface Notification {
  id: string;
  body: string;
}

/** How a provider signs its notifications (the header the merchant verifies). */
export type SignNotification = (body: string, timestampSeconds: number) => Record<string, string>;

/** Stripe's signature: `Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function stripeSignature(secret: string): SignNotification {
  return (body, timestamp) => {
    const signed = createHmac('sha256', secret)
      .update(`${String(timestamp)}.${body}`)
      .digest('hex');
    return { 'stripe-signature': `t=${String(timestamp)},v1=${signed}` };
  };
}

/** What became of a delivery. */
export interface DeliveryRecord {
  id: string;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
}

/**
 * Sends a provider's notifications to the merchant's endpoint, as providers do: signed, in the
 * order they happen, and again after a failure (up to five attempts, 1 s, 5 s, 25 s, 125 s apart).
 * With `automatic: false` (tests) nothing is sent until `deliver` is called, so a test can drop,
 * repeat or reorder notifications.
 */
export class WebhookSender {
  readonly queue: Notification[] = [];
  readonly records = new Map<string, DeliveryRecord>();
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly options: {
      endpoint: () => string | null;
      sign: SignNotification;
      now: () => Date;
      automatic: boolean;
    },
  ) {}

  /** Queues a notification, and sends it at once when delivery is automatic. */
  push(notification: Notification): void {
    this.enqueue(notification);
    if (this.options.automatic) void this.attempt(notification, 0);
  }

  private enqueue(notification: Notification): void {
    this.queue.push(notification);
    this.records.set(notification.id, {
      id: notification.id,
      attempts: 0,
      delivered: false,
      lastStatus: null,
    });
  }

  /**
   * Queues a notification and sends it before returning (a provider that notifies the merchant
   * before it sends the buyer back); after a failure it is retried as any other when delivery is
   * automatic, and waits for `deliver` when not.
   */
  async pushNow(notification: Notification): Promise<void> {
    this.enqueue(notification);
    if (this.options.automatic) await this.attempt(notification, 0);
    else await this.send(notification);
  }

  /** Sends one queued notification now (again, if it was sent before); its HTTP status. */
  async deliver(id: string): Promise<number | null> {
    const notification = this.queue.find((queued) => queued.id === id);
    if (!notification) throw new Error(`no notification ${id}`);
    return this.send(notification);
  }

  /** Sends, in order, every queued notification not delivered yet; their HTTP statuses. */
  async deliverPending(): Promise<(number | null)[]> {
    const statuses: (number | null)[] = [];
    for (const notification of this.queue) {
      if (this.records.get(notification.id)?.delivered) continue;
      statuses.push(await this.send(notification));
    }
    return statuses;
  }

  private async attempt(notification: Notification, tries: number): Promise<void> {
    const status = await this.send(notification);
    if ((status !== null && status < 300) || this.closed || tries >= 4) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.attempt(notification, tries + 1);
      },
      1000 * 5 ** tries,
    );
    timer.unref();
    this.timers.add(timer);
  }

  private async send(notification: Notification): Promise<number | null> {
    const endpoint = this.options.endpoint();
    const record = this.records.get(notification.id);
    if (record) record.attempts += 1;
    if (endpoint === null) return null;
    const timestamp = Math.floor(this.options.now().getTime() / 1000);
    try {
      const answer = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...this.options.sign(notification.body, timestamp),
        },
        body: notification.body,
        signal: AbortSignal.timeout(10_000),
      });
      if (record) {
        record.lastStatus = answer.status;
        record.delivered ||= answer.ok;
      }
      return answer.status;
    } catch {
      return null;
    }
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
