import { parseChannelName } from '@tabula/api-client';
import type { Socket } from 'socket.io';
import type { AppContext } from '../../app-context';
import { channelOfRoom } from '../../ports/realtime-publisher';
import { loadSession } from '../../session/session-store';
import { channelRooms } from './channel-access';

/**
 * How long a dropped socket's rooms and missed events are kept for its return (socket.io's
 * connection-state recovery): a phone that loses its link for a moment, or whose server stopped,
 * is sent what it missed instead of reading everything again. our choice: 2 minutes covers a
 * lift, a tunnel or a server restart; beyond it the app reads the state afresh (onResync).
 */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * Grants a resumed diner socket its rooms again from the database: socket.io restores the rooms
 * it had when its link dropped, but in between the diner may have been dismissed from the tab or
 * admitted to it. Each channel it was hearing is checked again as a subscription is
 * (channel-access.ts): rooms no longer allowed are left, rooms now allowed are joined.
 */
export async function regrantRooms(
  app: AppContext,
  socket: Socket,
  sessionId: string | null,
): Promise<void> {
  const held = [...socket.rooms].filter((room) => room !== socket.id);
  const channels = new Set(held.map(channelOfRoom));
  if (channels.size === 0) return;
  const session = sessionId === null ? null : await loadSession(app.db, sessionId, app.now());
  for (const channel of channels) {
    const target = parseChannelName(channel);
    const allowed =
      session !== null && target !== null
        ? ((await channelRooms(app.db, session, channel, target)) ?? [])
        : [];
    for (const room of held) {
      if (channelOfRoom(room) === channel && !allowed.includes(room)) await socket.leave(room);
    }
    if (allowed.length > 0) await socket.join(allowed);
  }
}
