import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Server } from 'socket.io';
import type { AppContext } from './app-context';
import type { ServerConfig } from './config/config';
import type { Database } from './db/client';
import { registerDinerApp } from './features/diner-app/serve-diner';
import { registerImages } from './features/images/register-images';
import { registerImageUploads } from './features/images/register-uploads';
import { registerDiscounts } from './features/discounts/register';
import { registerInvoices } from './features/invoices/register';
import { registerLoyalty } from './features/loyalty/register';
import { registerOrders } from './features/orders/register';
import { deliveryByChannel } from './delivery/by-channel';
import { smtpDelivery } from './delivery/smtp-delivery';
import { twilioSmsDelivery } from './delivery/twilio-sms';
import { outboxDelivery } from './features/outbox/delivery';
import { registerOutboxPage } from './features/outbox/register';
import { registerPages } from './features/pages/register';
import { registerPayments } from './features/payments/register';
import { registerScanAndPay } from './features/scan-and-pay/register';
import { registerTables } from './features/tables/register';
import { registerPos } from './features/pos/register';
import { registerMenu } from './features/menu/register';
import { registerOutletSettings } from './features/outlet-settings/register';
import { registerOffers } from './features/offers/register';
import { registerPlaces } from './features/places/register';
import { registerStaffAccounts } from './features/staff-accounts/register';
import { rememberedOutletOfChannel } from './staff/staff-scope';
import { registerQrCodes } from './features/qr-codes/register';
import { registerQr } from './features/qr/register';
import { socketPublisher, STAFF_NAMESPACE } from './ports/realtime-publisher';
import { attachSocketServer } from './features/realtime/socket-server';
import { createMetrics } from './features/metrics/metrics';
import { registerMetrics } from './features/metrics/register';
import { registerSession } from './features/session/register';
import { registerUsers } from './features/users/register';
import { registerErrorHandler } from './http/error-handler';
import { registerOverLimitBodies } from './http/over-limit-body';
import { registerRateLimits } from './http/rate-limits';
import { registerSecurityHeaders } from './http/security-headers';
import type { CardProviders } from './ports/card-providers';
import type { Delivery } from './ports/delivery';
import { MastercardGateway } from './card-payments/mastercard/mastercard-gateway';
import { AdyenGateway } from './card-payments/adyen/adyen-gateway';
import { StripeGateway } from './card-payments/stripe/stripe-gateway';
import { startPurgeSchedule, type PurgeSchedule } from './maintenance/purge-schedule';
import { startReconcileSchedule, type ReconcileSchedule } from './card-payments/reconcile-schedule';
import { startMessageSchedule, type MessageSchedule } from './messages/message-schedule';
import { closeRedis, connectRedis } from './redis/redis-client';
import { redisAdapter } from './features/realtime/redis-adapter';
import { registerHealth } from './features/health/register';
import { createHealth, type Health } from './lifecycle/health';
import { registerRequestLogging, requestScopedLogger } from './http/request-logger';

/** A built server: Fastify with every route, socket.io attached, and the context features share. */
export interface TabulaServer {
  server: FastifyInstance;
  io: Server;
  context: AppContext;
  /** The hourly purge of expired sessions and idempotency keys; stopped when the server closes. */
  purge: PurgeSchedule;
  /** The card payments' check with their providers every 30 s; stopped when the server closes. */
  reconcile: ReconcileSchedule;
  /** The retries of messages whose carrier was busy, every 5 s; stopped when the server closes. */
  messageSchedule: MessageSchedule;
  /** Whether it takes new work; a stop drains it first (lifecycle/shut-down.ts). */
  health: Health;
}

/**
 * The product's delivery: e-mail through the configured SMTP server, SMS through Twilio, each
 * into the outbox when it is not configured.
 */
function productDelivery(options: BuildOptions, server: FastifyInstance): Delivery {
  const outbox = outboxDelivery(options.db, (message) => {
    // Never the text: an SMS holds a sign-in code.
    server.log.info({ to: message.to, channel: message.channel }, 'outbox: message kept');
  });
  const { mail, sms } = options.config;
  return deliveryByChannel({
    email: mail === null ? outbox : smtpDelivery(mail),
    sms: sms === null ? outbox : twilioSmsDelivery(sms),
  });
}

/** What {@link buildServer} needs; tests pass their own delivery and clock. */
export interface BuildOptions {
  db: Database;
  config: ServerConfig;
  delivery?: Delivery;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** The card providers' adapters; by default built from the configuration. */
  cardProviders?: CardProviders;
}

/**
 * Builds the server: every call of the contract, the QR entry, the providers' notification
 * routes, the POS console, the outbox page, the diner app's files, the live events and the purge schedule.
 * It does not listen; call `server.listen` (main.ts) or `server.inject` (tests).
 */
export async function buildServer(options: BuildOptions): Promise<TabulaServer> {
  const redis =
    options.config.redisUrl === null
      ? null
      : await connectRedis(options.config.redisUrl, (error) => {
          server.log.warn({ err: error }, 'Redis connection lost; reconnecting');
        });
  const server = Fastify({
    logger: options.logger ?? false,
    // One line per request at debug instead of Fastify's two at info (http/request-logger.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Ids are generated per request so a 500's request_id can be found in the log.
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // request.ip is the diner's address only through the configured proxies (docs/server.md).
    trustProxy: options.config.trustProxy,
  });
  let io: Server | null = null;
  // Made before the context: the publisher reports each live event's delivery to it.
  const metrics = createMetrics({ db: options.db, now: () => context.now(), sockets: () => io });
  const context: AppContext = {
    db: options.db,
    config: options.config,
    delivery: options.delivery ?? productDelivery(options, server),
    realtime: socketPublisher(
      () => io,
      rememberedOutletOfChannel(options.db),
      (error: unknown) => {
        server.log.error({ err: error }, 'a live event did not reach the staff channel');
      },
      (path, lagMs) => {
        metrics.observeDelivery(path, lagMs);
      },
    ),
    cardProviders: options.cardProviders ?? {
      // An unconfigured provider has no adapter, and its payment types are not offered.
      stripe: options.config.stripe && new StripeGateway(options.config.stripe),
      mastercard: options.config.mastercard && new MastercardGateway(options.config.mastercard),
      adyen: options.config.adyen && new AdyenGateway(options.config.adyen),
    },
    now: options.now ?? (() => new Date()),
    log: requestScopedLogger(server.log),
    redis,
  };
  const health = createHealth();
  const events =
    options.config.redisUrl === null
      ? null
      : await redisAdapter(options.config.redisUrl, options.config.redisPrefix, (error) => {
          server.log.warn({ err: error }, 'Redis connection of live events lost; reconnecting');
        });

  registerErrorHandler(server);
  await registerRequestLogging(server);
  registerHealth(server, context, health);
  // First: its request timing hook must be in place before any plugin copies the hooks.
  registerMetrics(server, context, metrics);
  await registerSecurityHeaders(server, options.config);
  await server.register(fastifyCookie, { secret: options.config.sessionSecret });
  await server.register(fastifyFormbody);
  // Before the routes: the plugin reads each route's limit as the route is added.
  await registerRateLimits(server, context);
  // A body past its call's limit: a 413 the client can read, before the body parser's.
  registerOverLimitBodies(server);

  registerImages(server);
  registerImageUploads(server, context);
  registerQr(server, context);
  registerSession(server, context);
  registerPages(server, context);
  registerUsers(server, context);
  registerLoyalty(server, context);
  registerDiscounts(server, context);
  registerOrders(server, context);
  registerInvoices(server, context);
  registerPayments(server, context);
  registerTables(server, context);
  registerScanAndPay(server, context);
  await registerPos(server, context);
  registerQrCodes(server, context);
  registerPlaces(server, context);
  registerMenu(server, context);
  registerOutletSettings(server, context);
  registerOffers(server, context);
  registerStaffAccounts(server, context);
  registerOutboxPage(server, context);
  await registerDinerApp(server, context);

  const sockets = attachSocketServer(server, context, {
    ...(events === null ? {} : { adapter: events.adapter }),
    draining: () => health.draining(),
  });
  io = sockets;
  // Live connections would hold the HTTP server open. They are dropped as a lost link is, not
  // closed by the server: each client reconnects (to another process when there is one) and is
  // sent what it missed (ADR 0013).
  server.addHook('preClose', (done) => {
    health.drain();
    sockets.engine.close();
    done();
  });
  const purge = startPurgeSchedule(context);
  const reconcile = startReconcileSchedule(context);
  const messageSchedule = startMessageSchedule(context);
  server.addHook('onClose', async () => {
    await purge.stop();
    await reconcile.stop();
    await messageSchedule.stop();
    await Promise.all([
      sockets.of('/').adapter.close(),
      sockets.of(STAFF_NAMESPACE).adapter.close(),
    ]);
    await events?.close();
    if (redis !== null) await closeRedis(redis);
  });
  return { server, io: sockets, context, purge, reconcile, messageSchedule, health };
}
