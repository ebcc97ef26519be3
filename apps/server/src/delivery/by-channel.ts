import type { Delivery } from '../ports/delivery';

/**
 * One delivery per channel: e-mail through SMTP and SMS through Twilio when they are configured,
 * the outbox otherwise (app.ts).
 */
export function deliveryByChannel(channels: { email: Delivery; sms: Delivery }): Delivery {
  return {
    send(message) {
      return channels[message.channel].send(message);
    },
  };
}
