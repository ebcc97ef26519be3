import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { isTipsVisible, parseAmount } from '@tabula/engine';
import { ChargesBreakdown, type ChargeRow } from '@tabula/ui';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { BillBreakdown } from '@/components/bill-breakdown';
import { CheckoutFooter } from '@/components/checkout-footer';
import { OpenPaymentNotice } from '@/components/open-payment-notice';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { isolate, useVenueText } from '@/lib/i18n/venue-text';
import { useOwnOpenPayment } from '@/lib/payment-attempt/use-own-open-payment';
import { systemTimers, type Timers } from '@/lib/timers';
import type { CheckoutPage } from '../hooks/use-checkout-page';
import { useConnectedCardChoice } from '../hooks/use-connected-card-choice';
import { usePayTab } from '../payables/use-pay-tab';
import { PaymentWaiting } from '../pipeline/payment-waiting';
import { usePayMode, usePaymentModes } from '../hooks/use-payment-modes';
import { useTabCheckout } from '../hooks/use-tab-checkout';
import { chosenPaymentTypeAtom, NO_TIP, tipAtom } from '../state/checkout-atoms';
import { payUContact, type ContactDraft, type PayUContact } from '../utils/pay-u-contact';
import { flowHasModes, paymentFlowOf } from '../utils/payment-flow';
import { MastercardChallenge } from '../mastercard/authentication/mastercard-challenge';
import { MastercardCardForm } from '../mastercard/card/mastercard-card-form';
import { ConnectedCardSection } from './connected-card-section';
import { PaymentSection } from './payment-section';
import { TabGroupPrompt } from './tab-group-prompt';
import { TabOrderSummary } from './tab-order-summary';
import { TabPaidPanel } from './tab-paid-panel';
import { TipSection } from './tip-section';
import * as styles from './checkout-screen.css';
import * as tab from './tab-checkout.css';

/** Props of {@link TabCheckoutScreen}. */
export interface TabCheckoutScreenProps {
  page: CheckoutPage;
  /** The tab's order, as the page answers it to members. */
  order: Order;
  /** The clock and timers the connected card waits with (tests move them by hand). */
  timers?: Timers;
}

/**
 * The checkout of an open tab (B§2 Checkout screen; B§4 Payment selection; B§5 self payment and
 * tips): the 'current order' with the group's lines greyed when the diner pays only their own,
 * the banner saying for whom they pay, the group prompt when others have not paid, the tip on the
 * diner's part, the payment methods without cash, the tab's bill and what the diner pays, and
 * Make Payment. A member who has paid sees the receipt instead and cannot pay again. The
 * connected card is offered as on the walk-in checkout: saved cards, a new card and saving it.
 * Make Payment is the one tap that starts a payment: the group prompt's Yes or No only answers
 * (and the amount to pay follows it on screen), so Make Payment knows the final amount and the
 * Mastercard gateway's Apple Pay sheet is made in its tap with that total (B§4 Apple Pay).
 */
export function TabCheckoutScreen({ page, order, timers = systemTimers }: TabCheckoutScreenProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const formatMoney = useFormatMoney();
  const checkout = useTabCheckout(page, order);
  const { plan, payment, methods, bill, status } = checkout;
  const cart = useAtomValue(cartAtom);
  const setTip = useSetAtom(tipAtom);
  const setChosenType = useSetAtom(chosenPaymentTypeAtom);
  const [contact, setContact] = useState<ContactDraft>({ name: '', email: '' });
  const [contactCheck, setContactCheck] = useState<PayUContact | null>(null);
  const payTab = usePayTab(timers);
  const ownOpen = useOwnOpenPayment(order.id);
  const paying = payTab.pending || payTab.waiting !== null;
  const userId = page.user?.id ?? null;
  const unpaid = plan.kind === 'unpaid' ? plan : null;
  const payForSelf = unpaid?.payForSelf ?? null;
  const current = methods.current;
  const flow = current === null ? null : paymentFlowOf(current);
  const modes = usePaymentModes(flow, payment?.total ?? '0', current);
  const [payMode, setMode] = usePayMode(modes);
  // spec: A§6, a guest has no saved cards and no save-card option.
  const registered = page.user !== null && !page.user.is_guest;
  const connectedCard = useConnectedCardChoice(flow, registered);
  const payable = payment !== null && methods.visible;

  const reasons: string[] = [];
  if (plan.kind === 'paid') reasons.push(t`You have paid your part of this bill.`);
  if (plan.kind === 'not_member')
    reasons.push(t`Only the members of this table's order can pay it.`);
  if (unpaid !== null && payForSelf === null) {
    reasons.push(t`Choose whether to pay for your group.`);
  }
  // spec: B§4, one payment of the tab at a time; the server refuses another while one runs.
  // issue 30: the diner's own payment they left is theirs to replace, and the notice says so.
  if (status?.table_state === 'payment_in_progress' && ownOpen === null) {
    reasons.push(t`Someone at your table is paying now. Please wait a moment.`);
  }
  if (payment !== null && methods.visible && current === null) {
    reasons.push(t`Choose a payment method.`);
  }
  if (current !== null && flow !== null && flowHasModes(flow) && payMode === null) {
    reasons.push(
      t`Choose how to pay with ${isolate(venue.text(current, 'title') ?? current.title)}.`,
    );
  }
  if (connectedCard.loading) reasons.push(t`Your saved cards are loading.`);
  if (plan.kind === 'unknown') reasons.push(t`Checking your table…`);

  // Runs synchronously in the tap, down to Apple Pay's session (Apple's user-gesture rule).
  const onPay = () => {
    const user = page.user;
    if (user === null || payment === null || current === null || flow === null) return;
    if (unpaid === null) return;
    let payUDetails: { name: string; email: string } | null = null;
    if (flow === 'pay_u') {
      // spec: B§5, PayU needs a name and a valid e-mail when the account has none.
      const check = payUContact(user, contact);
      setContactCheck(check);
      if (!check.ok) return;
      payUDetails = { name: check.name, email: check.email };
    }
    payTab.pay({
      page,
      order,
      bill,
      payment,
      // spec: B§4, the answer to the group prompt is saved before paying (save-preference).
      preference:
        unpaid.askGroup && payForSelf !== null && payForSelf !== status?.pay_for_self
          ? payForSelf
          : null,
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

  const paymentRows: ChargeRow[] = [];
  if (payment !== null) {
    paymentRows.push({
      id: 'part',
      label: payForSelf === true ? t`Your orders` : t`Everything left to pay`,
      amount: formatMoney(payment.part),
    });
    if (!parseAmount(payment.tip).isZero()) {
      paymentRows.push({
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
  }

  const showTips =
    payment !== null && isTipsVisible({ hasTips: page.company.has_tips, payable: payment.part });
  const ownCart = cart.lines.some((line) => line.placed_item !== true);
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`Checkout`}</h1>
      <OpenPaymentNotice orderId={order.id} paying={paying} />
      <TabOrderSummary order={order} bill={bill} userId={userId} payForSelf={payForSelf === true} />
      {payForSelf !== null && (
        // spec: B§2, the banner: paying for group or paying for your orders.
        <p className={tab.banner} role="status">
          {payForSelf ? t`Paying for your orders` : t`Paying for your group`}
        </p>
      )}
      {unpaid?.askGroup === true && (
        <TabGroupPrompt payForSelf={payForSelf} onAnswer={checkout.setAnswer} />
      )}
      {plan.kind === 'paid' && <TabPaidPanel order={order} />}
      {ownCart && plan.kind === 'unpaid' && (
        <p className={styles.hint}>
          {t`Items in your cart are not ordered yet, so they are not in this payment.`}{' '}
          <Link to="/order-details">{t`Place them first`}</Link>
        </p>
      )}
      {showTips && (
        <TipSection
          percents={page.tips}
          subTotal={payment.part}
          tipAmount={payment.tip}
          precision={page.company.decimal_precision}
          currency={page.company.currency}
        />
      )}
      {payable && (
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
      <BillBreakdown bill={bill} source={page} />
      {payment !== null && (
        <ChargesBreakdown
          label={t`Your payment`}
          rows={paymentRows}
          total={{ label: t`To pay`, amount: formatMoney(payment.total) }}
        />
      )}
      <PaymentWaiting provider={payTab.waiting} className={styles.hint} />
      <CheckoutFooter
        label={t`Make Payment`}
        reasons={reasons}
        pending={payTab.pending}
        onCheckout={onPay}
      />
      <MastercardCardForm />
      <MastercardChallenge />
    </main>
  );
}
