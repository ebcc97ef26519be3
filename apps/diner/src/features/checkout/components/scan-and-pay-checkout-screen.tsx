import { useLingui } from '@lingui/react/macro';
import type { BillSplit, Order, SplitBillEntry } from '@tabula/api-client';
import { isTipsVisible, parseAmount, priceOrder } from '@tabula/engine';
import { Button, ChargesBreakdown, Spinner, type ChargeRow } from '@tabula/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { CheckoutFooter } from '@/components/checkout-footer';
import { OpenPaymentNotice } from '@/components/open-payment-notice';
import { SignInActions } from '@/components/sign-in-actions';
import { signInReason } from '@/lib/auth/sign-in-reason';
import { useErrorText } from '@/lib/errors/use-error-text';
import { useBillLineName } from '@/lib/i18n/use-bill-line-name';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { isolate, useVenueText } from '@/lib/i18n/venue-text';
import { tabPriceInput } from '@/lib/open-tab/tab-price-input';
import { useOwnOpenPayment } from '@/lib/payment-attempt/use-own-open-payment';
import {
  billSplitQuery,
  scanAndPayPageQuery,
  type ScanAndPayPage,
} from '@/lib/scan-and-pay/scan-and-pay-queries';
import { clearItemwiseTicks } from '@/lib/scan-and-pay/itemwise-ticks';
import { splitCouponOffered } from '@/lib/scan-and-pay/split-coupon';
import { splitPart, splitPayment } from '@/lib/scan-and-pay/split-payment';
import {
  readSplitPaymentTarget,
  targetEntry,
  type SplitPaymentTarget,
} from '@/lib/scan-and-pay/split-payment-target';
import { useSplitCoupon } from '@/lib/scan-and-pay/use-split-coupon';
import { useChargeRow } from '@/lib/order-charges/use-charge-row';
import { systemTimers, type Timers } from '@/lib/timers';
import { useCheckoutAccess } from '../hooks/use-checkout-access';
import { useConnectedCardChoice } from '../hooks/use-connected-card-choice';
import { usePaySplit } from '../payables/use-pay-split';
import { PaymentWaiting } from '../pipeline/payment-waiting';
import { usePayMode, usePaymentModes } from '../hooks/use-payment-modes';
import { chosenPaymentTypeAtom, NO_TIP, tipAtom } from '../state/checkout-atoms';
import { payUContact, type ContactDraft, type PayUContact } from '../utils/pay-u-contact';
import { paymentChoice } from '../utils/payment-choice';
import { flowHasModes, paymentFlowOf } from '../utils/payment-flow';
import { scanAndPayPaymentTypes } from '../utils/scan-and-pay-payment-types';
import { tipInput } from '../utils/tip-input';
import { MastercardChallenge } from '../mastercard/authentication/mastercard-challenge';
import { MastercardCardForm } from '../mastercard/card/mastercard-card-form';
import { ConnectedCardSection } from './connected-card-section';
import { PaymentSection } from './payment-section';
import { SplitCouponEntry } from './split-coupon-entry';
import { TipSection } from './tip-section';
import * as styles from './checkout-screen.css';

/**
 * The checkout at a scan-and-pay table (B§2 Checkout screen, scan-and-pay): what the diner pays
 * (the whole bill left, their equal split, or their items), the coupon on that part while B§5
 * offers it (nobody has paid, no promotion applies; measured on B§5's base by the engine, as the
 * server measures it), the tip on that part (B§5), the payment methods of scan-and-pay without
 * cash, the charge breakdown, Pay and Cancel (to /split-bill for an equal split, else /). No
 * loyalty widget on a split (B§5). The connected card is offered as on the walk-in checkout:
 * saved cards, a new card and saving it.
 */
export function ScanAndPayCheckoutScreen({ timers = systemTimers }: { timers?: Timers }) {
  const page = useSuspenseQuery(scanAndPayPageQuery()).data;
  const [target] = useState(readSplitPaymentTarget);
  // spec: B§8, no bill leads to /.
  if (page.order === null) return <Navigate to="/" replace />;
  return <SplitCheckout page={page} order={page.order} target={target} timers={timers} />;
}

interface SplitCheckoutProps {
  page: ScanAndPayPage;
  order: Order;
  target: SplitPaymentTarget;
  timers: Timers;
}

function SplitCheckout({ page, order, target, timers }: SplitCheckoutProps) {
  const { t } = useLingui();
  const { data: split } = useQuery(billSplitQuery(order.id));
  if (split === undefined) {
    return (
      <main className={styles.screen}>
        <Spinner label={t`Loading your bill`} />
      </main>
    );
  }
  return (
    <SplitCheckoutReady
      page={page}
      order={order}
      target={target}
      timers={timers}
      split={split}
      entry={targetEntry(split, target)}
    />
  );
}

interface SplitCheckoutReadyProps extends SplitCheckoutProps {
  split: BillSplit;
  entry: SplitBillEntry | null;
}

function SplitCheckoutReady({
  page,
  order,
  target,
  timers,
  split,
  entry,
}: SplitCheckoutReadyProps) {
  const { t, i18n } = useLingui();
  const venue = useVenueText();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const lineName = useBillLineName();
  // A visitor signs in, or continues as a guest where the mode allows (by itself in guest-only
  // mode, A§4); sign-in returns to /checkout, where the stored target and the atoms still hold
  // the part, the tip and the method.
  const access = useCheckoutAccess(page);
  const tip = useAtomValue(tipAtom);
  const setTip = useSetAtom(tipAtom);
  const [chosenId, setChosenType] = useAtom(chosenPaymentTypeAtom);
  const [contact, setContact] = useState<ContactDraft>({ name: '', email: '' });
  const [contactCheck, setContactCheck] = useState<PayUContact | null>(null);
  const paySplit = usePaySplit(timers);
  const ownOpen = useOwnOpenPayment(order.id);
  const paying = paySplit.pending || paySplit.waiting !== null;
  const precision = page.company.decimal_precision;
  const bill = useMemo(() => priceOrder(tabPriceInput(order, page)), [order, page]);
  const errorText = useErrorText();
  const chargeRow = useChargeRow();
  const gone = target.kind !== 'bill' && entry === null;
  const coupon = useSplitCoupon(
    { bill, split, target, entry, part: splitPart(split, entry), precision },
    !gone && splitCouponOffered(split, bill),
  );
  const payment = splitPayment(split, entry, tipInput(tip), precision, coupon.discount);
  const methods = paymentChoice({
    paymentTypes: scanAndPayPaymentTypes(page.payment_types),
    payable: gone ? '0' : payment.part,
    // spec: B§4, at a table cash is removed from the options.
    atTable: true,
    redeemedLoyalty: '0',
    chosenId,
    connectedCard: true,
    // spec: B§3, the scan-and-pay list has mastercard: the gateway's card and wallets (B§4).
    mastercard: true,
  });
  const current = methods.current;
  const flow = current === null ? null : paymentFlowOf(current);
  const modes = usePaymentModes(flow, payment.total, current);
  const [payMode, setMode] = usePayMode(modes);
  // spec: A§6, a guest has no saved cards and no save-card option.
  const registered = page.user !== null && !page.user.is_guest;
  const connectedCard = useConnectedCardChoice(flow, registered);
  const entryPaid = entry !== null && (entry.paid || entry.payment_status === 'completed');

  const reasons: string[] = [];
  // spec: A§6, a visitor signs in first, or pays as a guest where the checkout mode allows it
  // (A§4, B§6): the reason names what is paid, the whole bill or a part.
  if (access.needsSignIn) {
    reasons.push(
      i18n._(signInReason(target.kind === 'bill' ? 'bill' : 'part', access.guestAllowed)),
    );
  }
  if (gone) reasons.push(t`This part of the bill is no longer there. Please choose again.`);
  if (entryPaid || split.paid) reasons.push(t`This part of the bill is already paid.`);
  if (paySplit.refusal !== null) reasons.push(errorText(paySplit.refusal));
  if (methods.visible && current === null) reasons.push(t`Choose a payment method.`);
  if (connectedCard.loading) reasons.push(t`Your saved cards are loading.`);
  if (current !== null && flow !== null && flowHasModes(flow) && payMode === null) {
    reasons.push(
      t`Choose how to pay with ${isolate(venue.text(current, 'title') ?? current.title)}.`,
    );
  }

  const cancel = () => {
    // issue 30: cancelling the items' payment leaves the item-wise split: its ticks go.
    if (target.kind === 'items') clearItemwiseTicks();
    // spec: B§2, Cancel goes to /split-bill for an equal split, otherwise to /.
    void navigate({ to: target.kind === 'equal' ? '/split-bill' : '/' });
  };

  const onPay = () => {
    const user = page.user;
    if (user === null || current === null || flow === null || gone) return;
    let payUDetails: { name: string; email: string } | null = null;
    if (flow === 'pay_u') {
      // spec: B§5, PayU needs a name and a valid e-mail when the account has none.
      const check = payUContact(user, contact);
      setContactCheck(check);
      if (!check.ok) return;
      payUDetails = { name: check.name, email: check.email };
    }
    paySplit.pay({
      page,
      order,
      bill,
      target,
      entry,
      splitCount: split.split_payment_details.split_count,
      payment,
      coupon: coupon.orderDiscount,
      user,
      paymentType: current,
      flow,
      contact: payUDetails,
      mode: flowHasModes(flow) ? payMode : null,
      card: connectedCard.card,
      // issue 30: the diner's own attempt they left is replaced, not refused.
      replacesPayment: ownOpen?.payment.reference ?? null,
    });
  };

  const partLabel =
    target.kind === 'equal'
      ? t`Split ${target.splitNumber} of ${split.split_payment_details.split_count}`
      : target.kind === 'items'
        ? t`Your items`
        : t`Everything left to pay`;
  const rows: ChargeRow[] = [{ id: 'part', label: partLabel, amount: formatMoney(payment.part) }];
  if (coupon.orderDiscount !== null) {
    rows.push(
      chargeRow({
        id: 'coupon',
        kind: 'discount',
        name: coupon.orderDiscount.discount_name,
        amount: payment.discount,
        deduction: true,
      }),
    );
  }
  if (!parseAmount(payment.tip).isZero()) {
    rows.push({
      id: 'tip',
      label: t`Tip`,
      amount: formatMoney(payment.tip),
      action: {
        label: t`Remove`,
        onClick: () => {
          setTip(NO_TIP);
        },
      },
    });
  }
  const showTips =
    !gone && isTipsVisible({ hasTips: page.company.has_tips, payable: payment.part });

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`Checkout`}</h1>
      <OpenPaymentNotice orderId={order.id} paying={paying} />
      <section className={styles.section} aria-label={t`What you are paying`}>
        <h2 className={styles.title}>{partLabel}</h2>
        {target.kind === 'bill' && (
          <ul className={styles.summaryLines} aria-label={t`Items`}>
            {/* One dish may be on two lines (other options, another round): keyed by place. */}
            {order.order_details.items.map((item, index) => (
              <li key={`${String(item.id)}-${String(index)}`} className={styles.summaryLine}>
                <span>{item.quantity} ×</span> <bdi>{lineName(item.id, item.name)}</bdi>{' '}
                <span>{formatMoney(item.sub_total)}</span>
              </li>
            ))}
          </ul>
        )}
        {target.kind === 'items' && entry !== null && (
          <ul className={styles.summaryLines} aria-label={t`Items`}>
            {entry.items.map((item, index) => (
              <li key={`${item.cart_id}-${String(index)}`} className={styles.summaryLine}>
                <span>{item.qty} ×</span> <bdi>{lineName(item.item_id, item.name)}</bdi>
                {item.shared_parts !== null && item.shared_parts !== undefined && (
                  <span>{t`(shared ${item.shared_parts} ways)`}</span>
                )}{' '}
                <span>{formatMoney(item.sub_total)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {!gone && <SplitCouponEntry coupon={coupon} />}
      {showTips && (
        <TipSection
          percents={page.tips}
          subTotal={payment.part}
          tipAmount={payment.tip}
          precision={precision}
          currency={page.company.currency}
        />
      )}
      {methods.visible && !gone && (
        <PaymentSection
          payment={methods}
          flow={flow}
          onChoose={(id) => {
            setChosenType(id);
            setMode(null);
          }}
          modes={modes}
          mode={payMode}
          onMode={setMode}
          user={page.user}
          contact={contact}
          onContact={setContact}
          contactCheck={contactCheck}
          connectedCard={
            <ConnectedCardSection
              registered={registered}
              saved={connectedCard.saved}
              choice={connectedCard.choice}
              onChoice={connectedCard.setChoice}
              today={new Date(timers.now())}
            />
          }
        />
      )}
      <ChargesBreakdown
        label={t`Your payment`}
        rows={rows}
        total={{ label: t`To pay`, amount: formatMoney(payment.total) }}
      />
      <PaymentWaiting provider={paySplit.waiting} className={styles.hint} />
      <CheckoutFooter
        label={t`Pay ${formatMoney(payment.total)}`}
        reasons={reasons}
        pending={paySplit.pending}
        onCheckout={onPay}
      >
        {access.needsSignIn && (
          <SignInActions
            returnTo="/checkout"
            guestAllowed={access.guestAllowed}
            busy={access.signingIn}
          />
        )}
      </CheckoutFooter>
      <Button tone="ghost" fullWidth onClick={cancel}>
        {t`Cancel`}
      </Button>
      <MastercardCardForm />
      <MastercardChallenge />
    </main>
  );
}
