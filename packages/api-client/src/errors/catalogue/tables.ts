import { type CatalogueSlice, defineEntry } from './define-entry';

/** The catalogue entries of table status, joining, table moves and the split bill. */
export const TABLE_ERRORS = {
  payment_in_progress_group_user: defineEntry('payment_in_progress_group_user', {
    sources: ['B§8 row 3'],
    summary:
      'Error id payment_in_progress_group_user: another group member is paying, the payment-in-progress dialog.',
    origin: 'call',
    text: null,
    action: { type: 'redirect', to: '/order-details' },
  }),
  table_payment_in_progress: defineEntry('table_payment_in_progress', {
    sources: ['B§8 row 4', 'B§8 row 7'],
    summary:
      "Error id payment_in_progress, or a join 422 'Payment for this table is being processed': nothing shown, the table-unavailable page.",
    origin: 'call',
    presentation: 'none',
    text: null,
    action: { type: 'redirect', to: '/table-unavailable' },
    choice:
      'Both rows send the diner to /table-unavailable without a message, so they are one entry.',
  }),
  join_blocked_by_promotion: defineEntry('join_blocked_by_promotion', {
    sources: ['B§8 row 6'],
    summary:
      "The table check answered 422 with error id promotion_available: 'cannot join table now'.",
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice: "B§8's 'key promotion_available' is read as the error body's error_id.",
  }),
  join_failed: defineEntry('join_failed', {
    sources: ['B§8 row 9'],
    summary: "A join request failed other than with a 422: 'something went wrong'.",
    origin: 'call',
    text: null,
    action: { type: 'none' },
  }),
  join_network_error: defineEntry('join_network_error', {
    sources: ['B§8 row 10'],
    summary: "A join request got no answer: 'connection error, check internet'.",
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice: 'A timeout counts as a network failure here.',
  }),
  join_approval_timeout: defineEntry('join_approval_timeout', {
    sources: ['B§8 row 26'],
    summary: "No member answered the join request in 10 s: 'request timed out' with Try again.",
    origin: 'app',
    text: null,
    action: { type: 'retry' },
    buttonKey: 'button.try_again',
    secondaryButtonKey: 'button.cancel',
  }),
  table_updated_from_pos: defineEntry('table_updated_from_pos', {
    sources: ['B§8 row 20'],
    summary:
      'Staff updated the table on the POS: the table-updated message, then the QR session is reset.',
    origin: 'app',
    text: null,
    action: { type: 'redirect', to: '/invalid-table' },
    effects: ['reset_qr_session'],
  }),
  table_moving: defineEntry('table_moving', {
    sources: ['B§8 row 21'],
    summary: 'A table move is in progress: the table-updated message, then the home page.',
    origin: 'app',
    text: null,
    action: { type: 'redirect', to: '/' },
  }),
  split_screen_occupied: defineEntry('split_screen_occupied', {
    sources: ['B§8 row 27'],
    summary:
      'Another member holds the manual split screen (the live event, or error id manual_split_screen_occupied): a modal, then the home page.',
    origin: 'call',
    text: null,
    action: { type: 'redirect', to: '/' },
    choice:
      "The server's 409 manual_split_screen_occupied (holding the screen, saving a selection) resolves to it on any operation, as does any 409 on split_screen_hold; the app raises it by id on the live manual_split_screen_occupied naming someone else.",
  }),
  split_slot_taken: defineEntry('split_slot_taken', {
    sources: [],
    summary:
      'Error id split_slot_taken (409): the equal split the diner claimed is held, being paid or paid by someone else.',
    origin: 'call',
    presentation: 'inline',
    text: null,
    action: { type: 'inline' },
    choice:
      'B§4 lets only the diner holding a split pay it and B§8 has no row for a split someone else took first: the equal-split list says so beside the splits and reads the split state again, so the diner picks another.',
  }),
  split_part_taken: defineEntry('split_part_taken', {
    sources: [],
    summary:
      'Error id split_part_taken (409): someone else picked, is paying or has paid this part of the bill first (saving an item-wise selection, paying a part).',
    origin: 'call',
    presentation: 'inline',
    text: null,
    action: { type: 'inline' },
    choice:
      "B§4 disables items already paid by others but B§8 has no row for a part taken between reading and paying: the item-wise list or the checkout says so on the screen, nothing is charged, and the split state is read again. Any other 409 on split_selection (the bill no longer split by item, the diner's own payment running) reads the same.",
  }),
  own_payment_open: defineEntry('own_payment_open', {
    sources: [],
    summary:
      "Error id own_payment_open (409): the diner's own payment of this part, share or tab is still open (they left its page without paying); the refusal names its reference.",
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice:
      "Issue 30: B§8 has no row for a diner paying again over their own open payment. The app names its own open payment (replaces_payment) when it knows of it, so this answers only when it did not (a second tab, a page read before the payment started): a popup says the payment is the diner's own, never 'someone else', and the screen reads the open payment again and shows it with Return to payment and Cancel payment.",
  }),
  payment_preference_locked: defineEntry('payment_preference_locked', {
    sources: ['B§8 row 11'],
    summary:
      "Saving the payment preference answered 409 (error id split_already_done): 'unable to change payment preference / split already done'.",
    origin: 'call',
    text: null,
    action: { type: 'redirect', to: '/checkout' },
    choice:
      'Error id split_already_done resolves to it on any operation, not only on payment_preference.',
  }),
  payment_preference_failed: defineEntry('payment_preference_failed', {
    sources: ['B§8 row 12'],
    summary: "Saving the payment preference failed otherwise: 'oops'.",
    origin: 'call',
    text: null,
    action: { type: 'none' },
  }),
  member_already_paid: defineEntry('member_already_paid', {
    sources: [],
    summary:
      'Error id member_already_paid: a member who has paid their part of the open tab added items or paid again.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
    choice:
      "B§4 disables the place-order control of a member who has paid; when a call is refused anyway (a second phone, a stale screen) the diner is told their part is paid. A 409 on saving the preference stays B§8 row 11's 'unable to change payment preference'.",
  }),
  table_has_order: defineEntry('table_has_order', {
    sources: ['B§8 payment 12'],
    summary: 'The table already has an order: the table-has-order dialog.',
    origin: 'app',
    text: null,
    action: { type: 'none' },
  }),
} satisfies CatalogueSlice;
