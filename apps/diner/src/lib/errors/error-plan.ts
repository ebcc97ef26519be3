import type { MessageDescriptor } from '@lingui/core';
import type { ErrorId, ErrorTextKey, ResolvedError } from '@tabula/api-client';
import { errorMessage } from './error-messages';

/** What the popup host does with one error of the queue. */
export interface ErrorPlan {
  /** Whether a popup shows; when not, the plan's steps run and the entry leaves the queue. */
  visible: boolean;
  title: MessageDescriptor;
  /** The server's (or provider's) text when the entry shows it, else the entry's message. */
  message: MessageDescriptor | string;
  details: MessageDescriptor | null;
  button: MessageDescriptor;
  /** A redirect that happens by itself: after the entry's delay, or at once when nothing shows. */
  autoRedirect: { to: string; delayMs: number } | null;
  /** Where the button goes; null when it only closes the popup. */
  pressRedirect: string | null;
  /** Clear the cart as the entry comes up (A§8 items not in the current menu). */
  clearCart: boolean;
  /** The entry to show after this one (a payment's authentication error, then the failure). */
  next: ErrorId | null;
  /** Write the entry to the console: the diner sees nothing (A§8 "logged only"). */
  log: boolean;
}

const SHOWN = new Set(['popup', 'page', 'overlay']);

/** The message with the values of its placeholders, read from the server's refusal. */
function withValues(message: MessageDescriptor, resolved: ResolvedError): MessageDescriptor {
  const values = resolved.values ?? {};
  return Object.keys(values).length === 0 ? message : { ...message, values };
}

/** The text key of an entry's details: no entry names details today, the popup shows any that will. */
function detailsKeyOf(entry: { readonly detailsKey?: ErrorTextKey }): ErrorTextKey | undefined {
  return entry.detailsKey;
}

/**
 * Turns a resolved error into what the host shows and does (A§8: a title, a message, optional
 * details and one button that closes the popup or redirects). Inline, warning and hidden entries
 * show no popup: their screens draw them, or only their action runs.
 */
export function planError(resolved: ResolvedError): ErrorPlan {
  const { entry, serverMessage } = resolved;
  const detailsKey = detailsKeyOf(entry);
  const visible = SHOWN.has(entry.presentation);
  const { action } = entry;
  let autoRedirect: ErrorPlan['autoRedirect'] = null;
  let pressRedirect: string | null = null;
  if (action.type === 'redirect') {
    // spec: A§8 the button redirects; B§2 a failed payment returns by itself after 5 s.
    if (action.delayMs !== undefined) autoRedirect = { to: action.to, delayMs: action.delayMs };
    else if (!visible) autoRedirect = { to: action.to, delayMs: 0 };
    if (visible) pressRedirect = action.to;
  } else if (action.type === 'return_to_menu') {
    pressRedirect = '/';
  }
  return {
    visible,
    title: errorMessage(entry.titleKey, 'title'),
    message: serverMessage ?? withValues(errorMessage(entry.messageKey, 'message'), resolved),
    details: detailsKey === undefined ? null : errorMessage(detailsKey, 'message'),
    button: errorMessage(entry.buttonKey ?? 'button.close', 'button'),
    autoRedirect,
    pressRedirect,
    clearCart: action.type === 'clear_cart',
    next: action.type === 'show_next' ? action.next : null,
    log: action.type === 'silent' && resolved.id !== 'request_cancelled',
  };
}
