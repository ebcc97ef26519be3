/* global process, console, fetch, performance, URLSearchParams, AbortSignal */
/*
 * `pnpm --filter @tabula/server bench:rush` (issue 34): a lunch rush played by diners, not one
 * URL. It starts the product as `pnpm start` does (apps/sandbox's launcher: the card sandbox,
 * then the built server configured with the sandbox's addresses exactly as in the demo) on a
 * fresh database, then lets `--diners` diners arrive at `--per-second` across the demo's QR
 * codes, while one POS actor confirms each new order and marks it ready. It asserts nothing
 * about speed: it prints diners served per minute, p50/p95/max per step, the errors by step and
 * the server's CPU time, and writes bench-results/rush-latest.json. It exits non-zero only when
 * a journey broke (an error answer, or a confirmation never heard). The recorded figures:
 * docs/performance.md ("Rush benchmark").
 *
 * One diner's journey, each step timed (the wall time of all its requests):
 *   scan      GET /q/{token}: the QR code's redirect and the session cookie
 *   home      GET / as a browser asks for it (HTML, gzip): the CSRF token and the inlined home
 *             page configuration with the menu; at a counter that asks, the eat-in/take-away choice
 *   sign_in   POST /users/guest_login (the checkout's "continue as a guest"; the answer renews
 *             the session and its CSRF token)
 *   add       the cart built with the engine from the menu as the app does (an item with a
 *             modifier changed from its default where the menu has one, and a plain item), then
 *             the cart screen: GET /pages/order_details and POST /orders/validate
 *   checkout  GET /pages/checkout (payment types, the card provider's publishable key)
 *   pay       card diners: POST /payments/stripe/v1/payment_intents, then Stripe.js's confirm of
 *             the test card 4242… at the card sandbox, as the app's card sheet does
 *   place     card diners: POST /payments/stripe/v1/orders with the intent; cash diners:
 *             POST /payments/pay_at_cashier (both with an Idempotency-Key)
 *   result    GET /pages/payment_processing (the result page, which names the order)
 *   connect   following the order: the tracking screen's socket.io connection (websocket, the
 *             session cookie in the handshake), until connected
 *   subscribe the subscription to track_order_{id}, until the server's ack
 *   heard     from the POS's confirm call being sent to the diner hearing status_updated
 *             `confirmed` on that channel
 * and for the POS actor (the staff token on the staff channel /pos, hearing every new order):
 *   pos_confirm, pos_ready (and pos_cash for a cash order, recorded once it is ready), each the
 *   POS API call's answer time.
 *
 * Places: the card diners are spread over Kopi & Kaya Cafe's counters (Counter, C1 to C10) and
 * its pay-first tables (T1 to T4), paying by Stripe on the sandbox; a share (`--cash-share`)
 * pay cash at a counter (the cafe's or Bait Al Kuwait's). Open-tab and scan-and-pay tables are
 * not played: their bill is paid after the meal, not in the ordering journey.
 *
 * The POS confirms an order once its diner follows it, and not before `--pos-delay` ms after it
 * heard of it: a restaurant does not confirm in the same millisecond, and every confirmation
 * then has a listener whose delivery time is measured.
 *
 * Options:
 *   --diners N         diners in the rush (default 300)
 *   --per-second R     arrivals per second (default 10)
 *   --cash-share F     share of diners paying cash at a counter, 0 to 1 (default 0.2)
 *   --pos-delay MS     the POS's reaction time before it confirms (default 500)
 *   --pos-staff N      POS terminals working at once, each one call after another (default 3)
 *   --timeout S        seconds a diner waits to hear the confirmation (default 60)
 *   --postgres         a fresh PostgreSQL database instead of the embedded PGlite; as
 *                      bench/http-bench.mjs: BENCH_DATABASE_URL (default
 *                      postgresql://postgres@127.0.0.1:5432/postgres) names a database the script
 *                      connects to to create `tabula_rush_<hex>` and to drop it afterwards
 *
 * The server runs without NODE_ENV=production (the launcher plays no provider in production),
 * so CHECK_ANSWERS=false is set as production has it: the contract's check of every answer is a
 * development aid, not part of what a restaurant's server does. The server's CPU time is read
 * from /proc/<pid>/stat (user + system) before the first diner and after the last POS action:
 * everything the server did in the rush (diners' requests, sockets, POS calls, webhooks), so
 * "per POS action" is an upper bound of what one POS action costs, not its own cost.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOCKET_EVENTS, channelName, parseChannelName } from '@tabula/api-client';
import {
  addItem,
  createCart,
  freeItemGrants,
  getDefaultSelection,
  getSelectionProblems,
  multiply,
  priceOrder,
  toAmount,
  toPricingLines,
} from '@tabula/engine';
import { io } from 'socket.io-client';
import { parseCardSandbox, parseQrLinks } from '../../diner/scripts/demo-server.mjs';
import { DINER_DIST, LAUNCHER_ENTRY, SERVER_ENTRY } from '../../diner/scripts/ensure-builds.mjs';
import {
  connectAdmin,
  cpuMs,
  machineFacts,
  numberOptions,
  percentile,
  running,
  startProduct,
  wait,
} from './support/product.mjs';

/** apps/server. */
const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(SERVER_DIR, 'bench-results/rush-latest.json');

/** One HTTP request of a diner or the POS fails after this long (a broken journey). */
const REQUEST_TIMEOUT_MS = 30_000;
/** After the last diner, how long the POS may take to finish its queue. */
const POS_DRAIN_TIMEOUT_MS = 60_000;

const CAFE = 'Kopi & Kaya Cafe';
const KUWAIT = 'Bait Al Kuwait';
/** The dialing code of each demo company's country, as the app's guest login sends it. */
const DIALING_CODES = { SG: '+65', KW: '+965' };
/** The test card that pays without 3-D Secure (the sandbox's banner lists it). */
const PAYING_CARD = '4242424242424242';
/** Where the sandbox's Stripe.js sends a 3-D Secure challenge back (STRIPE_JS_PAGE_PATHS). */
const THREE_D_SECURE_DONE_PATH = '/stripe-js/three-d-secure/done';

/** The diners' steps, in journey order, then the POS's. */
const DINER_STEPS = [
  'scan',
  'home',
  'sign_in',
  'add',
  'checkout',
  'pay',
  'place',
  'result',
  'connect',
  'subscribe',
];
const STEPS = [...DINER_STEPS, 'heard', 'pos_confirm', 'pos_ready', 'pos_cash'];

/**
 * @typedef {object} Options
 * @property {number} diners
 * @property {number} perSecond
 * @property {number} cashShare
 * @property {number} posDelayMs
 * @property {number} posStaff
 * @property {number} timeoutMs
 * @property {'pglite' | 'postgresql'} database
 */

/** @returns {Options} */
function parseOptions(argv) {
  const known = [
    '--diners',
    '--per-second',
    '--cash-share',
    '--pos-delay',
    '--pos-staff',
    '--timeout',
    '--postgres',
  ];
  const number = numberOptions(argv, known);
  const cashShare = number('--cash-share', 0.2, 0);
  if (cashShare > 1) throw new Error('--cash-share is a share, 0 to 1');
  return {
    diners: Math.round(number('--diners', 300, 1)),
    perSecond: number('--per-second', 10),
    cashShare,
    posDelayMs: number('--pos-delay', 500, 0),
    posStaff: Math.round(number('--pos-staff', 3, 1)),
    timeoutMs: number('--timeout', 60, 1) * 1000,
    database: argv.includes('--postgres') ? 'postgresql' : 'pglite',
  };
}

/* ------------------------------------------------------------------------------------------ */
/* What is recorded.                                                                           */
/* ------------------------------------------------------------------------------------------ */

/** A step that did not get the answer a diner's app needs. */
class StepError extends Error {
  /** @param {string} step @param {string} code an HTTP status, or what went wrong */
  constructor(step, code, detail) {
    super(`${step}: ${code} ${detail}`.trim());
    this.step = step;
    this.code = code;
  }
}

/** Latencies per step (ms) and errors per step and code. */
class Recorder {
  constructor() {
    /** @type {Map<string, number[]>} */
    this.times = new Map(STEPS.map((step) => [step, []]));
    /** @type {Map<string, Map<string, number>>} */
    this.errors = new Map();
    /** The first few errors in full, to read what broke. */
    this.samples = [];
  }

  time(step, ms) {
    this.times.get(step)?.push(ms);
  }

  /** @param {string} step @param {string} code */
  error(step, code, message) {
    const byCode = this.errors.get(step) ?? new Map();
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
    this.errors.set(step, byCode);
    if (this.samples.length < 10) this.samples.push(message);
  }

  /** Runs a step and times it; a failure is recorded and thrown on. */
  async step(step, work) {
    const started = performance.now();
    try {
      const result = await work();
      this.time(step, performance.now() - started);
      return result;
    } catch (error) {
      const code =
        error instanceof StepError
          ? error.code
          : error instanceof Error && error.name === 'TimeoutError'
            ? 'timeout'
            : 'network';
      const message = error instanceof Error ? error.message : String(error);
      this.error(step, code, `${step}: ${message}`);
      throw error instanceof StepError ? error : new StepError(step, code, message);
    }
  }
}

/* ------------------------------------------------------------------------------------------ */
/* A diner's browser.                                                                          */
/* ------------------------------------------------------------------------------------------ */

/**
 * A diner's browser over HTTP: it keeps the cookies, sends the page's CSRF token with every
 * mutating call and takes the renewed one from an answer's X-CSRF-Token header, as the app does
 * (packages/api-client/src/http/csrf-token.ts).
 */
class Browser {
  /** @param {string} origin */
  constructor(origin) {
    this.origin = origin;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
    /** @type {string | null} */
    this.csrfToken = null;
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {{ body?: unknown, headers?: Record<string, string> }} [options]
   */
  async request(method, path, { body, headers = {} } = {}) {
    const send = { accept: 'application/json', 'accept-encoding': 'gzip', ...headers };
    if (this.cookies.size > 0) send.cookie = this.cookieHeader();
    if (method !== 'GET' && this.csrfToken !== null) send['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) send['content-type'] = 'application/json';
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: send,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const renewed = response.headers.get('x-csrf-token');
    if (renewed) this.csrfToken = renewed;
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const json = type.includes('application/json') && text !== '' ? JSON.parse(text) : null;
    return { status: response.status, headers: response.headers, text, json };
  }

  /** The answer, or a StepError naming the status when it is not the expected one. */
  async expect(step, status, method, path, options) {
    const answer = await this.request(method, path, options);
    if (answer.status !== status) {
      throw new StepError(
        step,
        String(answer.status),
        `${method} ${path}: ${answer.text.slice(0, 300)}`,
      );
    }
    return answer;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* The cart and the order payload, as the diner app builds them (apps/diner/src/lib/bill).     */
/* ------------------------------------------------------------------------------------------ */

/** Every (category, item) of the menu that is always on it (no schedule) and not sold out. */
function orderableItems(menu, soldOut) {
  const out = new Set(soldOut.map((entry) => entry.item_id ?? entry.id));
  const found = [];
  const visit = (categories) => {
    for (const category of categories) {
      if (category.schedules === null || category.schedules === undefined) {
        for (const item of category.items) {
          // A grouped item (a set with picks) needs its pick first: left to the journeys.
          if ((item.items ?? []).length > 0 || out.has(item.id)) continue;
          found.push({ categoryId: category.id, item });
        }
      }
      visit(category.categories ?? []);
    }
  };
  visit(menu.categories);
  return found;
}

/**
 * A selection that changes the item's default where a group offers another choice (the diner
 * taps oat milk instead of full cream); the default when no change passes the engine's gate.
 */
function changedSelection(item) {
  const defaults = getDefaultSelection(item.groups);
  for (const group of item.groups) {
    for (const option of group.items) {
      if (defaults.some((choice) => choice.group_id === group.id && choice.id === option.id)) {
        continue;
      }
      const others = defaults.filter((choice) => choice.group_id !== group.id);
      for (const candidate of [
        [...others, { group_id: group.id, id: option.id, count: 1 }],
        [...defaults, { group_id: group.id, id: option.id, count: 1 }],
      ]) {
        if (getSelectionProblems(item.groups, candidate).length === 0) return candidate;
      }
    }
  }
  return defaults;
}

/** Picks one of the list at random. */
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The diner's cart: one item with a modifier group (its selection changed) where the menu has
 * one, and one plain item, added with the engine's addItem. A cart for which a promotion would
 * grant a free item is drawn again (the app adds those lines itself; this bench does not), and
 * after a few draws the plain item is left out.
 */
function buildCart(home, precision, promotions) {
  const items = orderableItems(home.menu, home.out_of_stock_items ?? []);
  if (items.length === 0) throw new StepError('add', 'empty_menu', 'nothing to order');
  const withModifiers = items.filter(({ item }) => item.groups.length > 0);
  const plain = items.filter(({ item }) => item.groups.length === 0);
  const now = Date.now();
  for (let draw = 0; draw < 8; draw += 1) {
    let cart = createCart(now);
    const first = pick(withModifiers.length > 0 ? withModifiers : items);
    const lines = [first, ...(draw < 6 && plain.length > 0 ? [pick(plain)] : [])];
    lines.forEach(({ categoryId, item }, index) => {
      cart = addItem(
        cart,
        {
          line_id: `line-${String(index + 1)}-${randomUUID().slice(0, 8)}`,
          item,
          category_id: categoryId,
          modifiers: item.groups.length > 0 ? changedSelection(item) : [],
          count: 1 + Math.floor(Math.random() * 2) * (index === 0 ? 1 : 0),
          menu_taxes: home.menu.taxes,
        },
        { now, precision },
      );
    });
    if (freeItemGrants(toPricingLines(cart), promotions, precision).length === 0) return cart;
  }
  throw new StepError('add', 'free_items', 'every cart drawn earns a free item');
}

/** The engine's bill of the cart, as the app prices it (build-price-order-input.ts). */
function priceCart({ cart, home, session, promotions, paymentProvider }) {
  return priceOrder({
    currency: home.company.currency,
    precision: home.company.decimal_precision,
    is_tax_inclusive: home.menu.is_tax_inclusive,
    mode: session.table_id === null ? 'walk_in' : 'dine_in',
    dine_mode: session.dine_mode,
    lines: toPricingLines(cart),
    surcharges: [...home.menu.surcharges],
    promotions,
    discounts: [],
    loyalty: null,
    tip: null,
    payment_provider: paymentProvider,
  });
}

/** The item a cart line orders, from the menu. */
function menuItemOf(menu, line) {
  const visit = (categories) => {
    for (const category of categories) {
      if (category.id === line.category_id) {
        const item = category.items.find((candidate) => candidate.id === line.item_id);
        if (item) return item;
      }
      const nested = visit(category.categories ?? []);
      if (nested) return nested;
    }
    return null;
  };
  return visit(menu.categories);
}

/**
 * The order payload (B§3), every amount copied from the bill, as the app's buildOrderPayload
 * and withPayment (apps/diner/src/lib/bill/build-order-payload.ts,
 * apps/diner/src/features/checkout/utils/with-payment.ts) make it.
 */
function orderPayload({ cart, bill, home, session, user, paymentType }) {
  const precision = bill.precision;
  const cartItems = [];
  const items = [];
  cart.lines.forEach((line, index) => {
    const billed = bill.lines[index];
    const item = menuItemOf(home.menu, line);
    if (!billed || billed.id !== line.id || !item) {
      throw new StepError('place', 'payload', `cart line ${line.id} is not on the menu`);
    }
    // The item's fields without its nested items: a cart line orders one item, never a set.
    const fields = { ...item };
    delete fields.items;
    cartItems.push({
      ...fields,
      groups: item.groups.map((group) => ({
        ...group,
        items: group.items.map((option) => {
          const chosen = line.modifiers.find(
            (modifier) => modifier.group_id === group.id && modifier.id === option.id,
          );
          return { ...option, selected: chosen !== undefined, count: chosen?.count ?? 0 };
        }),
      })),
      cart_id: line.id,
      category_id: line.category_id,
      count: line.count,
      sub_total: billed.sub_total,
      itemNote: null,
      last_updated_at: line.last_updated_at,
      customer: user.id,
      sapaad_customer_id: null,
      applied_tax: billed.tax,
      taxes: line.taxes.map((tax) => ({ ...tax, value: String(tax.value) })),
      marked_as_condition_item: false,
      is_free_item: billed.is_free_item,
      applied_promotion_id: billed.applied_promotion_id,
      applied_promotion_priority: billed.applied_promotion_priority,
      promotion_id: billed.applied_promotion_id,
      promotion_name:
        bill.applied_promotions.find((entry) => entry.promotion_id === billed.applied_promotion_id)
          ?.name ?? null,
      itemTotalBeforePromotion: billed.total_before_promotion,
      placed_item: false,
    });
    items.push({
      id: item.id,
      quantity: line.count,
      note: null,
      modifiers: line.modifiers.map((modifier) => ({
        id: modifier.id,
        group_id: modifier.group_id,
        quantity: modifier.count,
        name:
          item.groups
            .find((group) => group.id === modifier.group_id)
            ?.items.find((option) => option.id === modifier.id)?.name ?? String(modifier.id),
        unit_price: modifier.unit_price,
        sub_total: toAmount(multiply(modifier.unit_price, modifier.count * line.count), precision),
        items_modifer_group_item_id: modifier.id,
      })),
      name: item.name,
      unit_price: billed.unit_price,
      sub_total: billed.sub_total,
      image_url: item.image_url,
      discount: billed.promotion_discount,
      is_free_item: billed.is_free_item,
      order_item_id: null,
    });
  });
  const surcharges = bill.surcharges_breakdown.map((surcharge) => ({
    id: surcharge.id,
    name: surcharge.name,
    surcharge_type: surcharge.surcharge_type,
    rate: surcharge.rate,
    is_taxable: surcharge.is_taxable,
    is_delivery_charge: surcharge.is_delivery_charge,
    applicable_on_dinein: session.table_id !== null,
    tax_rate_id: surcharge.tax_rate_id,
    tax_rate: surcharge.tax_rate,
    amount: surcharge.amount,
  }));
  return {
    note: null,
    surcharges,
    items,
    cartItems,
    discounts: [],
    applied_promotions: bill.applied_promotions,
    redeemed_loyalty: bill.redeemed_loyalty,
    loyalty_as_discount: bill.loyalty_as_discount,
    earned_loyalty: bill.earned_loyalty,
    sub_total: bill.sub_total,
    sub_total_after_discount: bill.sub_total_after_discount,
    sub_total_tax_after_discount: bill.sub_total_tax_after_discount,
    surcharge_sub_total: bill.surcharge_sub_total,
    surcharges_breakdown: surcharges,
    tax_total: bill.tax_total,
    total_amount: bill.total_amount,
    customer: user.id,
    currency: bill.currency,
    is_tax_inclusive: bill.is_tax_inclusive,
    tips_amount: bill.tips_amount,
    order_promotion_discount: bill.order_promotion_discount,
    qr_source: session.qr_source ?? 'default',
    covers: 1,
    source: 'web',
    ...(session.table_id === null ? {} : { table_id: session.table_id }),
    ...(session.table_id === null || session.order_id === null
      ? {}
      : { order_id: session.order_id }),
    company_id: home.company.id,
    location_id: session.location_id,
    customer_id: user.id,
    user_id: user.id,
    ...(paymentType
      ? {
          payment: {
            id: paymentType.id,
            payment_type: paymentType.payment_type,
            amount: bill.total_amount,
            name: paymentType.title,
            customer_id: user.id,
            tip: bill.tips_amount,
          },
        }
      : {}),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The POS actor.                                                                              */
/* ------------------------------------------------------------------------------------------ */

/**
 * The restaurant's POS: the staff channel with the operator's token (it hears every outlet's
 * events), confirming each new order once its diner follows it and at least `posDelayMs` after
 * it heard of it, then marking it ready, and recording a cash order's payment as the counter
 * takes it. `staff` terminals work at once (orders dealt to them in turn); each makes its calls
 * one after another, as one member of staff works.
 */
class PosActor {
  /**
   * @param {{ origin: string, staffToken: string, recorder: Recorder, posDelayMs: number,
   *   staff: number }} options
   */
  constructor({ origin, staffToken, recorder, posDelayMs, staff }) {
    this.origin = origin;
    this.staffToken = staffToken;
    this.recorder = recorder;
    this.posDelayMs = posDelayMs;
    /** Orders heard as placed, not yet handled: id → when heard. */
    this.heardAt = new Map();
    /** Orders whose diner follows them: id → { cash }. */
    this.followed = new Map();
    /** When the confirm call of each order was sent (performance.now()). */
    this.confirmSentAt = new Map();
    this.actions = 0;
    this.handled = new Set();
    /** Each terminal's work so far, one promise chain per terminal. */
    this.lanes = Array.from({ length: staff }, () => Promise.resolve());
    this.pending = 0;
    this.failures = 0;
  }

  async start() {
    this.socket = io(`${this.origin}/pos`, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token: this.staffToken },
    });
    this.socket.on(SOCKET_EVENTS.event, (envelope) => {
      if (envelope?.event !== 'status_updated' || envelope.payload?.status !== 'unconfirmed') {
        return;
      }
      const parsed = parseChannelName(envelope.channel);
      if (parsed?.channel !== 'track_order') return;
      if (!this.heardAt.has(parsed.param)) this.heardAt.set(parsed.param, performance.now());
      this.maybeHandle(parsed.param);
    });
    await new Promise((done, fail) => {
      this.socket.once('connect', done);
      this.socket.once('connect_error', fail);
    });
  }

  /** The diner follows the order now; cash orders are paid at the counter once ready. */
  follows(orderId, { cash }) {
    this.followed.set(orderId, { cash });
    this.maybeHandle(orderId);
  }

  maybeHandle(orderId) {
    const heard = this.heardAt.get(orderId);
    const followed = this.followed.get(orderId);
    if (heard === undefined || followed === undefined || this.handled.has(orderId)) return;
    this.handled.add(orderId);
    this.pending += 1;
    const due = heard + this.posDelayMs;
    const lane = this.handled.size % this.lanes.length;
    this.lanes[lane] = this.lanes[lane].then(async () => {
      try {
        const left = due - performance.now();
        if (left > 0) await wait(left);
        await this.act('pos_confirm', orderId, 'confirm', { eta_minutes: 15 }, true);
        await this.act('pos_ready', orderId, 'ready', {});
        if (followed.cash)
          await this.act('pos_cash', orderId, 'payments', { payment_type: 'cash' });
      } catch {
        this.failures += 1;
      } finally {
        this.pending -= 1;
      }
    });
  }

  async act(step, orderId, action, body, isConfirm = false) {
    await this.recorder.step(step, async () => {
      const path = `/pos/api/orders/${String(orderId)}/${action}`;
      if (isConfirm) this.confirmSentAt.set(orderId, performance.now());
      const response = await fetch(`${this.origin}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.staffToken}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status !== 200) {
        throw new StepError(step, String(response.status), `POST ${path}: ${text.slice(0, 300)}`);
      }
    });
    this.actions += 1;
  }

  /** Waits until every order handed to the POS is handled, or the timeout. */
  async drain(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (this.pending > 0 && Date.now() < deadline) await wait(100);
    return this.pending === 0;
  }

  stop() {
    this.socket?.disconnect();
  }
}

/* ------------------------------------------------------------------------------------------ */
/* One diner's journey.                                                                        */
/* ------------------------------------------------------------------------------------------ */

/** The inlined home page configuration of the app's page (HOME_PAGE_SCRIPT_ID), or null. */
function inlinedHomePage(html) {
  const script = /<script\b[^>]*\bid="tabula-home-page"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return script ? JSON.parse(script[1]) : null;
}

/**
 * @param {{ origin: string, code: { token: string, label: string, company: string },
 *   cash: boolean, sandboxUrl: string, recorder: Recorder, pos: PosActor, timeoutMs: number }} diner
 */
async function playDiner({ origin, code, cash, sandboxUrl, recorder, pos, timeoutMs }) {
  const browser = new Browser(origin);
  const step = (name, work) => recorder.step(name, work);

  await step('scan', async () => {
    await browser.expect('scan', 302, 'GET', `/q/${code.token}`, {
      headers: { accept: 'text/html' },
    });
  });

  let home = await step('home', async () => {
    const page = await browser.expect('home', 200, 'GET', '/', {
      headers: { accept: 'text/html' },
    });
    browser.csrfToken = /<meta name="csrf-token" content="([^"]*)">/.exec(page.text)?.[1] ?? null;
    if (browser.csrfToken === null) throw new StepError('home', 'no_csrf', 'no CSRF meta tag');
    // The app reads the inlined configuration; without it, it asks for the page.
    const config =
      inlinedHomePage(page.text) ?? (await browser.expect('home', 200, 'GET', '/pages/home')).json;
    if (config.session.table_id === null && config.session.dine_mode === null) {
      // A counter that asks: the diner taps Eat in or Take away.
      const chosen = await browser.expect('home', 200, 'POST', '/dine_modes/update_session', {
        body: { type: Math.random() < 0.5 ? 'eat_in' : 'take_away' },
      });
      return { ...config, session: chosen.json.session };
    }
    return config;
  });

  const user = await step('sign_in', async () => {
    const dialing = DIALING_CODES[home.company.country_code];
    if (!dialing) throw new StepError('sign_in', 'dialing_code', home.company.country_code);
    const answer = await browser.expect('sign_in', 200, 'POST', '/users/guest_login', {
      body: {
        guest: true,
        company_id: home.company.id,
        dialing_code: dialing,
        previous_user_id: null,
        marketing_consent: false,
      },
    });
    return answer.json.user;
  });

  const precision = home.company.decimal_precision;
  const promotions = home.promotions.filter((promotion) => promotion.coupon_codes.length === 0);
  const cart = await step('add', async () => {
    const cart = buildCart(home, precision, promotions);
    // The cart screen: its page, then the cart validated before the checkout (use-checkout.ts).
    const page = await browser.expect('add', 200, 'GET', '/pages/order_details');
    const session = page.json.session;
    const bill = priceCart({ cart, home, session, promotions, paymentProvider: null });
    const payload = orderPayload({ cart, bill, home, session, user, paymentType: null });
    const validated = await browser.expect('add', 200, 'POST', '/orders/validate', {
      body: { order_details: payload },
    });
    // The answer is { data: { validated } } (contract/orders.ts).
    if (validated.json?.data?.validated !== true) {
      throw new StepError('add', 'not_validated', validated.text.slice(0, 300));
    }
    return cart;
  });

  const checkout = await step('checkout', async () => {
    return (await browser.expect('checkout', 200, 'GET', '/pages/checkout')).json;
  });
  const paymentType = checkout.payment_types.find(
    (type) => type.payment_type === (cash ? 'cash' : 'stripe'),
  );
  if (!paymentType) {
    recorder.error('checkout', 'no_payment_type', `${code.label}: no ${cash ? 'cash' : 'stripe'}`);
    throw new StepError('checkout', 'no_payment_type', code.label);
  }
  const bill = priceCart({
    cart,
    home,
    session: checkout.session,
    promotions,
    paymentProvider: paymentType.payment_type,
  });
  const payload = orderPayload({
    cart,
    bill,
    home,
    session: checkout.session,
    user,
    paymentType,
  });

  let reference = null;
  if (cash) {
    await step('place', async () => {
      await browser.expect('place', 200, 'POST', '/payments/pay_at_cashier', {
        body: { order_details: payload },
        headers: { 'idempotency-key': randomUUID() },
      });
    });
  } else {
    reference = `sd_${String(user.id)}_${String(home.company.id)}_${String(Date.now())}_${randomBytes(8).toString('hex')}`;
    const intentId = await step('pay', async () => {
      const asked = await browser.expect(
        'pay',
        200,
        'POST',
        '/payments/stripe/v1/payment_intents',
        {
          body: { order_details: payload, reference_code: reference, save_card: false },
          headers: { 'idempotency-key': randomUUID() },
        },
      );
      const { payment_intent_id: id, client_secret: secret } = asked.json;
      // Stripe.js in the card sheet: the intent confirmed with the card, at the provider's API
      // with the publishable key (the card never reaches Tabula).
      const confirmed = await fetch(`${sandboxUrl}/v1/payment_intents/${id}/confirm`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${paymentType.public_key}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': PAYING_CARD,
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': '2034',
          'payment_method_data[card][cvc]': '123',
          return_url: `${sandboxUrl}${THREE_D_SECURE_DONE_PATH}?parent=${encodeURIComponent(origin)}`,
        }).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const intent = await confirmed.json();
      if (confirmed.status !== 200 || intent.status !== 'succeeded') {
        throw new StepError(
          'pay',
          `sandbox_${String(confirmed.status)}`,
          JSON.stringify(intent).slice(0, 300),
        );
      }
      return id;
    });
    await step('place', async () => {
      await browser.expect('place', 200, 'POST', '/payments/stripe/v1/orders', {
        body: {
          order_details: {
            ...payload,
            payment: {
              ...payload.payment,
              save_card: false,
              transaction_id: intentId,
              reference_code: reference,
              total_amount: payload.total_amount,
            },
          },
        },
        headers: { 'idempotency-key': randomUUID() },
      });
    });
  }

  // The result page names the order; the tracking screen then listens to its channel.
  let socket = null;
  try {
    const orderId = await step('result', async () => {
      const query = cash ? '?type=cash' : '?type=stripe';
      const page = await browser.expect('result', 200, 'GET', `/pages/payment_processing${query}`);
      const id = page.json.order?.id;
      if (!id) throw new StepError('result', 'no_order', page.text.slice(0, 300));
      return id;
    });
    // The promise travels in an object: an async step returning it would wait for it.
    const channel = channelName('track_order', orderId);
    const { heard } = await step('connect', async () => {
      socket = io(origin, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { cookie: browser.cookieHeader() },
      });
      const heard = new Promise((done) => {
        socket.on(SOCKET_EVENTS.event, (envelope) => {
          if (envelope?.channel === channel && envelope.payload?.status === 'confirmed') {
            done(performance.now());
          }
        });
      });
      await new Promise((done, fail) => {
        socket.once('connect', done);
        socket.once('connect_error', fail);
      });
      return { heard };
    });
    await step('subscribe', async () => {
      const ack = await socket.timeout(REQUEST_TIMEOUT_MS).emitWithAck(SOCKET_EVENTS.subscribe, {
        channel,
      });
      if (!ack?.ok) throw new StepError('subscribe', 'refused', JSON.stringify(ack));
    });
    pos.follows(orderId, { cash });

    const heardAt = await Promise.race([heard, wait(timeoutMs).then(() => null)]);
    if (heardAt === null) {
      const message = `order ${String(orderId)}: no confirmation heard in ${String(timeoutMs / 1000)} s`;
      recorder.error('heard', 'timeout', message);
      throw new StepError('heard', 'timeout', message);
    }
    const sentAt = pos.confirmSentAt.get(orderId);
    if (sentAt !== undefined) recorder.time('heard', heardAt - sentAt);
  } finally {
    socket?.disconnect();
  }
}

/* ------------------------------------------------------------------------------------------ */
/* The rush.                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/**
 * The QR codes diners scan: card diners at the cafe's counters and pay-first tables, cash
 * diners at either demo company's walk-in counter.
 */
function placesOf(links) {
  const cafe = links.filter((link) => link.company === CAFE);
  const card = cafe.filter(
    (link) => /^Counter( C\d+)?$/.test(link.label) || /^Table T\d+$/.test(link.label),
  );
  const cash = links.filter(
    (link) => (link.company === CAFE || link.company === KUWAIT) && link.label === 'Counter',
  );
  if (card.length === 0 || cash.length === 0) {
    throw new Error('the start banner lists none of the demo counters and tables');
  }
  return { card, cash };
}

function summary(recorder) {
  return STEPS.map((step) => {
    const sorted = [...(recorder.times.get(step) ?? [])].sort((a, b) => a - b);
    const errors = Object.fromEntries(recorder.errors.get(step) ?? []);
    return {
      step,
      count: sorted.length,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.length > 0 ? sorted[sorted.length - 1] : null,
      errors,
    };
  });
}

function table(rows) {
  const header = ['step', 'count', 'p50 ms', 'p95 ms', 'max ms', 'errors'];
  const fixed = (value) => (value === null ? '-' : value.toFixed(1));
  const lines = rows.map((row) => [
    row.step,
    String(row.count),
    fixed(row.p50Ms),
    fixed(row.p95Ms),
    fixed(row.maxMs),
    Object.entries(row.errors)
      .map(([code, count]) => `${code}×${String(count)}`)
      .join(' ') || '-',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join(
    '\n',
  );
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  for (const file of [LAUNCHER_ENTRY, SERVER_ENTRY, join(DINER_DIST, 'index.html')]) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: pnpm turbo run build --filter=@tabula/server... --filter=@tabula/sandbox... --filter=@tabula/diner... (from the repository root)`,
      );
    }
  }
  if (options.database === 'postgresql') await (await connectAdmin()).client.end();
  const machine = machineFacts();
  const loadAtStart = loadavg().map((value) => Number(value.toFixed(2)));
  console.log(
    `[rush] ${String(options.diners)} diners at ${String(options.perSecond)}/s ` +
      `(${String(Math.round(options.cashShare * 100))} % cash at a counter), POS delay ` +
      `${String(options.posDelayMs)} ms on ${String(options.posStaff)} terminal(s), on ${options.database}; ${String(machine.cores)} cores, ` +
      `${machine.cpu}, Node ${machine.node}, load average ${loadAtStart.join(', ')}`,
  );

  const startedAt = new Date();
  const product = await startProduct(options.database, { prefix: 'rush' });
  const recorder = new Recorder();
  let report;
  let broken = 0;
  try {
    const sandboxUrl = parseCardSandbox(product.output());
    if (sandboxUrl === null) throw new Error('the launcher started no card sandbox');
    const places = placesOf(parseQrLinks(product.output()));
    const origins = product.origins;
    const pos = new PosActor({
      origin: origins[0],
      staffToken: product.staffToken,
      recorder,
      posDelayMs: options.posDelayMs,
      staff: options.posStaff,
    });
    await pos.start();
    console.log(
      `[rush] server ${origins.join(', ')} (pid ${product.serverPids.join(', ')}), card sandbox ${sandboxUrl}; ` +
        `${String(places.card.length)} card places, ${String(places.cash.length)} cash counters`,
    );

    const serverCpuBefore = product.serverPids.map(cpuMs);
    const launcherCpuBefore = cpuMs(product.launcherPid);
    const rushStart = performance.now();
    let served = 0;
    let latestArrivalMs = 0;
    const journeys = [];
    for (let index = 0; index < options.diners; index += 1) {
      // Arrivals on a fixed schedule (an open loop): a slow server does not slow the crowd.
      const due = rushStart + (index * 1000) / options.perSecond;
      const left = due - performance.now();
      if (left > 0) await wait(left);
      else latestArrivalMs = Math.max(latestArrivalMs, -left);
      const cash = Math.random() < options.cashShare;
      const code = cash
        ? places.cash[index % places.cash.length]
        : places.card[index % places.card.length];
      journeys.push(
        playDiner({
          origin: origins[index % origins.length],
          code,
          cash,
          sandboxUrl,
          recorder,
          pos,
          timeoutMs: options.timeoutMs,
        }).then(
          () => {
            served += 1;
          },
          () => {
            broken += 1;
          },
        ),
      );
    }
    await Promise.all(journeys);
    const servedElapsedMs = performance.now() - rushStart;
    const drained = await pos.drain(POS_DRAIN_TIMEOUT_MS);
    if (!drained) console.warn('[rush] the POS did not finish its queue in time');
    const serverCpuAfter = product.serverPids.map(cpuMs);
    const launcherCpuAfter = cpuMs(product.launcherPid);
    pos.stop();

    const serverCpu = serverCpuAfter.reduce(
      (sum, after, i) => sum + ((after ?? 0) - (serverCpuBefore[i] ?? 0)),
      0,
    );
    const launcherCpu =
      launcherCpuAfter !== null && launcherCpuBefore !== null
        ? launcherCpuAfter - launcherCpuBefore
        : null;
    const rows = summary(recorder);
    const perMinute = (served * 60_000) / servedElapsedMs;
    console.log(`\n${table(rows)}`);
    console.log(
      `\nDiners served: ${String(served)} of ${String(options.diners)} in ${(servedElapsedMs / 1000).toFixed(1)} s ` +
        `= ${perMinute.toFixed(1)} per minute (asked: ${String(options.perSecond * 60)} per minute); ` +
        `broken journeys: ${String(broken)}; arrivals up to ${latestArrivalMs.toFixed(0)} ms late`,
    );
    console.log(
      `Server CPU (user + system, pid ${product.serverPids.join(', ')}): ${serverCpu.toFixed(0)} ms = ` +
        `${(serverCpu / Math.max(1, pos.actions)).toFixed(2)} ms per POS action (${String(pos.actions)} actions; ` +
        `every request of the rush counted, see the header) = ${(serverCpu / Math.max(1, served)).toFixed(1)} ms per diner served; ` +
        `card sandbox (launcher): ${launcherCpu === null ? '-' : `${launcherCpu.toFixed(0)} ms`}`,
    );
    if (recorder.samples.length > 0) {
      console.log(`\nFirst errors:\n  ${recorder.samples.join('\n  ')}`);
    }
    const serverErrors = product.errors().trim();
    if (serverErrors !== '')
      console.warn(`[rush] the server wrote to stderr:\n${serverErrors.slice(-3000)}`);

    report = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine,
      loadAverageAtStart: loadAtStart,
      options,
      database: product.database,
      origins,
      diners: options.diners,
      served,
      broken,
      elapsedSeconds: servedElapsedMs / 1000,
      servedPerMinute: perMinute,
      latestArrivalLateMs: latestArrivalMs,
      posActions: pos.actions,
      serverCpuMs: serverCpu,
      serverCpuMsPerPosAction: serverCpu / Math.max(1, pos.actions),
      serverCpuMsPerDiner: serverCpu / Math.max(1, served),
      sandboxCpuMs: launcherCpu,
      steps: rows,
      errorSamples: recorder.samples,
    };
  } finally {
    await product.stop();
  }
  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`[rush] wrote ${relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
  if (broken > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
  void Promise.allSettled([...running].map((product) => product.stop()));
});
