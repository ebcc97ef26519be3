import { WaiterCallButton, WaiterStatusBar } from '@tabula/ui';
import { useWaiterCall } from '../hooks/use-waiter-call';
import { useWaiterTexts } from '../hooks/use-waiter-texts';
import type { WaiterTable } from '../utils/waiter-call-offer';

/** Props of {@link WaiterCallPanel}. */
export interface WaiterCallPanelProps {
  table: WaiterTable;
}

/**
 * The waiter call at one table: the status bar (B§2 status bars; B§4 each state's text, Cancel
 * and OK, the call-cancelled text) and, while idle, the floating call-waiter button (B§2). The
 * button keeps clear of the cart bar and of a page's pinned Pay by itself (the design system's
 * bottom room), on every screen.
 */
export function WaiterCallPanel({ table }: WaiterCallPanelProps) {
  const texts = useWaiterTexts();
  const { state, call, cancel, dismiss, calling } = useWaiterCall(table);
  return (
    <>
      <WaiterStatusBar
        status={state.status}
        messages={texts.messages}
        notice={state.cancelledUntil === null ? null : texts.cancelled}
        cancelLabel={texts.cancel}
        okLabel={texts.ok}
        onCancel={cancel}
        onDismiss={dismiss}
      />
      {/* spec: B§2, the button shows while the waiter status is idle. */}
      {state.status === 'idle' && (
        <WaiterCallButton label={texts.call} onClick={call} loading={calling} />
      )}
    </>
  );
}
