import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config/config';
import type { Delivery } from '../ports/delivery';
import { DeliveryFailed } from './delivery-failed';

/**
 * E-mail through an SMTP server (nodemailer): `smtp://` upgrades to TLS with STARTTLS where the
 * server offers it, `smtps://` speaks TLS from the start. Each message goes with a plain-text part
 * and, when it has one, an HTML part, in the diner's language (`Content-Language`), with its
 * attachment (the invoice PDF). The SMTP server's refusal or silence is a {@link DeliveryFailed};
 * the message's text (a sign-in code) is never logged.
 */
export function smtpDelivery(settings: MailSettings): Delivery {
  const transport = createTransport(settings.smtpUrl, {
    // our choice: a stuck SMTP server fails the send in seconds instead of holding the diner.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      if (message.channel !== 'email') {
        throw new Error(`smtpDelivery sends e-mail, not ${message.channel}`);
      }
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.body,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.language === undefined
            ? {}
            : { headers: { 'Content-Language': message.language } }),
          attachments:
            message.attachment === undefined
              ? []
              : [
                  {
                    filename: message.attachment.fileName,
                    contentType: message.attachment.contentType,
                    content: message.attachment.content,
                  },
                ],
        });
      } catch (cause) {
        throw smtpFailure(cause);
      }
    },
  };
}

/**
 * What an SMTP error means for a retry: a 5xx reply is final (RFC 5321, a permanent negative
 * completion), a 4xx reply or no reply at all (a refused or dropped connection, a timeout) is
 * worth another try.
 */
export function smtpFailure(cause: unknown): DeliveryFailed {
  const code = (cause as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === 'number') {
    return new DeliveryFailed('email', code >= 500 ? 'refused' : 'busy', `smtp ${String(code)}`, {
      cause,
    });
  }
  const errno = (cause as { code?: unknown } | null)?.code;
  return new DeliveryFailed(
    'email',
    'busy',
    `smtp ${typeof errno === 'string' ? errno : 'no reply'}`,
    {
      cause,
    },
  );
}
