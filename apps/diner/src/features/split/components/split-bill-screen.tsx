import { useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@tabula/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { billSplitQuery, scanAndPayPageQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { storeEqualSplitTarget, storeItemsTarget } from '@/lib/scan-and-pay/split-payment-target';
import { systemTimers, type Timers } from '@/lib/timers';
import { usePosSplitStarted } from '../hooks/use-pos-split-started';
import { useScreenHold } from '../hooks/use-screen-hold';
import { useSplitActions, type SplitChoice } from '../hooks/use-split-actions';
import { useSplitLive } from '../hooks/use-split-live';
import { paidSlots } from '../utils/equal-slots';
import { EqualSplitList } from './equal-split-list';
import { ItemwiseSplit } from './itemwise-split';
import { PosSplitStartedScreen } from './pos-split-started-screen';
import { SplitChoiceModal } from './split-choice-modal';
import * as styles from './split.css';

/** Props of {@link SplitBillScreen}. */
export interface SplitBillScreenProps {
  /** The clock the item-wise screen's hold is renewed on; the browser's by default. */
  timers?: Timers;
}

/**
 * /split-bill at a scan-and-pay table (B§2 Split-bill screen): the split modal while the bill is
 * not split, then the equal split's numbered splits or the item-wise selection, both live (B§7
 * split events); the item-wise screen is held for the diner while it shows (B§4).
 */
export function SplitBillScreen({ timers = systemTimers }: SplitBillScreenProps) {
  const page = useSuspenseQuery(scanAndPayPageQuery()).data;
  // spec: B§8, a failing order summary leads to /: no bill, nothing to split.
  if (page.order === null) return <Navigate to="/" replace />;
  return (
    <SplitBill
      orderId={page.order.id}
      tableId={page.session.table_id}
      userId={page.user?.id ?? null}
      precision={page.company.decimal_precision}
      timers={timers}
    />
  );
}

interface SplitBillProps {
  orderId: number;
  tableId: number | null;
  userId: number | null;
  precision: number;
  timers: Timers;
}

function SplitBill({ orderId, tableId, userId, precision, timers }: SplitBillProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const showError = useSetAtom(showErrorAtom);
  const { data: split } = useQuery(billSplitQuery(orderId));
  const actions = useSplitActions(orderId, tableId);
  const posSplit = usePosSplitStarted();
  const [changing, setChanging] = useState(false);
  const splitType = split?.split_payment_details.split_type ?? null;

  useScreenHold({ userId, tableId, active: splitType === 'manual' }, timers);
  useSplitLive(tableId, {
    onScreenOccupied: (holder) => {
      // spec: B§8, split screen held by another member: the modal, then /.
      if (splitType === 'manual' && holder !== userId) showError({ id: 'split_screen_occupied' });
    },
    onSplitGenerated: posSplit.onSplitGenerated,
  });

  if (posSplit.shown) return <PosSplitStartedScreen onProceed={posSplit.proceed} />;

  if (split === undefined) {
    return (
      <main className={styles.screen}>
        <Spinner label={t`Loading your bill`} />
      </main>
    );
  }

  const choose = async (choice: SplitChoice) => {
    const saved = await actions.savePreference(choice);
    if (saved) setChanging(false);
  };

  const nothingPaid = split.paid_users.length === 0 && !split.payment_in_progress;
  const modalOpen = changing || splitType === 'none';

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`Split bill`}</h1>
      {userId === null ? (
        <p className={styles.subtitle}>
          {t`Sign in to pay a part of the bill.`} <Link to="/login">{t`Sign in`}</Link>
        </p>
      ) : (
        <>
          {splitType === 'equal' && (
            <EqualSplitList
              split={split}
              userId={userId}
              actions={actions}
              onPay={(splitNumber) => {
                storeEqualSplitTarget(splitNumber, paidSlots(split.equal_split_user_queue));
                void navigate({ to: '/checkout' });
              }}
            />
          )}
          {splitType === 'manual' && (
            <ItemwiseSplit
              split={split}
              precision={precision}
              actions={actions}
              onPay={(splitId) => {
                storeItemsTarget(splitId);
                void navigate({ to: '/checkout' });
              }}
            />
          )}
        </>
      )}
      {splitType !== 'none' && nothingPaid && (
        <Button
          tone="ghost"
          onClick={() => {
            setChanging(true);
          }}
        >
          {t`Change how to split`}
        </Button>
      )}
      <SplitChoiceModal
        open={modalOpen && userId !== null}
        onClose={() => {
          setChanging(false);
          if (splitType === 'none') void navigate({ to: '/' });
        }}
        total={split.total_amount}
        precision={precision}
        pending={actions.pending}
        onChoose={(choice) => {
          void choose(choice);
        }}
      />
    </main>
  );
}
