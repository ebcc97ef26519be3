import { z } from 'zod';
import { dineModeSchema, sessionSchema, urlSchema } from '../schemas/index';
import { defineEndpoint } from './endpoint';

/** The body of the dine mode update: the mode the diner chose. */
// spec: A§7 POST /dine_modes/update_session with type
export const updateDineModeBodySchema = z.object({ type: dineModeSchema });

/**
 * The answer of the entry link: the `/q/{token}` link of the QR code at the session's place (its
 * table's code, or the counter's), which starts a session there in another browser (issue 33).
 */
export const entryLinkResponseSchema = z.object({ url: urlSchema });

/** The session calls. */
export const session = {
  updateDineMode: defineEndpoint({
    name: 'session.updateDineMode',
    method: 'POST',
    path: '/dine_modes/update_session',
    body: updateDineModeBodySchema,
    response: z.object({ session: sessionSchema }),
    source: 'A§7',
    choice: 'response: { session } with the new dine_mode',
  }),
  entryLink: defineEndpoint({
    name: 'session.entryLink',
    method: 'GET',
    path: '/session/entry-link',
    response: entryLinkResponseSchema,
    source: 'A§7',
    choice:
      "path: the spec does not show a call for the session's QR link (issue 33), /session/entry-link: the /q/{token} link of the open QR code at the session's place (its table's code, or the outlet's counter code with the session's qr_source, qr_type and dine mode), so an in-app browser's Copy link starts a session at the same place in the phone's own browser; 404 no_entry_link when the place has no open code (retired); response: { url }",
  }),
} as const;
