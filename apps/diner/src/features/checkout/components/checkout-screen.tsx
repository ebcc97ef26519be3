import { useLingui } from '@lingui/react/macro';
import { catalogueEntry } from '@tabula/api-client';
import { findOutOfStockLines, isTipsVisible } from '@tabula/engine';
import { Button } from '@tabula/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/errors/error-messages';
import { isolate, useVenueText } from '@/lib/i18n/venue-text';
import { BillBreakdown } from '@/components/bill-breakdown';
import { LoyaltySection } from '@/components/loyalty-section';
import { CheckoutFooter } from '@/components/checkout-footer';
import { OpenPaymentLink } from '@/components/open-payment-link';
import { useEmptyCartRedirect } from '@/lib/cart/use-empty-cart-redirect';
import { placeOrderReasons } from '@/lib/cart/blocker-reasons';
import { isDineIn } from '@/lib/venue/is-dine-in';
import { CodeEntry } from '@/components/code-entry';
import { cartAtom, orderNoteAtom } from '@/lib/cart/cart-atoms';
import { useCheckoutAccess } from '../hooks/use-checkout-access';
import { useCheckoutBill } from '../hooks/use-checkout-bill';
import { useCheckoutPage } from '../hooks/use-checkout-page';
import { usePayMode, usePaymentModes } from '../hooks/use-payment-modes';
import { usePlaceOrder } from '../payables/use-place-order';
import { PaymentWaiting } from '../pipeline/payment-waiting';
import { chosenPaymentTypeAtom, NO_TIP, tipAtom } from '../state/checkout-atoms';
import { isCashOnlyAtTable } from '../utils/cash-only-at-table';
import { payUContact, type ContactDraft, type PayUContact } from '../utils/pay-u-contact';
import { flowHasModes, paymentFlowOf } from '../utils/payment-flow';
import { OrderPlacedPopup } from './order-placed-popup';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { ScanAndPayCheckoutScreen } from './scan-and-pay-checkout-screen';
import { TabCheckoutScreen } from './tab-checkout-screen';
import { TipSection } from './tip-section';
import { ConnectedCardSection } from './connected-card-section';
import { MastercardChallenge } from '../mastercard/authentication/mastercard-challenge';
import { MastercardCardForm } from '../mastercard/card/mastercard-card-form';
import { StripeCardSheet } from '../stripe-direct/stripe-card-sheet';
import { useConnectedCardChoice } from '../hooks/use-connected-card-choice';
import { systemTimers, type Timers } from '@/lib/timers';
import { sessionTypeOf } from '@/lib/venue/session-type';
import * as styles from './checkout-screen.css';
import { LOYALTY_JOIN_ROUTE } from '@/lib/loyalty/loyalty-join-route';

/**
 * The checkout, /checkout (B§2 Checkout screen): a member of an open tab pays the tab
 * (TabCheckoutScreen); everyone else places their cart with its payment.
 */
export function CheckoutScreen({ timers = systemTimers }: { timers?: Timers }) {
  const page = useCheckoutPage();
  // spec: B§2, in scan-and-pay the checkout shows the split flow's payment.
  if (sessionTypeOf(page.session) === 'scan_and_pay') {
    return <ScanAndPayCheckoutScreen timers={timers} />;
  }
  if (sessionTypeOf(page.session) === 'open_tab' && page.order !== null) {
    return <TabCheckoutScreen page={page} order={page.order} timers={timers} />;
  }
  return <CartCheckoutScreen timers={timers} />;
}

/**
 * The checkout of a cart (B§2 Checkout screen, for walk-in and dine-in pay-first): the order
 * summary, the coupon, the tip, loyalty, the payment method, the charges breakdown, and Place
 * Order with its blockers and the out-of-stock box. A visitor signs in first (A§6).
 */
function CartCheckoutScreen({ timers }: { timers: Timers }) {
  const { t, i18n } = useLingui();
  const venue = useVenueText();
  const navigate = useNavigate();
  const page = useCheckoutPage();
  const cart = useAtomValue(cartAtom);
  const note = useAtomValue(orderNoteAtom);
  const setTip = useSetAtom(tipAtom);
  const setChosenType = useSetAtom(chosenPaymentTypeAtom);
  const [contact, setContact] = useState<ContactDraft>({ name: '', email: '' });
  const [contactCheck, setContactCheck] = useState<PayUContact | null>(null);
  const [placedOpen, setPlacedOpen] = useState(false);
  const [placed, setPlaced] = useState(false);
  const access = useCheckoutAccess(page);
  const { priced, payment } = useCheckoutBill(page);
  const { bill } = priced;
  useEmptyCartRedirect(cart, page.session, !placed);
  const onPlaced = useCallback(() => {
    setPlacedOpen(true);
  }, []);
  const placeOrder = usePlaceOrder(onPlaced, timers);

  const current = payment.current;
  const flow = current === null ? null : paymentFlowOf(current);
  // spec: A§6, a guest has no saved cards and no save-card option.
  const registered = page.user !== null && !page.user.is_guest;
  const connectedCard = useConnectedCardChoice(flow, registered);
  const modes = usePaymentModes(flow, bill.total_amount, current);
  const [payMode, setMode] = usePayMode(modes);
  const soldOut = useMemo(
    () => findOutOfStockLines(cart, page.out_of_stock_items).length > 0,
    [cart, page.out_of_stock_items],
  );
  const dineIn = isDineIn(page.session);
  const orderNote = dineIn || note.trim() === '' ? null : note.trim();
  const precision = page.company.decimal_precision;

  // spec: B§4, place order is disabled while any blocker holds (A§5 list); the reasons show.
  const reasons = placeOrderReasons({
    cart,
    outOfStock: page.out_of_stock_items,
    recentOrder: page.recent_order,
    user: page.user,
    loyalty: page.loyalty,
    bill,
  }).map((reason) => i18n._(reason));
  const cashOnlyAtTable = isCashOnlyAtTable(page.session, page.payment_types);
  if (cashOnlyAtTable) {
    // spec: B§8 row 14, cash is the only payment type of a pay-first table.
    reasons.push(i18n._(errorMessage(catalogueEntry('cash_only_dine_pf').messageKey, 'message')));
  } else if (payment.visible && current === null) {
    reasons.push(t`Choose a payment method.`);
  }
  if (connectedCard.loading) {
    reasons.push(t`Your saved cards are loading.`);
  }
  if (current !== null && flow !== null && flowHasModes(flow) && payMode === null) {
    reasons.push(
      t`Choose how to pay with ${isolate(venue.text(current, 'title') ?? current.title)}.`,
    );
  }

  const onPlaceOrder = () => {
    const user = page.user;
    if (user === null || current === null || flow === null) return;
    let payUDetails: { name: string; email: string } | null = null;
    if (flow === 'pay_u') {
      // spec: B§5, PayU needs a name and a valid e-mail when the account has none.
      const check = payUContact(user, contact);
      setContactCheck(check);
      if (!check.ok) return;
      payUDetails = { name: check.name, email: check.email };
    }
    if (flow === 'cash') setPlaced(true);
    placeOrder.pay({
      page,
      priced,
      note: orderNote,
      user,
      paymentType: current,
      flow,
      contact: payUDetails,
      mode: flowHasModes(flow) ? payMode : null,
      card: connectedCard.card,
    });
  };

  const showTips = isTipsVisible({ hasTips: page.company.has_tips, payable: bill.total_amount });
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`Checkout`}</h1>
      <OrderSummary cart={cart} lines={priced.lines} bill={bill} menu={page.menu} />
      <CodeEntry
        promotions={page.promotions}
        companyId={page.company.id}
        precision={precision}
        user={page.user}
        session={page.session}
        bill={bill}
        unlockedPromotion={priced.unlockedPromotion}
      />
      {showTips && (
        <TipSection
          percents={page.tips}
          subTotal={bill.sub_total}
          tipAmount={bill.tips_amount}
          precision={precision}
          currency={page.company.currency}
        />
      )}
      <LoyaltySection
        source={page}
        bill={bill}
        precision={precision}
        orderId={page.order?.id ?? null}
        loyaltyOverTotal={priced.loyaltyOverTotal}
        onJoin={() => {
          void navigate({ to: LOYALTY_JOIN_ROUTE });
        }}
      />
      {payment.visible && !cashOnlyAtTable && (
        <PaymentSection
          payment={payment}
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
      <BillBreakdown
        bill={bill}
        source={page}
        onRemoveTip={() => {
          setTip(NO_TIP);
        }}
      />
      {/* spec: B§2, the out-of-stock warning box beside Place Order. */}
      {soldOut && (
        <p role="alert" className={styles.notice}>
          {i18n._(errorMessage(catalogueEntry('items_unavailable').messageKey, 'message'))}
        </p>
      )}
      <PaymentWaiting provider={placeOrder.waiting} className={styles.hint} />
      {access.needsSignIn ? (
        <div className={styles.signIn}>
          <p className={styles.hint}>{t`Log in to place your order. It takes a moment.`}</p>
          <Button fullWidth loading={access.signingIn} onClick={access.goToSignIn}>
            {t`Log in to order`}
          </Button>
        </div>
      ) : (
        <CheckoutFooter
          label={t`Place Order`}
          reasons={reasons}
          pending={placeOrder.pending}
          onCheckout={onPlaceOrder}
        >
          <OpenPaymentLink recentOrder={page.recent_order} />
        </CheckoutFooter>
      )}
      <MastercardCardForm />
      <MastercardChallenge />
      <StripeCardSheet />
      <OrderPlacedPopup
        open={placedOpen}
        onClose={() => {
          setPlacedOpen(false);
          void navigate({ to: '/' });
        }}
        onViewOrder={() => {
          setPlacedOpen(false);
          void navigate({ to: '/track-order' });
        }}
      />
    </main>
  );
}
