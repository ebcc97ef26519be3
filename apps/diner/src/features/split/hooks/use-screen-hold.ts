import { scanAndPayEndpoints, resolveError } from '@tabula/api-client';
import { useSetAtom } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { Timers } from '@/lib/timers';

/** How often the item-wise screen's hold is renewed (ADR 0007: held 60 s, renewed every 20 s). */
export const HOLD_RENEW_MS = 20_000;

/** Who holds the item-wise screen, and where. */
export interface ScreenHoldTarget {
  userId: number | null;
  tableId: number | null;
  /** False while the screen is not the item-wise split (nothing is held). */
  active: boolean;
}

/**
 * Holds the item-wise split screen for the diner while it is shown (B§4 Split bill: one diner at a
 * time; ADR 0007): claimed on entering, renewed every 20 s on the given clock, given up on
 * leaving. Another diner holding it (409 manual_split_screen_occupied) shows B§8's 'split screen
 * held by another member' modal, which sends the diner to /.
 */
export function useScreenHold({ userId, tableId, active }: ScreenHoldTarget, timers: Timers): void {
  const showError = useSetAtom(showErrorAtom);
  const refused = useEffectEvent((error: unknown) => {
    const resolved = resolveError(error, { operation: 'split_screen_hold', hasTable: true });
    if (resolved.id === 'split_screen_occupied') {
      // spec: B§8, split screen held by another member: a modal, then /.
      showError({ resolved });
      return false;
    }
    console.warn('The item-wise split screen could not be held', error);
    return true;
  });

  useEffect(() => {
    if (!active || userId === null || tableId === null) return;
    let stopped = false;
    let handle: unknown = null;
    const hold = () => {
      void api
        .request(scanAndPayEndpoints.saveManualSplitPayingUser, {
          body: { user_id: userId, table_id: tableId },
        })
        .then(
          () => true,
          (error: unknown) => refused(error),
        )
        .then((keep) => {
          if (stopped || !keep) return;
          handle = timers.setTimeout(hold, HOLD_RENEW_MS);
        });
    };
    hold();
    return () => {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
      api
        .request(scanAndPayEndpoints.releaseManualSplitPayingUser, {
          query: { table_id: tableId },
        })
        .catch((error: unknown) => {
          // The server lets a hold lapse after 60 s, so a lost release only waits that long.
          console.warn('The item-wise split screen could not be given up', error);
        });
    };
  }, [active, userId, tableId, timers]);
}
