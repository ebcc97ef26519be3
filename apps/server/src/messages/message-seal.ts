import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { OutgoingMessage } from '../ports/delivery';

/** The sealed form: version, IV, tag and ciphertext, each base64url, joined by dots. */
const VERSION = 'v1';

/** The message key, derived from the session secret for this use only. */
function messageKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'tabula', 'outgoing messages v1', 32));
}

/** What is sealed: the message, its attachment's bytes as base64. */
interface SealedShape extends Omit<OutgoingMessage, 'attachment'> {
  attachment?: { fileName: string; contentType: string; content: string };
}

/**
 * Seals a message for its row in `outgoing_messages` (AES-256-GCM under a key derived from the
 * session secret): a sign-in code waiting for its retry is never readable in the database, its
 * dumps or its backups.
 */
export function sealMessage(secret: string, message: OutgoingMessage): string {
  const { attachment, ...text } = message;
  const shape: SealedShape =
    attachment === undefined
      ? text
      : { ...text, attachment: { ...attachment, content: attachment.content.toString('base64') } };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', messageKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(shape), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * Opens what {@link sealMessage} sealed.
 *
 * @throws Error when it was sealed under another secret, altered, or is not a sealed message.
 */
export function openMessage(secret: string, sealed: string): OutgoingMessage {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
    throw new Error('Not a sealed message');
  }
  const decipher = createDecipheriv(
    'aes-256-gcm',
    messageKey(secret),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
  const { attachment, ...rest } = JSON.parse(text) as SealedShape;
  return attachment === undefined
    ? rest
    : {
        ...rest,
        attachment: { ...attachment, content: Buffer.from(attachment.content, 'base64') },
      };
}
