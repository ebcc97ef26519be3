import type { Delivery } from '../ports/delivery';

/**
 * One delivery per channel: e-mail through SMTP when it is configured, the outbox otherwise; SMS
 * through the outbox until a carrier is configured.
 */
export function deliveryByChannel(channels: { email: Delivery; sms: Delivery }): Delivery {
  return {
    send(message) {
      return channels[message.channel].send(message);
    },
  };
}
