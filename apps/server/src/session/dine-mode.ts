import { dineModeSchema, type DineMode } from '@tabula/api-client';
import type { SessionRecord } from './session-store';

/**
 * The session's Eat In or Take Out at a counter (A§3 Session dine_mode), read from its stored
 * text; null when none was chosen or the stored value is none of the two.
 */
export function sessionDineMode(session: Pick<SessionRecord, 'dineMode'>): DineMode | null {
  const parsed = dineModeSchema.safeParse(session.dineMode);
  return parsed.success ? parsed.data : null;
}
