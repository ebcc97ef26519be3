import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Every row the server keeps. Configuration a restaurant edits as a whole (the company's
 * settings, an outlet's menu, a promotion) is a JSON document shaped by the contract's schemas;
 * what changes per diner or per order (sessions, users, orders, payments, one-time codes) is
 * relational. Money is always text holding a decimal string, never a float column.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A restaurant company: its contract `company` object (without id), plan and loyalty programme. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  /** The venue file's company key (docs/venue-file.md): how an import finds the company. */
  key: text('key').notNull().unique('companies_key'),
  /** The contract's company fields except id (companySchema). */
  profile: jsonb('profile').notNull(),
  /** sapaad_direct or sapaad_direct_lite (A§9). */
  planId: text('plan_id').notNull(),
  /** Earning and redemption settings of the loyalty programme, null without one. */
  loyaltyProgramme: jsonb('loyalty_programme'),
  /** Tip percentages offered (the contract's tips object). */
  tips: jsonb('tips').notNull(),
  /** The outlets' local time zone (IANA), used for category schedules. */
  timeZone: text('time_zone').notNull(),
  createdAt: createdAt(),
});

/** An outlet (branch): its contract `outlet` object, menu, payment types and advertisements. */
export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The venue file's outlet key, unique within the company. */
    key: text('key').notNull(),
    /** The location id the session and order payloads carry. */
    locationId: integer('location_id').notNull(),
    /** The contract's outlet fields except id and time_zone, the company's (outletSchema). */
    profile: jsonb('profile').notNull(),
    /** The contract's menu without out_of_stock_items (menuSchema). */
    menu: jsonb('menu').notNull(),
    /** The contract's payment types offered here, in display order. */
    paymentTypes: jsonb('payment_types').notNull(),
    advertisements: jsonb('advertisements').notNull(),
    /** The contract's order_limits: the most units one cart line may hold. */
    maxLineQuantity: integer('max_line_quantity').notNull().default(50),
    /** The most units one order may hold, free items included. */
    maxOrderItems: integer('max_order_items').notNull().default(100),
    /** The most an order may come to before the tip, a decimal string; null for no limit. */
    maxOrderAmount: text('max_order_amount'),
    /** The largest tip, as a percentage of the subtotal (a decimal string). */
    maxTipPercent: text('max_tip_percent').notNull().default('50'),
    /**
     * Goes up by one whenever anything a diner's venue is built from changes: this row, its
     * company, its tables, its sold-out items, its company's promotions. Triggers keep it (migration
     * 0003), so an edit by any process, or by hand, invalidates every process's venue snapshot
     * (venue/venue-snapshots.ts).
     */
    venueVersion: integer('venue_version').notNull().default(1),
    /**
     * Menu items an import took off the menu (the venue file no longer lists them), each in its
     * last form with when: `{ id, name, translations, unit_price, retired_at }[]`. Placed orders keep
     * their own details; this keeps what an item id named, for the books and for an import that
     * brings it back.
     */
    retiredItems: jsonb('retired_items').notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('outlets_company_key').on(table.companyId, table.key)],
);

/** A table of an outlet. */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: serial('id').primaryKey(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    number: text('number').notNull(),
    /**
     * When an import or staff retired the table: it keeps its row (orders, tabs and splits name
     * it), its codes stop opening it, and it leaves the POS's and the venue's lists.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('dining_tables_outlet_number').on(table.outletId, table.number)],
);

/** A printed QR code: `/q/{token}` starts a session for a table or a walk-in counter. */
export const qrCodes = pgTable('qr_codes', {
  token: text('token').primaryKey(),
  outletId: integer('outlet_id')
    .notNull()
    .references(() => outlets.id),
  tableId: integer('table_id').references(() => diningTables.id),
  /** A label for staff: "Table 4", "Counter". */
  label: text('label').notNull(),
  qrSource: text('qr_source').notNull(),
  qrType: text('qr_type').notNull(),
  /** eat_in or take_away when the code fixes the dine mode; null lets the diner choose. */
  dineMode: text('dine_mode'),
  /**
   * When the code stopped opening its place (its table or counter was retired, or the code was
   * replaced): a scan then shows the not-allowed page. Sessions it started keep their row.
   */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Items an outlet has marked sold out from the POS. */
export const stockOuts = pgTable(
  'stock_outs',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.outletId, table.itemId] })],
);

/** A promotion of a company (the contract's promotion object without id). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The venue file's promotion key, unique within the company. */
    key: text('key').notNull(),
    definition: jsonb('definition').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('promotions_company_key').on(table.companyId, table.key)],
);

/** A coupon (discount code) of a company, looked up by its code. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Stored upper-case; codes match without regard to case. */
    code: text('code').notNull(),
    /** The discount fields of the contract (discount_name, discount_type, rate, ...). */
    definition: jsonb('definition').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('coupons_company_code').on(table.companyId, table.code)],
);

/** A diner of a company: registered (phone or e-mail) or a guest. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    dialingCode: text('dialing_code'),
    isGuest: boolean('is_guest').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /**
     * When a code sent to the mobile number was entered: only then does the number belong to the
     * account and sign anyone in (docs/server.md, "Identities"). null: unverified.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** When a code sent to the e-mail address was entered; null: unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The customer id the POS knows the diner by. */
    sapaadCustomerId: integer('sapaad_customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A verified identity belongs to one account; unverified copies may sit on others until
    // someone proves it (then they are cleared).
    uniqueIndex('users_company_verified_phone')
      .on(table.companyId, table.dialingCode, table.phoneNumber)
      .where(sql`${table.phoneVerifiedAt} is not null`),
    uniqueIndex('users_company_verified_email')
      .on(table.companyId, table.email)
      .where(sql`${table.emailVerifiedAt} is not null`),
  ],
);

/**
 * An invoice e-mailed to a diner: counted for the per-order, per-session and per-address limits
 * (docs/server.md, "Limits").
 */
export const invoiceEmails = pgTable(
  'invoice_emails',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    sessionId: text('session_id').notNull(),
    /** The lower-case address it went to. */
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_emails_order').on(table.orderId, table.createdAt),
    index('invoice_emails_session').on(table.sessionId, table.createdAt),
    index('invoice_emails_recipient').on(table.recipient, table.createdAt),
  ],
);

/** A diner's membership of the company's loyalty programme and their balance. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Points balance, a decimal string. */
  points: text('points').notNull(),
  joinedAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every change to a loyalty balance, with the order that caused it. */
export const loyaltyLedger = pgTable('loyalty_ledger', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  orderId: integer('order_id'),
  /** Signed decimal string: earned points positive, redeemed negative. */
  delta: text('delta').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** A card a diner saved with the card provider: only the provider's token and display fields. */
export const savedCards = pgTable('saved_cards', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  cardToken: text('card_token').notNull().unique(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: createdAt(),
});

/**
 * A diner's browser session. The cookie holds only the signed id; everything else is here, so a
 * restart or a second server process loses nothing.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    tableId: integer('table_id').references(() => diningTables.id),
    qrSource: text('qr_source'),
    qrType: text('qr_type'),
    dineMode: text('dine_mode'),
    userId: integer('user_id').references(() => users.id),
    /** The CSRF token the page carries in its meta tag. */
    csrfToken: text('csrf_token').notNull(),
    /**
     * Per-session state of the checkout that the server must remember between calls: the applied
     * coupon, the loyalty redemption, the post-sign-in channel. A JSON object.
     */
    state: jsonb('state').notNull().default({}),
    /**
     * The code of another table the diner scanned while on an unpaid open tab (issue 30): the
     * session stays at the tab's table until they choose to stay or move there; null when nothing
     * waits. Cleared by the choice, in one conditional update, so one choice wins.
     */
    tableChoiceToken: text('table_choice_token').references(() => qrCodes.token),
    /**
     * When a newer scan replaced this session (its expires_at is then in the past, so its id
     * opens nothing): a scan racing the one that replaced it still reads who the diner was and
     * where their tab is, for a short while (features/qr/qr-session.ts), instead of starting
     * them anew somewhere else.
     */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires').on(table.expiresAt)],
);

/** A one-time sign-in code: hashed, single use, 10 minutes, at most 5 tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** sms or email. */
    channel: text('channel').notNull(),
    /** The normalised phone number (dialing code and number) or e-mail address. */
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The client address that asked for it, for send limits per address. */
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_codes_address').on(table.companyId, table.address)],
);

/**
 * A message on its way to a diner (src/messages): sent at once, then retried with a backoff while
 * the carrier is only busy, each attempt claimed by one process through its lease. What it says
 * is sealed (AES-256-GCM under the session secret) and dropped once it is settled, so no code
 * rests in the clear or longer than its sending.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: serial('id').primaryKey(),
    /** sms or email. */
    channel: text('channel').notNull(),
    /** sign_in_code or invoice: which retry schedule it follows. */
    purpose: text('purpose').notNull(),
    /** The sealed message (src/messages/message-seal.ts); null once sent, failed or cancelled. */
    sealed: text('sealed'),
    /** pending, sent, failed (a refusal, or the last retry) or cancelled (a newer code). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Until when the process that claimed it owns the attempt in flight. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** The carrier's last refusal, as a code (never the message's text). */
    lastError: text('last_error'),
    /** The sign-in code it carries (a newer code cancels it); null once the code is taken back. */
    oneTimeCodeId: integer('one_time_code_id').references(() => oneTimeCodes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('outgoing_messages_due').on(table.status, table.nextAttemptAt),
    index('outgoing_messages_code').on(table.oneTimeCodeId),
  ],
);

/** An SMS or e-mail the server sent, through the delivery interface's outbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /** An attachment's file name (the invoice PDF), with its bytes as base64. */
  attachmentName: text('attachment_name'),
  attachmentBase64: text('attachment_base64'),
  createdAt: createdAt(),
});

/**
 * An order. `details` is the contract's order_details as the engine priced it on the server;
 * status follows B§4 (unconfirmed, confirmed, ready, delivered, rejected, cancelled,
 * payment_in_progress).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    tableId: integer('table_id').references(() => diningTables.id),
    userId: integer('user_id').references(() => users.id),
    sessionId: text('session_id'),
    /** The number the diner and the counter call out: per outlet, per day. */
    orderNumber: text('order_number').notNull(),
    /** The POS's id for the order, used by the invoice paths. */
    sapaadOrderId: integer('sapaad_order_id').notNull().unique(),
    status: text('status').notNull(),
    /** When the order is expected to be ready, set by the POS. */
    eta: timestamp('eta', { withTimezone: true }),
    qrSource: text('qr_source'),
    dineMode: text('dine_mode'),
    isGroupOrder: boolean('is_group_order').notNull().default(false),
    /**
     * An open tab's version (B§3 order payload version, 1 for the first dine_ot order): every
     * change of the tab's items adds one, and a v2 update naming an older version is refused.
     */
    version: integer('version').notNull().default(1),
    details: jsonb('details').notNull(),
    totalAmount: text('total_amount').notNull(),
    currency: text('currency').notNull(),
    /** unpaid, pending (a provider page is open), paid, declined. */
    paymentStatus: text('payment_status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_user').on(table.userId),
    // A visitor's orders are found by their session (the status bar, past orders, tracking).
    index('orders_session').on(table.sessionId),
    index('orders_outlet_status').on(table.outletId, table.status),
    // The metrics' orders of the last day (features/metrics).
    index('orders_created').on(table.createdAt),
  ],
);

/**
 * A payment of an order through a provider or at the cashier. `reference` is the tmp_order_id /
 * reference the app polls with; the provider's notification settles it.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').references(() => users.id),
    sessionId: text('session_id'),
    /** The payment type name (cash, paytabs, generic, ...). */
    provider: text('provider').notNull(),
    amount: text('amount').notNull(),
    tip: text('tip').notNull(),
    currency: text('currency').notNull(),
    /** in_progress, paid, declined, abandoned. */
    status: text('status').notNull(),
    /** pos, web, web_pos: who recorded it. */
    source: text('source').notNull(),
    /**
     * For a payment of an open tab's order: the members whose part it pays (their ids); null for
     * a payment of a whole order.
     */
    tabCustomers: jsonb('tab_customers').$type<number[]>(),
    /**
     * For a payment of part of a scan-and-pay bill (issue 18): the equal splits or the pieces of
     * the bill it pays (src/splits/split-part.ts); null for any other payment.
     */
    splitPart: jsonb('split_part'),
    /**
     * The card provider's own id of the payment (a Stripe payment intent's id), once the provider
     * has one; null for cash, hosted pages and a card payment not yet sent to the provider.
     */
    providerPaymentId: text('provider_payment_id'),
    /**
     * When staff voided it from the POS (issue 19: it is then declined); null for a payment
     * nobody voided. A payment declined by its provider is declined without it.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_order').on(table.orderId),
    index('payments_provider_payment').on(table.providerPaymentId),
    // The metrics' payments of the last day (features/metrics).
    index('payments_created').on(table.createdAt),
    // One provider payment (a Stripe intent, an Adyen pspReference) pays one payment only: two
    // orders racing for one intent are decided here, whatever process serves them.
    uniqueIndex('payments_provider_payment_once')
      .on(table.provider, table.providerPaymentId)
      .where(sql`${table.providerPaymentId} is not null`),
  ],
);

/**
 * Money given back on a paid payment by staff (issue 19): at the card provider for a card
 * payment, by hand for cash. pending while the provider is asked, then succeeded or failed; a
 * failed refund gave nothing back and does not count.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The console's key for one confirmed refund: the same key again is the same refund. */
    refundKey: text('refund_key').notNull().unique(),
    /** What is given back, at the company's precision. */
    amount: text('amount').notNull(),
    /**
     * The amount staff asked for with this key, as sent; null when they asked for all that was
     * left then. A key sent again is compared with it (and the reason): another body is refused.
     */
    requestedAmount: text('requested_amount'),
    reason: text('reason'),
    /**
     * The staff credential it was made with (the contract's staffCredentialSchema): today always
     * staff_token, the POS's one shared token; per-person staff accounts come with issue 32.
     */
    madeBy: text('made_by').notNull(),
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('refunds_payment').on(table.paymentId),
    // Every order a diner reads says what was given back of it (issue 30), found by the order.
    index('refunds_order').on(table.orderId),
  ],
);

/**
 * A Mastercard gateway payment's side at the gateway (issue 19): its hosted session, what pays
 * it (a card typed on the gateway's form, Google Pay or Apple Pay), and where its 3-D Secure
 * stands. The gateway's order id is the payment's reference. No card data: the card stays in the
 * gateway's session.
 */
export const mastercardPayments = pgTable(
  'mastercard_payments',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id),
    /** card, google_pay or apple_pay. */
    kind: text('kind').notNull(),
    sessionId: text('session_id').notNull(),
    /** none, available, unavailable, pending (the payer is challenged), succeeded, failed. */
    authentication: text('authentication').notNull(),
    /**
     * When a challenge still unanswered ends the payment declined (B§9 Google Pay authentication
     * timeout, 120 s); the reconciliation settles it. Null when no challenge runs.
     */
    authenticationDeadline: timestamp('authentication_deadline', { withTimezone: true }),
    /** When PAY was first sent, so a repeated call never pays twice. */
    payStartedAt: timestamp('pay_started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mastercard_payments_session').on(table.sessionId)],
);

/**
 * Every notification a card provider sent (its event id), so a notification received twice is
 * acted on once (issue 19: idempotent on the provider's event id).
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** A registered diner's customer at a card provider, whose saved cards the provider keeps. */
export const providerCustomers = pgTable(
  'provider_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/**
 * A replayable answer: the first request with an Idempotency-Key stores its answer here, and
 * every replay with the same key and body gets the same answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: the session id, so two diners cannot collide on a key. */
    scope: text('scope').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /**
     * The request running the key (a fresh id per claim): only its holder records what its work
     * committed or stores the answer, so a request whose claim was taken over changes nothing.
     */
    owner: text('owner'),
    /**
     * Until when the running request holds the key; a request killed mid-way leaves it to lapse,
     * and a retry after that takes the key over (http/idempotency.ts). null: free to take.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /**
     * What the request's work committed (its payment or order), written in the transaction that
     * committed it: a retry that takes the key over resumes from it instead of doing it again.
     */
    effect: jsonb('effect'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.endpoint, table.key] })],
);

/** Per-outlet, per-day counters for order numbers. */
export const orderCounters = pgTable(
  'order_counters',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    day: text('day').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.outletId, table.day] })],
);

/** A key/value store for server-wide settings that must survive a restart (sequences, secrets). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * What a table is doing now (issue 17; B§1 dine_ot, B§4 Table join): its open tab (the order
 * every member adds to), the tab's first customer and covers, and whether anyone may join. A
 * table without a row is free. The table's row in dining_tables is locked (select for update)
 * by every change here, so two diners opening, joining or paying one table are decided one after
 * the other.
 */
export const tableTabs = pgTable('table_tabs', {
  tableId: integer('table_id')
    .primaryKey()
    .references(() => diningTables.id),
  /** free, open_tab, payment_in_progress, moving (the contract's tableStateSchema). */
  state: text('state').notNull().default('free'),
  /** The open tab's order; null when the table is free. */
  orderId: integer('order_id').references(() => orders.id),
  firstCustomerId: integer('first_customer_id').references(() => users.id),
  covers: integer('covers'),
  /** A promotion applies to the tab: nobody may join (B§5, B§8 promotion_available). */
  promotionApplied: boolean('promotion_applied').notNull().default(false),
  /**
   * Staff applied a discount to the tab's order from the POS: a member who has not paid may add
   * nothing more (B§8 'POS discount on dine_ot for an unpaid user').
   */
  posDiscountApplied: boolean('pos_discount_applied').notNull().default(false),
  /** Until when join requests are approved without asking (a member's auto-approve, B§4). */
  autoJoinUntil: timestamp('auto_join_until', { withTimezone: true }),
  /**
   * The reference of a member's payment of the tab still in progress (B§8
   * payment_in_progress_group_user): while it runs, nobody joins, adds items or starts another
   * payment; its settlement clears it.
   */
  paymentReference: text('payment_reference'),
  updatedAt: updatedAt(),
});

/** A diner on a table's open tab: approved (or the first customer), then joined into the order. */
export const tableMembers = pgTable(
  'table_members',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    /** The member who approved them; null for the first customer and for auto-approval. */
    approvedBy: integer('approved_by').references(() => users.id),
    /** When their cart joined the group order; null while approved only. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** When their part of the tab was paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The member's saved payment preference (B§7 save-preference): true pays their own share,
     * false pays everything still unpaid; null until they choose (our choice: paying everything).
     */
    payForSelf: boolean('pay_for_self'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.userId] }),
    index('table_members_user').on(table.userId),
  ],
);

/**
 * A diner's request to join a table's open tab (B§4 Table join), waiting until a member answers
 * or expires_at passes (the members' queue clears after 10 s, B§9): the deadline is here, so
 * every server process and a restart agree on it.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The session that asked: it alone hears the answer before it is a member. */
    sessionId: text('session_id').notNull(),
    /** The at most 4 cart lines that travel with it: [{ id, name, count }]. */
    items: jsonb('items').notNull(),
    /** requested, approved, rejected. A requested row past expires_at is expired. */
    status: text('status').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (table) => [index('join_requests_table').on(table.tableId, table.createdAt)],
);

/**
 * A call for a waiter from a table (B§4 Waiter call). Its states after requested (waiting,
 * timeout, then none) follow from created_at and the spec's timings, so nothing runs a timer.
 */
export const waiterCalls = pgTable(
  'waiter_calls',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id),
    sessionId: text('session_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [index('waiter_calls_table').on(table.tableId, table.createdAt)],
);

/**
 * How a scan-and-pay bill is being split (issue 18; B§3 Order-bill state, B§4 Split bill): the
 * split type and count, the equal-split queue, the diners' item-wise entries, and who holds the
 * item-wise screen until when. Every change locks the bill's order row first
 * (src/splits/bill-split-store.ts), so diners acting at once are decided one after the other.
 */
export const billSplits = pgTable('bill_splits', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  tableId: integer('table_id')
    .notNull()
    .references(() => diningTables.id),
  /** none, equal, manual (B§3 Split payment details). */
  splitType: text('split_type').notNull().default('none'),
  splitCount: integer('split_count').notNull().default(0),
  /** The equal-split queue: one { user_id, paid } per split, user_id 0 when free. */
  equalQueue: jsonb('equal_queue').notNull().default([]),
  /** The item-wise entries: each diner's pieces of the bill (src/splits/split-entries.ts). */
  entries: jsonb('entries').notNull().default([]),
  /** The diner holding the item-wise split screen, until manual_hold_until. */
  manualHolder: integer('manual_holder').references(() => users.id),
  manualHoldUntil: timestamp('manual_hold_until', { withTimezone: true }),
  /** Who split the bill last: a diner or the POS (split_bill_generated). */
  splitBy: text('split_by'),
  updatedAt: updatedAt(),
});

/**
 * A person who works at a company (issue 32, docs/staff-accounts.md): an owner (every outlet of
 * the company, and its staff), a manager or a member of staff (one outlet each). Signs in with
 * an e-mail address and a password hashed with argon2id; repeated failures lock the account
 * until locked_until, kept here so every process sees it.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** null for an owner; the one outlet a manager or a member of staff works at. */
    outletId: integer('outlet_id').references(() => outlets.id),
    /** owner, manager or staff (src/staff/staff-roles.ts). */
    role: text('role').notNull(),
    name: text('name').notNull(),
    /** Lower case, unique over every company: it is what a person signs in with. */
    email: text('email').notNull(),
    /** argon2id in its PHC string form. */
    passwordHash: text('password_hash').notNull(),
    /** Failed sign-ins since the last success, and until when the account refuses them all. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When an owner removed the person: their sessions end and they cannot sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_members_email').on(table.email)],
);

/**
 * A signed-in staff device: the cookie carries the session's secret, of which only the SHA-256
 * is kept; the CSRF token is sent back with every change.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 of the cookie's secret, hex. */
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Signed out (this device, or everywhere). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/**
 * A company's API key (docs/staff-accounts.md): the credential of a machine client (a kitchen
 * display, an integration, a script) made from the command line, with a role and, for a
 * manager's or staff's, one outlet, like a person. Only the SHA-256 of the key is kept.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** null for an owner's key; the one outlet a manager's or staff's key acts at. */
    outletId: integer('outlet_id').references(() => outlets.id),
    /** owner, manager or staff. */
    role: text('role').notNull(),
    /** What it is for, as the audit log names it: "kitchen display". */
    name: text('name').notNull(),
    /** SHA-256 of the key, hex. */
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    /** When it was revoked: it opens nothing after. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_hash').on(table.keyHash)],
);

/**
 * A one-time code that signs a person in to the POS instead of their password (issue 32,
 * docs/staff-accounts.md): sent by e-mail, kept only as an HMAC, single use, 10 minutes. Wrong
 * codes count toward the same lock as wrong passwords (staff_members.failed_sign_ins).
 */
export const staffSignInCodes = pgTable(
  'staff_sign_in_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Signed in with, or replaced by a newer code. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_sign_in_codes_staff').on(table.staffId, table.createdAt)],
);

/**
 * What staff changed, by whom and when (issue 32): a price, a refund, a code replaced, a table
 * added, a person added. Owners read it; rows are never changed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    outletId: integer('outlet_id').references(() => outlets.id),
    /** The person; null for an API key or the operator's token (STAFF_TOKEN). */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** The company's API key that made the change; null for a person or the operator's token. */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    /** The contract's name of the call, e.g. pos.refundPayment. */
    action: text('action').notNull(),
    /** What it was done to, e.g. "table 12", "payment sc_4f1c…". */
    subject: text('subject').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_company').on(table.companyId, table.createdAt)],
);

/** Binary data: a Buffer, whichever driver reads it (PGlite answers a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A menu picture staff uploaded (issue 32), as served: resized for phones and re-encoded, named
 * by the SHA-256 of these bytes, so the same picture uploaded twice is one row. Kept in the
 * database, not on disk, so every process of a scaled-out server serves it (ADR 0010).
 */
export const menuImages = pgTable(
  'menu_images',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The SHA-256 of `bytes`, in lowercase hex: the picture's name in its URL. */
    hash: text('hash').notNull(),
    /** image/webp, or image/jpeg where this build of the encoder has no WebP. */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('menu_images_company_hash').on(table.companyId, table.hash),
    index('menu_images_hash').on(table.hash),
  ],
);

/**
 * Who runs each schedule (purge, reconcile, messages) for now, when several processes serve one
 * database (ADR 0013): one row per schedule, taken or renewed by one upsert each round, so
 * exactly one process acts; a process that dies stops renewing and another takes it over once
 * `expires_at` (the database's own clock) has passed.
 */
export const scheduleLeases = pgTable('schedule_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
