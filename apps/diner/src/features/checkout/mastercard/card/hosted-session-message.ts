/** The `source` of the hosted card form's message (the card sandbox's mastercard-pages.ts). */
export const HOSTED_SESSION_SOURCE = 'mastercard-hosted-session';

/**
 * Whether a window message is the hosted card form's "card saved" for this session: it must come
 * from the form's own origin (not any page that could post to the app) and name the session.
 * Mirrors MPGS session.js's `formSessionUpdate` callback with status `ok`.
 */
export function isCardSaved(event: MessageEvent, formUrl: string, sessionId: string): boolean {
  if (event.origin !== new URL(formUrl).origin) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.source === HOSTED_SESSION_SOURCE &&
    message.status === 'ok' &&
    message.session_id === sessionId
  );
}
