import {
  channelName,
  type authorizeJoinTablePayloadSchema,
  type PendingJoinRequest,
} from '@tabula/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { z } from 'zod';
import { listenLive, onRealtimeResync } from '@/lib/realtime/realtime-client';
import { tableStatusQuery } from './use-table-status';

/** A member's answer to a join request, as authorize_join_table carries it. */
export type JoinAnswer = z.infer<typeof authorizeJoinTablePayloadSchema>;

/** What the table's join events do. */
export interface TableJoinEvents {
  /** join_request: a customer asks to join (members hear it). */
  onJoinRequest: (request: PendingJoinRequest) => void;
  /** authorize_join_table: a member answered a request (the asker and the members hear it). */
  onJoinAnswer: (answer: JoinAnswer) => void;
}

/**
 * Listens to the table's channel (B§7 dine_in_events_{tableId}) for the join events while the
 * session sits at an open tab; after a reconnect the table status is checked again, since
 * events may have been missed.
 *
 * @param tableId - the open-tab table, or null to listen to nothing
 */
export function useTableEvents(tableId: number | null, events: TableJoinEvents): void {
  const queryClient = useQueryClient();
  const joinRequested = useEffectEvent((request: PendingJoinRequest) => {
    events.onJoinRequest(request);
  });
  const joinAnswered = useEffectEvent((answer: JoinAnswer) => {
    events.onJoinAnswer(answer);
  });
  useEffect(() => {
    if (tableId === null) return;
    const stopResync = onRealtimeResync(() => {
      void queryClient.invalidateQueries({ queryKey: tableStatusQuery(tableId).queryKey });
    });
    const stopListening = listenLive(channelName('dine_in_events', tableId), {
      join_request: ({ request }) => {
        joinRequested(request);
      },
      authorize_join_table: (answer) => {
        joinAnswered(answer);
      },
    });
    return () => {
      stopResync();
      stopListening();
    };
  }, [tableId, queryClient]);
}
