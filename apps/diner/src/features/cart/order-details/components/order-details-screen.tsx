import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { catalogueEntry } from '@tabula/api-client';
import { findOutOfStockLines } from '@tabula/engine';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/errors/error-messages';
import { isolate, useVenueText } from '@/lib/i18n/venue-text';
import { readPaymentFailed } from '@/lib/payment-status/payment-failed';
import { BillBreakdown } from '@/components/bill-breakdown';
import { useBill } from '@/lib/bill/use-bill';
import { lineMenuItem } from '@/lib/bill/line-menu-item';
import { LoyaltySection } from '@/components/loyalty-section';
import { CodeEntry } from '@/components/code-entry';
import { PromotionsSummary } from './promotions-summary';
import { cartAtom, orderNoteAtom } from '@/lib/cart/cart-atoms';
import { useCheckout } from '../hooks/use-checkout';
import { useEmptyCartRedirect } from '@/lib/cart/use-empty-cart-redirect';
import { useOrderDetailsPage } from '../hooks/use-order-details-page';
import { placeOrderReasons } from '@/lib/cart/blocker-reasons';
import { groupLines } from '../utils/group-lines';
import { isDineIn } from '@/lib/venue/is-dine-in';
import { sessionTypeOf } from '@/lib/venue/session-type';
import { useTabStanding } from '@/lib/open-tab/use-tab-standing';
import { usePlaceOnTab } from '../hooks/use-place-on-tab';
import { usePlaceAfterSignIn } from '../hooks/use-place-after-sign-in';
import { GroupOrderSection } from './group-order-section';
import { TabOrderPlacedPopup } from './tab-order-placed-popup';
import { CartLineRow } from './cart-line-row';
import { CheckoutFooter } from '@/components/checkout-footer';
import { OpenPaymentLink } from '@/components/open-payment-link';
import { OrderNoteField } from './order-note-field';
import * as styles from './order-details-screen.css';
import { LOYALTY_JOIN_ROUTE } from '@/lib/loyalty/loyalty-join-route';

/**
 * The cart screen, /order-details (A§2): the diner's lines with their notes and counts, the
 * promotions and free items, the order note, the promo code or coupon, loyalty, the charges
 * breakdown, 'Add more items', and Checkout with the reasons it is blocked. At an open tab (B§1
 * dine_ot) the tab's order shows above the diner's cart and the main action places the cart on
 * the tab (B§4); the tab is paid later, not from here.
 */
export function OrderDetailsScreen() {
  const { t, i18n } = useLingui();
  const venue = useVenueText();
  const navigate = useNavigate();
  const page = useOrderDetailsPage();
  const cart = useAtomValue(cartAtom);
  const note = useAtomValue(orderNoteAtom);
  const priced = useBill(page);
  const { bill } = priced;
  useEmptyCartRedirect(cart, page.session);
  const dineIn = isDineIn(page.session);
  const checkout = useCheckout(page, priced, dineIn || note.trim() === '' ? null : note.trim());
  const placedId = useId();
  const paymentFailed = readPaymentFailed(useSearch({ strict: false }));
  const openTab = sessionTypeOf(page.session) === 'open_tab';
  const [placedOpen, setPlacedOpen] = useState(false);
  const tab = usePlaceOnTab(
    page,
    useCallback(() => {
      setPlacedOpen(true);
    }, []),
  );

  const billed = useMemo(() => new Map(bill.lines.map((line) => [line.id, line])), [bill]);
  // spec: A§5, sold-out items must be removed before checkout.
  const soldOut = useMemo(
    () => new Set(findOutOfStockLines(cart, page.out_of_stock_items).map((line) => line.id)),
    [cart, page.out_of_stock_items],
  );
  const blocks = groupLines(cart.lines);
  const placedLines = cart.lines.filter((line) => line.placed_item === true);
  // spec: A§5, place order is disabled while any blocker holds; the reasons show under it.
  const reasons = placeOrderReasons({
    cart,
    outOfStock: page.out_of_stock_items,
    // our choice: at an open tab the running order is the tab itself, which members add to
    // whatever its status; only a walk-in or pay-first order waits for the last one.
    recentOrder: openTab ? null : page.recent_order,
    user: page.user,
    loyalty: page.loyalty,
    bill,
  }).map((reason) => i18n._(reason));
  const standing = useTabStanding(page);
  // spec: B§4, a user who has already paid has the place-order control disabled.
  if (openTab && standing === 'paid') reasons.push(t`You have paid your part of this bill.`);
  usePlaceAfterSignIn({
    signedIn: openTab && page.user !== null,
    blocked: reasons.length > 0,
    place: tab.place,
  });

  const row = (line: (typeof cart.lines)[number]) => (
    <CartLineRow
      key={line.id}
      line={line}
      billed={billed.get(line.id)}
      item={lineMenuItem(page.menu, line)}
      soldOut={soldOut.has(line.id)}
    />
  );

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`Your order`}</h1>
      {/* spec: B§4, a declined payment comes back here (?payment_status=failed) to try again. */}
      {paymentFailed && (
        <p role="alert" className={styles.notice}>
          {t`Your payment did not go through, so nothing was charged. Your order is still here: choose Checkout to try again.`}
        </p>
      )}
      {soldOut.size > 0 && (
        <p role="alert" className={styles.notice}>
          {i18n._(errorMessage(catalogueEntry('items_unavailable').messageKey, 'message'))}
        </p>
      )}
      {/* spec: B§2, the group's items above the diner's own, greyed. */}
      {openTab && page.order !== null && (
        <GroupOrderSection order={page.order} userId={page.user?.id ?? null} />
      )}
      <ul className={styles.lines} aria-label={t`Your items`}>
        {blocks.map((block) => {
          if (block.kind === 'single') return row(block.line);
          const [first] = block.lines;
          const item = first ? lineMenuItem(page.menu, first) : null;
          const name = item ? isolate(venue.name(item)) : '';
          const count = block.lines.length;
          return (
            <li key={`item-${String(block.itemId)}`} className={styles.block}>
              <p className={styles.blockNote}>
                {t({
                  message: plural(count, {
                    one: `You have # customisation of ${name}. Change it here.`,
                    other: `You have # customisations of ${name}. Change each one here.`,
                  }),
                })}
              </p>
              <ul className={styles.lines}>{block.lines.map(row)}</ul>
            </li>
          );
        })}
      </ul>
      {placedLines.length > 0 && (
        <section aria-labelledby={placedId}>
          <h2 id={placedId} className={styles.sectionHeading}>{t`Already ordered`}</h2>
          <ul className={styles.lines}>{placedLines.map(row)}</ul>
        </section>
      )}
      <PromotionsSummary
        bill={bill}
        freeLines={priced.freeLines}
        menu={page.menu}
        promotions={page.promotions}
      />
      <Link to="/" className={styles.addMore}>
        {t`Add more items`}
      </Link>
      {/* spec: A§2, order notes for non-dine-in orders. */}
      {!dineIn && <OrderNoteField />}
      <CodeEntry
        promotions={page.promotions}
        companyId={page.company.id}
        precision={page.company.decimal_precision}
        user={page.user}
        session={page.session}
        bill={bill}
        unlockedPromotion={priced.unlockedPromotion}
      />
      <LoyaltySection
        source={page}
        bill={bill}
        precision={page.company.decimal_precision}
        orderId={page.order?.id ?? null}
        loyaltyOverTotal={priced.loyaltyOverTotal}
        onJoin={() => {
          void navigate({ to: LOYALTY_JOIN_ROUTE });
        }}
      />
      <BillBreakdown bill={bill} source={page} />
      {/* our choice: an open tab places from here (B§4); its payment comes later. */}
      {openTab && (
        <CheckoutFooter
          label={t`Place order`}
          reasons={reasons}
          pending={tab.pending}
          onCheckout={tab.place}
        >
          {/* spec: B§4, members who have not paid see proceed-to-payment (and add-more-items). */}
          {page.order !== null && standing === 'unpaid' && (
            <Link to="/checkout" className={styles.addMore}>
              {t`Proceed to payment`}
            </Link>
          )}
          {standing === 'paid' && (
            <Link to="/checkout" className={styles.addMore}>{t`Receipt`}</Link>
          )}
        </CheckoutFooter>
      )}
      <TabOrderPlacedPopup
        open={placedOpen}
        onClose={() => {
          setPlacedOpen(false);
        }}
        onViewOrder={() => {
          setPlacedOpen(false);
          // spec: B§2, the dine_ot placed popup's View Order goes to /.
          void navigate({ to: '/' });
        }}
      />
      {/* spec: A§2, the checkout is gated by its feature flag. */}
      {!openTab && page.feature_flags.checkout.enabled && (
        <CheckoutFooter
          label={t`Checkout`}
          reasons={reasons}
          pending={checkout.pending}
          onCheckout={checkout.start}
        >
          <OpenPaymentLink recentOrder={page.recent_order} />
        </CheckoutFooter>
      )}
    </main>
  );
}
