import { HttpError } from '../http/http-error';
import type { OutgoingMessage } from '../ports/delivery';

/** A message the carrier did not take: the diner is told and may try again. */
export class DeliveryFailed extends Error {
  constructor(
    readonly channel: OutgoingMessage['channel'],
    options: { cause: unknown },
  ) {
    super(`The ${channel} message was not delivered`, options);
    this.name = 'DeliveryFailed';
  }
}

/** The answer when the carrier did not take a message: 503, and the diner may ask again. */
export function messageNotSent(): HttpError {
  return new HttpError(
    503,
    'We could not send the message. Please try again in a moment.',
    'message_not_sent',
  );
}
