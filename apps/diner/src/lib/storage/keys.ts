/**
 * Every key the app stores, in one place, so "what is cleared when" (A§4) reads from one list.
 * The session flags keep the spec's names (A§9); the app's own keys are prefixed `tabula.`.
 */
export const STORAGE_KEYS = {
  /** local: the diner's language choice (A§9). */
  locale: 'tabula.locale',
  /** local: the company's decimal_precision (A§9). */
  precision: 'tabula.precision',
  /** local: the cart with its timestamp (A§4, 4-hour expiry). */
  cart: 'tabula.cart',
  /** local: the order notes (A§4). */
  orderNote: 'tabula.order_note',
  /** session: the guest flag (A§9). */
  isGuest: 'is_guest',
  /** session: the free-item cart of promotions (A§4, A§9). */
  freeItemsCart: 'free_items_cart',
  /** session: the applied promo code (A§4, A§9). */
  appliedPromoCode: 'applied_promo_code',
  /**
   * local: the dietary filters the diner turned on (issue 33: remembered on the device), kept
   * through sign-out since they describe the person holding the phone, not the account.
   */
  dietaryFilters: 'tabula.dietary_filters',
  /** local: the e-mail address an invoice was last sent to (A§4 Invoice: remembered locally). */
  invoiceEmail: 'tabula.invoice_email',
  /**
   * session: the processing page's failure flag (B§3 session-storage flags: paymentFailed), set
   * when a payment is declined or times out (B§4, B§8) and cleared when one is paid (B§4).
   */
  paymentFailed: 'paymentFailed',
  /**
   * session: the order whose order-confirmed popup the diner closed (B§4 confirmed; A§4 logout
   * clears the active-order-popup flag); a rejected order clears it (B§4).
   */
  activeOrderPopupClosed: 'tabula.active_order_popup_closed',
  /** session: the dismissed announcements, so Close lasts for the visit. */
  dismissedAnnouncements: 'tabula.dismissed_announcements',
  /**
   * session: the page to return to after sign-in (A§4 Login, A§6 "after login the user returns to
   * the stored page"); taken, so removed, when the diner gets there. Cleared on logout (A§4).
   */
  postLoginPage: 'tabula.post_login_page',
  /**
   * session: the provider payment this tab last started, its reference and the provider's page,
   * so a diner who came back without paying can return to it; removed once the payment is paid,
   * declined or cancelled.
   */
  paymentAttempt: 'tabula.payment_attempt',
  /**
   * session: a dine-in payment completed (B§3 session-storage flags: paymentCompleted; B§4
   * "Completion sets paymentCompleted and paymentCompletedScreenShown"); removed with the
   * payment keys 10 s after the payment-completed screen shows (B§9).
   */
  paymentCompleted: 'paymentCompleted',
  /** session: the payment-completed screen was shown for it (B§3, B§4); removed with it. */
  paymentCompletedScreenShown: 'paymentCompletedScreenShown',
  /**
   * session: the equal split the diner is paying at a scan-and-pay table (B§3 equalSplitBillData:
   * selectedSplitNumber, noOfPaidSplits); replaced by the next choice, cleared after paying.
   */
  equalSplitBillData: 'equalSplitBillData',
  /** session: the diner's item-wise split entry being paid (B§3 selectedSplitId); as above. */
  selectedSplitId: 'selectedSplitId',
  /**
   * session: the items the diner ticked on the item-wise split, with the bill and the diner they
   * belong to, so a reload keeps them (issue 30); cleared when the diner pays, cancels the
   * items' checkout, chooses another split or signs out.
   */
  itemwiseTicks: 'tabula.itemwise_ticks',
  /**
   * session: what a scan-and-pay payment pays (B§3 billDetails, B§4 Pay now stores it), so the
   * payment-completed screen says it; cleared 10 s after that screen shows.
   */
  billDetails: 'billDetails',
} as const;
