import { pagesEndpoints, scanAndPayEndpoints, type SplitType } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

/** The split-bill-started-from-POS screen's state. */
export interface PosSplitStarted {
  /** The screen shows. */
  shown: boolean;
  /** Hand to useSplitLive: a split made at the POS shows the screen. */
  onSplitGenerated: (splitType: SplitType, splitBy: 'diner' | 'pos') => void;
  /** Proceed: to /, the bill and its split read again. */
  proceed: () => void;
}

/**
 * When the bill is split while the diner is on / or /split-bill (B§2: split_bill_generated), the
 * full screen with Proceed, which goes to / and reads the bill again.
 */
// our choice: the event says who split the bill (split_by); only the POS's split shows the screen.
export function usePosSplitStarted(): PosSplitStarted {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const onSplitGenerated = useCallback((_splitType: SplitType, splitBy: 'diner' | 'pos') => {
    // spec: B§2, the screen is for a split started from the POS: a diner's split (this one's or
    // another's at the table) only reads the split again.
    if (splitBy === 'pos') setShown(true);
  }, []);
  const proceed = useCallback(() => {
    setShown(false);
    void queryClient.invalidateQueries({
      queryKey: queryKeys.endpoint(pagesEndpoints.scanAndPay),
    });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.endpoint(scanAndPayEndpoints.billSplit),
    });
    void navigate({ to: '/' });
  }, [navigate, queryClient]);
  return { shown, onSplitGenerated, proceed };
}
