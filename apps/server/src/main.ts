import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ADYEN_CHECKOUT_PATH } from './card-sandbox/adyen/adyen-api-routes';
import { buildCardSandbox, type CardSandbox } from './card-sandbox/card-sandbox';
import { STRIPE_JS_PATH } from './card-sandbox/stripe/stripe-js/stripe-js-path';
import { GOOGLE_PAY_SCRIPT_PATH } from './card-payments/mastercard/google-pay-sheet';
import { loadConfig, type ServerConfig } from './config/config';
import { ADYEN_WEBHOOK_PATH } from './features/payments/adyen/adyen-webhook-route';
import { STRIPE_WEBHOOK_PATH } from './features/payments/connected-card/stripe-webhook-route';
import { openDatabase } from './db/client';
import { buildServer } from './app';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { printWelcome } from './welcome';

/** Where the server listens, once it does: the card sandbox sends its notifications there. */
let serverAddress: string | null = null;

/**
 * Starts the card sandbox on its own port when a card provider has no real keys, and points
 * those providers' settings at it: its API for the server, its card form for browsers (on the host
 * diners reach the server at, at the sandbox's port, unless CARD_SANDBOX_URL says otherwise).
 */
async function startCardSandbox(config: ServerConfig): Promise<CardSandbox | null> {
  if (config.cardSandbox === null) return null;
  // Keys its stand-in of Turnstile accepts, new for each run, in Cloudflare's form.
  const sandboxTurnstileKeys = {
    siteKey: `1x${randomBytes(11).toString('hex')}`,
    secretKey: `1x${randomBytes(16).toString('hex')}`,
  };
  let publicUrl = config.cardSandbox.publicUrl ?? '';
  const sandbox = buildCardSandbox({
    stripe: config.stripe,
    mastercard: config.mastercard,
    stripeWebhookUrl: () =>
      serverAddress === null ? null : `${serverAddress}${STRIPE_WEBHOOK_PATH}`,
    adyen: config.adyen,
    adyenWebhookUrl: () =>
      serverAddress === null ? null : `${serverAddress}${ADYEN_WEBHOOK_PATH}`,
    ...(config.cardSandbox.turnstile ? { turnstile: sandboxTurnstileKeys } : {}),
    publicUrl: () => publicUrl,
    // The diner app frames the sandbox's Mastercard and Google Pay pages: they name its origin.
    appOrigin: () => new URL(config.publicUrl).origin,
  });
  await sandbox.server.listen({ port: config.cardSandbox.port, host: config.host });
  const port = (sandbox.server.server.address() as AddressInfo).port;
  if (publicUrl === '') {
    const origin = new URL(config.publicUrl);
    origin.port = String(port);
    publicUrl = origin.origin;
  }
  config.cardSandbox.publicUrl = publicUrl;
  if (config.cardSandbox.stripe) {
    config.stripe.apiUrl = `http://127.0.0.1:${String(port)}`;
    config.stripe.jsUrl = `${publicUrl}${STRIPE_JS_PATH}`;
  }
  if (config.cardSandbox.mastercard) {
    // The gateway's address is where browsers load its session.js too: the sandbox's public one.
    config.mastercard.apiUrl = publicUrl;
    config.googlePayScriptUrl = `${publicUrl}${GOOGLE_PAY_SCRIPT_PATH}`;
  }
  if (config.cardSandbox.adyen) {
    config.adyen.checkoutUrl = `http://127.0.0.1:${String(port)}${ADYEN_CHECKOUT_PATH}`;
  }
  if (config.cardSandbox.turnstile) {
    config.captcha = {
      ...sandboxTurnstileKeys,
      url: publicUrl,
      verifyUrl: `http://127.0.0.1:${String(port)}`,
    };
  }
  return sandbox;
}

/**
 * `pnpm start`: opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies migrations,
 * seeds the demo restaurants on an empty database, serves everything on PORT and prints the QR
 * links, the POS console and the outbox.
 */
async function main(): Promise<void> {
  // Run from the repository root (pnpm start) or from apps/server (pnpm --filter ... start).
  const repoRoot = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, { repoRoot });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedDemoIfEmpty(database.db);
  const sandbox = await startCardSandbox(config);
  const { server } = await buildServer({
    db: database.db,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  server.addHook('onClose', async () => {
    await sandbox?.close();
    await database.close();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
  await server.listen({ port: config.port, host: config.host });
  serverAddress = `http://127.0.0.1:${String((server.server.address() as AddressInfo).port)}`;
  await printWelcome({ db: database.db, config, databaseKind: database.kind, seeded });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
