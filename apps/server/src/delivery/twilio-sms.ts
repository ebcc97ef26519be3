import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient';
import type { SmsSettings } from '../config/config';
import type { Delivery } from '../ports/delivery';
import { DeliveryFailed } from './delivery-failed';

/** Twilio's API, as its SDK addresses it. */
const TWILIO_API = 'https://api.twilio.com';

/**
 * The SDK's own HTTP client, sending to another address for Twilio's API (a stand-in in tests):
 * Twilio's documented way to point its SDK elsewhere is a custom HTTP client.
 */
class ElsewhereRequestClient extends twilio.RequestClient {
  constructor(
    private readonly apiUrl: string,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(options: TwilioRequestClient.RequestOptions<TData>) {
    const uri = options.uri.startsWith(TWILIO_API)
      ? `${this.apiUrl}${options.uri.slice(TWILIO_API.length)}`
      : options.uri;
    return super.request<TData>({ ...options, uri });
  }
}

/**
 * SMS through Twilio's official SDK (the Programmable Messaging API): one message per code, from
 * the configured number, sender id or Messaging Service. Twilio's refusal (a number it cannot
 * reach, a suspended account) or silence is a {@link DeliveryFailed}; the text is never logged.
 */
// our choice: Twilio, for its official Node SDK and its reach in Singapore, Malaysia and the Gulf.
export function twilioSmsDelivery(settings: SmsSettings): Delivery {
  // our choice: a stuck API fails the send in 10 s rather than holding the diner.
  const http = { timeout: 10_000 };
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient:
      settings.apiUrl === null
        ? new twilio.RequestClient(http)
        : new ElsewhereRequestClient(settings.apiUrl, http),
  });
  const sender = settings.from.startsWith('MG')
    ? { messagingServiceSid: settings.from }
    : { from: settings.from };
  return {
    async send(message) {
      if (message.channel !== 'sms') {
        throw new Error(`twilioSmsDelivery sends SMS, not ${message.channel}`);
      }
      try {
        await client.messages.create({ to: message.to, body: message.body, ...sender });
      } catch (cause) {
        throw twilioFailure(cause);
      }
    },
  };
}

/**
 * What the SDK's error means for a retry: Twilio's 429 (too many requests) and 5xx, or no answer
 * at all, are worth another try; any other 4xx (a number it cannot reach, wrong credentials, a
 * suspended account) is final.
 */
export function twilioFailure(cause: unknown): DeliveryFailed {
  const error = cause as { status?: unknown; code?: unknown } | null;
  const status = error?.status;
  if (typeof status === 'number') {
    const busy = status === 429 || status >= 500;
    const code = typeof error?.code === 'number' ? ` ${String(error.code)}` : '';
    return new DeliveryFailed('sms', busy ? 'busy' : 'refused', `twilio ${String(status)}${code}`, {
      cause,
    });
  }
  return new DeliveryFailed('sms', 'busy', 'twilio no reply', { cause });
}
