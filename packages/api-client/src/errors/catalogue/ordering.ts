import { type CatalogueSlice, defineEntry } from './define-entry';

/** The catalogue entries of the cart, order placement and order updates. */
export const ORDERING_ERRORS = {
  items_unavailable: defineEntry('items_unavailable', {
    sources: ['A§8 row 4', 'B§8 row 1', 'B§8 payment 3'],
    summary:
      "Placing or paying an order answered error id out_of_stock_error (or the text 'Items are out of stock'): items are sold out.",
    origin: 'call',
    text: {
      title: 'Item/s unavailable',
      message:
        'Sorry, some items in your cart are sold out. Please remove them to place your order.',
    },
    action: { type: 'redirect', to: '/order-details' },
    choice:
      'Matched on any status and any operation: A§8 names 422 and 500 at placement, B§8 names no status and adds the Stripe Connect flow.',
  }),
  order_failed_at_table: defineEntry('order_failed_at_table', {
    sources: ['A§8 row 5'],
    summary: 'Any other order placement failure with a table: ask a waiter to place the order.',
    origin: 'call',
    text: {
      title: null,
      message:
        "We're unable to process your order due to an error. Please contact a waiter and we'll help you place your order.",
    },
    action: { type: 'none' },
  }),
  order_failed_without_table: defineEntry('order_failed_without_table', {
    sources: ['A§8 row 6'],
    summary:
      'Any other order placement failure without a table: a message to proceed to a counter.',
    origin: 'call',
    text: null,
    action: { type: 'none' },
  }),
  order_placement_failed: defineEntry('order_placement_failed', {
    sources: ['B§8 row 5'],
    summary:
      "Any other failure placing a table order's payment (Make Payment), or placing an order when it is not known whether there is a table: 'Oops' and something went wrong.",
    origin: 'call',
    text: { title: 'Oops', message: null },
    action: { type: 'none' },
    otherReading:
      "B§8 row 5 and A§8 rows 5 and 6 describe the same failure; A§8 splits it by table, so B§8's 'Oops' is kept for payment and for an unknown table.",
  }),
  another_order_exists: defineEntry('another_order_exists', {
    sources: ['B§8 row 2'],
    summary: "The server answered 'Another order exists': an error dialog with its text.",
    origin: 'call',
    text: null,
    serverText: 'server',
    action: { type: 'none' },
    choice: "Matched on the server's text; the dialog shows that text.",
  }),
  cart_items_not_in_menu: defineEntry('cart_items_not_in_menu', {
    sources: ['A§8 row 13'],
    summary: 'On load, cart items no longer match the current menu: the cart is cleared.',
    origin: 'app',
    text: { title: null, message: 'Oops! Items in cart are not part of current available menu.' },
    action: { type: 'clear_cart' },
  }),
  cart_empty: defineEntry('cart_empty', {
    sources: ['A§8 row 14', 'B§8 row 15'],
    summary: 'The cart is empty outside dine_ot: the home page.',
    origin: 'app',
    messageKey: 'message.cart_is_empty',
    text: null,
    action: { type: 'redirect', to: '/' },
  }),
  cart_validation_failed: defineEntry('cart_validation_failed', {
    sources: ['A§8 row 16', 'B§8 row 13'],
    summary: "Cart validation failed or threw: the 'contact waiter' message.",
    origin: 'call',
    text: null,
    action: { type: 'none' },
  }),
  checkout_unauthorized: defineEntry('checkout_unauthorized', {
    sources: ['A§8 row 15', 'B§8 row 16'],
    summary:
      "The checkout configuration answered 401: 'error.oops' with the server's text, then home.",
    origin: 'call',
    titleKey: 'error.oops',
    text: null,
    serverText: 'server',
    action: { type: 'redirect', to: '/' },
  }),
  order_update_failed: defineEntry('order_update_failed', {
    sources: ['A§8 row 19', 'B§8 row 19'],
    summary: 'Updating a dine-in order failed.',
    origin: 'call',
    text: { title: null, message: 'Order update failed. Please try again.' },
    action: { type: 'redirect', to: '/' },
  }),
  reorder_unavailable: defineEntry('reorder_unavailable', {
    sources: ['A§8 other 3', 'B§8 row 31'],
    summary: "Reorder with nothing or only part available: the 'order cannot be reordered' dialog.",
    origin: 'app',
    text: null,
    action: { type: 'return_to_menu' },
    buttonKey: 'button.return_to_menu',
  }),
  price_changed: defineEntry('price_changed', {
    sources: ['A§8 other 6', 'B§8 payment 12'],
    summary: 'Prices changed: a warning box says the cart shows the latest prices.',
    origin: 'app',
    presentation: 'warning',
    text: null,
    action: { type: 'none' },
  }),
  unavailable_items: defineEntry('unavailable_items', {
    sources: ['A§8 other 7', 'B§8 payment 12'],
    summary: 'Some items are unavailable: the unavailable-items overlay.',
    origin: 'app',
    presentation: 'overlay',
    text: null,
    action: { type: 'none' },
  }),
  pos_discount_blocks_items: defineEntry('pos_discount_blocks_items', {
    sources: ['A§8 other 8', 'B§8 row 24'],
    summary:
      "The restaurant applied a discount from the POS (dine_ot, unpaid diner): 'unable to add items'.",
    origin: 'call',
    choice: 'The server refuses adding items to such a tab with the error id pos_discount_applied.',
    text: null,
    action: { type: 'redirect', to: '/order-details' },
  }),
  order_being_prepared: defineEntry('order_being_prepared', {
    sources: ['A§8 other 9', 'B§8 row 25'],
    summary: 'The diner tried to change a dine-in order that is already being prepared.',
    origin: 'call',
    choice:
      'The server refuses a payload carrying a placed line with the error id order_being_prepared.',
    text: {
      title: null,
      message:
        "Sorry, you can't modify this order now because it's already being prepared. Please ask a staff member to assist you.",
    },
    action: { type: 'none' },
  }),
  order_updated_from_pos: defineEntry('order_updated_from_pos', {
    sources: ['B§8 row 17'],
    summary:
      "Staff updated the order on the POS: 'order updated' and the restaurant's update message.",
    origin: 'app',
    text: null,
    action: { type: 'redirect', to: '/order-details' },
  }),
  group_order_updated: defineEntry('group_order_updated', {
    sources: ['B§8 row 18'],
    summary: "Another diner of the group updated the order: the 'order updated' message.",
    origin: 'app',
    text: null,
    action: { type: 'redirect', to: '/order-details' },
    otherReading: 'In the scan-and-pay flow the diner goes to / instead.',
  }),
  cash_only_dine_pf: defineEntry('cash_only_dine_pf', {
    sources: ['B§8 row 14'],
    summary: 'Cash is the only payment type with dine_pf (cash is removed at a table).',
    origin: 'app',
    text: {
      title: null,
      message: 'Unable to place order. Please contact the restaurant or try again later.',
    },
    action: { type: 'none' },
  }),
  order_validity_rejected: defineEntry('order_validity_rejected', {
    sources: ['B§4 payment selection'],
    summary: "A validity check rejected the order before placement: 'order.rejected_message'.",
    origin: 'app',
    messageKey: 'order.rejected_message',
    text: null,
    action: { type: 'none' },
  }),
  // our choice: the spec sets no order limits (docs/server.md, "Order limits"); the server's
  // refusals below carry their figures in details, so the diner reads them in their language.
  line_quantity_limit: defineEntry('line_quantity_limit', {
    sources: [],
    summary:
      'The server refused a cart line with more units than the outlet allows (422 line_quantity_limit).',
    origin: 'call',
    text: null,
    values: ['limit'],
    action: { type: 'none' },
    choice:
      "Shown with the outlet's limit; the cart stays as it is for the diner to lower the count.",
  }),
  order_item_limit: defineEntry('order_item_limit', {
    sources: [],
    summary:
      'The server refused an order with more units than the outlet allows (422 order_item_limit).',
    origin: 'call',
    text: null,
    values: ['limit'],
    action: { type: 'none' },
    choice: "Shown with the outlet's limit; free items count too.",
  }),
  order_amount_limit: defineEntry('order_amount_limit', {
    sources: [],
    summary:
      'The server refused an order that comes to more than the outlet allows before the tip (422 order_amount_limit).',
    origin: 'call',
    text: null,
    values: ['currency', 'limit'],
    action: { type: 'none' },
    choice: "Shown with the outlet's limit in its currency.",
  }),
  tip_limit: defineEntry('tip_limit', {
    sources: [],
    summary:
      'The server refused a tip above its share of the subtotal (422 tip_limit, details limit and percent).',
    origin: 'call',
    text: null,
    values: ['currency', 'limit', 'percent'],
    action: { type: 'none' },
    choice: 'Shown with the largest tip allowed and its percentage.',
  }),
} satisfies CatalogueSlice;
