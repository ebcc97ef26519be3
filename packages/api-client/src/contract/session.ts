import { z } from 'zod';
import { dineModeSchema, sessionSchema } from '../schemas/index';
import { defineEndpoint } from './endpoint';

/** The body of the dine mode update: the mode the diner chose. */
// spec: A§7 POST /dine_modes/update_session with type
export const updateDineModeBodySchema = z.object({ type: dineModeSchema });

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
} as const;
