import { useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@tabula/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { OpenPaymentNotice } from '@/components/open-payment-notice';
import { SignInActions } from '@/components/sign-in-actions';
import { checkoutModeFor } from '@/lib/auth/checkout-mode';
import { signInReason } from '@/lib/auth/sign-in-reason';
import { signInSearch } from '@/lib/auth/sign-in-return';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { billSplitQuery, scanAndPayPageQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { storeEqualSplitTarget, storeItemsTarget } from '@/lib/scan-and-pay/split-payment-target';
import { systemTimers, type Timers } from '@/lib/timers';
import { usePosSplitStarted } from '../hooks/use-pos-split-started';
import { useResumeSplit } from '../hooks/use-resume-split';
import { useScreenHold } from '../hooks/use-screen-hold';
import { useSplitActions, type SplitChoice } from '../hooks/use-split-actions';
import { useSplitLive } from '../hooks/use-split-live';
import { paidSlots } from '../utils/equal-slots';
import { readSplitResume, splitResumePath, type SplitResumeSearch } from '../utils/resume-split';
import { EqualSplitList } from './equal-split-list';
import { EqualSplitPreview } from './equal-split-preview';
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
      guestAllowed={checkoutModeFor(page).guestAllowed}
      timers={timers}
    />
  );
}

interface SplitBillProps {
  orderId: number;
  tableId: number | null;
  userId: number | null;
  precision: number;
  /** The checkout mode takes guests (A§4, B§6): a visitor may pay a part as a guest. */
  guestAllowed: boolean;
  timers: Timers;
}

function SplitBill({ orderId, tableId, userId, precision, guestAllowed, timers }: SplitBillProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const resume = readSplitResume(useSearch({ strict: false }));
  const showError = useSetAtom(showErrorAtom);
  const { data: split } = useQuery(billSplitQuery(orderId));
  const actions = useSplitActions(orderId, tableId);
  const posSplit = usePosSplitStarted();
  const [changing, setChanging] = useState(false);
  const splitType = split?.split_payment_details.split_type ?? null;
  useResumeSplit({ search: resume, orderId, userId, split, actions });

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

  // A visitor's choice is not saved (B§4: a split is held by a user id): it stays in the search
  // and goes through /login (issue 30).
  const visitorCount = userId === null && splitType === 'none' ? resume.count : undefined;
  const askSignIn = (chosen: SplitResumeSearch) => {
    void navigate({ to: '/login', search: signInSearch(splitResumePath(chosen)) });
  };

  const choose = async (choice: SplitChoice) => {
    if (userId === null) {
      setChanging(false);
      if (choice.type === 'manual') askSignIn({ choice: 'items' });
      else void navigate({ to: '/split-bill', search: { count: choice.count }, replace: true });
      return;
    }
    const saved = await actions.savePreference(choice);
    if (saved) setChanging(false);
  };

  const nothingPaid = split.paid_users.length === 0 && !split.payment_in_progress;
  const modalOpen = changing || (splitType === 'none' && visitorCount === undefined);

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`Split bill`}</h1>
      <OpenPaymentNotice orderId={orderId} />
      {userId === null && (
        <div className={styles.actions}>
          {/* spec: A§6, a visitor signs in (or pays as a guest where the mode allows, B§6). */}
          <p className={styles.subtitle}>{i18n._(signInReason('part', guestAllowed))}</p>
          <SignInActions returnTo={splitResumePath(resume)} guestAllowed={guestAllowed} />
        </div>
      )}
      {visitorCount !== undefined && (
        <EqualSplitPreview
          total={split.total_amount}
          count={visitorCount}
          precision={precision}
          onPay={(splitNumber) => {
            askSignIn({ count: visitorCount, pay: splitNumber });
          }}
        />
      )}
      {splitType === 'equal' && (
        <EqualSplitList
          split={split}
          userId={userId}
          actions={actions}
          onPay={(splitNumber) => {
            if (userId === null) {
              askSignIn({ count: split.split_payment_details.split_count, pay: splitNumber });
              return;
            }
            storeEqualSplitTarget(splitNumber, paidSlots(split.equal_split_user_queue));
            void navigate({ to: '/checkout' });
          }}
        />
      )}
      {splitType === 'manual' && userId !== null && (
        <ItemwiseSplit
          split={split}
          userId={userId}
          precision={precision}
          actions={actions}
          onPay={(splitId) => {
            storeItemsTarget(splitId);
            void navigate({ to: '/checkout' });
          }}
        />
      )}
      {(splitType !== 'none' || visitorCount !== undefined) && nothingPaid && (
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
        open={modalOpen}
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
