import { endpoints } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';

/** The split-bill-started-from-POS screen's state and the diner's own split choices. */
export interface PosSplitStarted {
  /** The screen shows. */
  shown: boolean;
  /** Hand to useSplitLive: a split made elsewhere shows the screen. */
  onSplitGenerated: () => void;
  /**
   * Call with true before the diner saves their own split, so its event does not show the
   * screen, and with false when the save failed (no event comes).
   */
  expectOwnSplit: (expected: boolean) => void;
  /** Proceed: to /, the bill and its split read again. */
  proceed: () => void;
}

/**
 * When the bill is split while the diner is on / or /split-bill (B§2: split_bill_generated), the
 * full screen with Proceed, which goes to / and reads the bill again.
 */
// our choice: split_bill_generated right after the diner's own split choice is theirs, not the
// POS's, so the next event after they save a preference does not show the screen.
export function usePosSplitStarted(): PosSplitStarted {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const own = useRef(false);
  const onSplitGenerated = useCallback(() => {
    if (own.current) {
      own.current = false;
      return;
    }
    setShown(true);
  }, []);
  const expectOwnSplit = useCallback((expected: boolean) => {
    own.current = expected;
  }, []);
  const proceed = useCallback(() => {
    setShown(false);
    void queryClient.invalidateQueries({
      queryKey: queryKeys.endpoint(endpoints.pages.scanAndPay),
    });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.endpoint(endpoints.scanAndPay.billSplit),
    });
    void navigate({ to: '/' });
  }, [navigate, queryClient]);
  return { shown, onSplitGenerated, expectOwnSplit, proceed };
}
