import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { isJoinBusy } from '../utils/join-flow';
import { useJoinQueue } from '../hooks/use-join-queue';
import { useJoinTable } from '../hooks/use-join-table';
import { useTableEvents } from '../hooks/use-table-events';
import { useTabLive } from '../hooks/use-tab-live';
import { openTabTableId, useTableStatus } from '../hooks/use-table-status';
import { useHomePage } from '@/lib/venue/home-page';
import { JoinRequestPopup } from './join-request-popup';
import { JoinTablePopup } from './join-table-popup';
import { JoinTimeoutPopup } from './join-timeout-popup';
import { JoinWaitLoader } from './join-wait-loader';
import { JoinedPopup } from './joined-popup';
import { TabPaidScreen } from './tab-paid-screen';

const PAYMENT_RESULT = '/payment-processing';

/**
 * Table joining at an open tab, once the session is seated at one (see {@link TableJoinHost},
 * which loads it): the join flow, the join queue and the tab's live events.
 */
export function OpenTabJoin() {
  const { t } = useLingui();
  const page = useHomePage();
  const tableId = openTabTableId(page);
  const userId = page.user?.id ?? null;
  const status = useTableStatus(page);
  const joining = useJoinTable(page, status);
  const queue = useJoinQueue(tableId, userId, status);
  useTableEvents(tableId, {
    onJoinRequest: queue.heard,
    onJoinAnswer: (answer) => {
      joining.answered(answer);
      queue.answered(answer);
    },
  });
  const onResultPage = useRouterState({
    select: (state) => state.location.pathname === PAYMENT_RESULT,
  });
  const [tabPaid, setTabPaid] = useState(false);
  useTabLive(
    { tableId, orderId: status?.order_id ?? null, userId },
    {
      onTabPaid: () => {
        setTabPaid(true);
      },
    },
  );
  // The payer's own result page shows the payment-completed screen itself. A wallet's payment is
  // recorded (and the event heard) before its result page opens: the screen then gives way to it
  // for good, so the payer never sees two.
  if (tabPaid && onResultPage) setTabPaid(false);
  const { phase } = joining.flow;
  return (
    <>
      {/* spec: B§2, the join-table confirmation on the home screen. */}
      <JoinTablePopup
        open={phase === 'offer' && joining.atHome}
        onYes={joining.accept}
        onNo={joining.close}
      />
      <JoinWaitLoader
        open={isJoinBusy(joining.flow)}
        label={
          phase === 'joining'
            ? t`Adding your order to the table…`
            : t`Waiting for someone at the table to accept your request…`
        }
      />
      <JoinTimeoutPopup
        open={phase === 'timed_out'}
        onTryAgain={joining.retry}
        onCancel={joining.close}
      />
      <JoinedPopup open={phase === 'joined'} onClose={joining.close} />
      {tabPaid && (
        <TabPaidScreen
          onLeft={() => {
            setTabPaid(false);
          }}
        />
      )}
      <JoinRequestPopup
        request={queue.request}
        lifespanSeconds={queue.lifespanSeconds}
        autoApprove={queue.autoApprove}
        onAutoApproveChange={queue.setAutoApprove}
        onAccept={() => {
          queue.answer(true);
        }}
        onReject={() => {
          queue.answer(false);
        }}
        onDismiss={queue.dismiss}
      />
    </>
  );
}
