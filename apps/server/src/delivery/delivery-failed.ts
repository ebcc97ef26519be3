import { HttpError } from '../http/http-error';
import type { OutgoingMessage } from '../ports/delivery';

/**
 * Whether trying again may help: `busy` for a carrier that is unreachable, slow or asks to try
 * later (an SMTP 4xx, Twilio's 429 or 5xx, a dropped connection); `refused` for an answer that
 * will not change (an SMTP 5xx such as an unknown mailbox, Twilio's 4xx such as a number it
 * cannot reach, wrong credentials).
 */
export type DeliveryFailure = 'busy' | 'refused';

/** A message the carrier did not take: retried while it is only busy (src/messages). */
export class DeliveryFailed extends Error {
  constructor(
    readonly channel: OutgoingMessage['channel'],
    readonly failure: DeliveryFailure,
    /** The carrier's answer as a short code for the records (`smtp 451`), never the text sent. */
    readonly reason: string,
    options: { cause: unknown },
  ) {
    super(`The ${channel} message was not delivered (${failure}: ${reason})`, options);
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
