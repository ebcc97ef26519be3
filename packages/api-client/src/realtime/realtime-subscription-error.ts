import type { ChannelName } from '../events/index';

/** The server refused a subscription: `reason` is its error text. */
export class RealtimeSubscriptionError extends Error {
  /** The channel the server refused. */
  readonly channel: ChannelName;
  /** The server's error text, e.g. `forbidden`. */
  readonly reason: string;

  constructor(channel: ChannelName, reason: string) {
    super(`The server refused the subscription to ${channel}: ${reason}`);
    this.name = 'RealtimeSubscriptionError';
    this.channel = channel;
    this.reason = reason;
  }
}
