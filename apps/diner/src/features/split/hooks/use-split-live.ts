import {
  channelName,
  pagesEndpoints,
  scanAndPayEndpoints,
  type SplitType,
} from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { listenLive, onRealtimeResync } from '@/lib/realtime/realtime-client';

/** What the split screens do on the table's live split events, besides reading the split again. */
export interface SplitLiveEvents {
  /** Someone now holds the item-wise screen (B§7 manual_split_screen_occupied). */
  onScreenOccupied?: (userId: number) => void;
  /** The bill was split (B§7 split_bill_generated), by a diner or from the POS. */
  onSplitGenerated?: (splitType: SplitType, splitBy: 'diner' | 'pos') => void;
}

/**
 * The table's live split events (B§4 Split bill, B§7 dine_in_events_{tableId}): a claimed or
 * released slot, a held item-wise screen, a split made and a payment recorded each read the bill's
 * split (and the scan-and-pay page) again, so the Paid badges change on every phone at once.
 */
export function useSplitLive(tableId: number | null, events: SplitLiveEvents = {}): void {
  const queryClient = useQueryClient();
  const refresh = useEffectEvent(() => {
    void queryClient.invalidateQueries({
      queryKey: queryKeys.endpoint(scanAndPayEndpoints.billSplit),
    });
  });
  const refreshBill = useEffectEvent(() => {
    refresh();
    void queryClient.invalidateQueries({
      queryKey: queryKeys.endpoint(pagesEndpoints.scanAndPay),
    });
  });
  const occupied = useEffectEvent((userId: number) => {
    refresh();
    events.onScreenOccupied?.(userId);
  });
  const generated = useEffectEvent((splitType: SplitType, splitBy: 'diner' | 'pos') => {
    refresh();
    events.onSplitGenerated?.(splitType, splitBy);
  });

  useEffect(() => {
    if (tableId === null) return;
    const stopResync = onRealtimeResync(() => {
      refreshBill();
    });
    const stop = listenLive(channelName('dine_in_events', tableId), {
      equal_split_queue_updated: () => {
        refresh();
      },
      manual_split_screen_occupied: ({ user_id }) => {
        occupied(user_id);
      },
      split_bill_generated: ({ split_type, split_by }) => {
        generated(split_type, split_by);
      },
      payment_recorded: () => {
        refreshBill();
      },
    });
    return () => {
      stopResync();
      stop();
    };
  }, [tableId]);
}
