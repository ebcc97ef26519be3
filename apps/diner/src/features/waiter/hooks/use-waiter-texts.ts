import { useLingui } from '@lingui/react/macro';
import type { WaiterStatusBarProps } from '@tabula/ui';

/** What the waiter call says, in the diner's language. */
export interface WaiterTexts {
  call: string;
  messages: WaiterStatusBarProps['messages'];
  cancelled: string;
  cancel: string;
  ok: string;
}

/** The waiter call's texts (B§4 Waiter call: each state's text and the call-cancelled text). */
export function useWaiterTexts(): WaiterTexts {
  const { t } = useLingui();
  return {
    call: t`Call waiter`,
    messages: {
      requested: t`Calling a waiter to your table…`,
      waiting: t`Your waiter will be with you shortly.`,
      ack: t`A waiter is on the way to your table.`,
      timeout: t`No one has answered yet. Please wave to a member of staff.`,
      failed: t`We could not call a waiter. Please try again.`,
    },
    cancelled: t`Your call for a waiter was cancelled.`,
    cancel: t`Cancel`,
    ok: t`OK`,
  };
}
