import { channelName } from '@tabula/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { listenLive, onRealtimeResync } from '@/lib/realtime/realtime-client';
import { tableStatusQuery } from './use-waiter-server-state';

/**
 * Listens on the table's channel (B§7 dine_in_events_{tableId}) for waiter_acknowledged, and
 * after a reconnect, when an acknowledgement may have been missed, reads the table status again.
 *
 * @param tableId - The session's table.
 * @param onAcknowledged - Called for each waiter_acknowledged event.
 */
export function useWaiterAcknowledged(tableId: number, onAcknowledged: () => void): void {
  const queryClient = useQueryClient();
  const acknowledged = useEffectEvent(onAcknowledged);
  useEffect(() => {
    const stopResync = onRealtimeResync(() => {
      void queryClient.invalidateQueries({ queryKey: tableStatusQuery(tableId).queryKey });
    });
    const stopListening = listenLive(channelName('dine_in_events', tableId), {
      waiter_acknowledged: () => {
        acknowledged();
      },
    });
    return () => {
      stopResync();
      stopListening();
    };
  }, [tableId, queryClient]);
}
