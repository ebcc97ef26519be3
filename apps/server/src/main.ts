import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ADYEN_CHECKOUT_PATH } from './card-sandbox/adyen/adyen-api-routes';
import { buildCardSandbox, type CardSandbox } from './card-sandbox/card-sandbox';
import { STRIPE_JS_PATH } from './card-sandbox/stripe/stripe-js/stripe-js-path';
import { GOOGLE_PAY_SCRIPT_PATH } from './card-payments/mastercard/google-pay-sheet';
import { loadConfig, MASTERCARD_API_VERSION, type ServerConfig } from './config/config';
import { ADYEN_WEBHOOK_PATH } from './features/payments/adyen/adyen-webhook-route';
import { STRIPE_WEBHOOK_PATH } from './features/payments/connected-card/stripe-webhook-route';
import { openDatabase } from './db/client';
import { buildServer } from './app';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { printWelcome } from './welcome';

/** Where the server listens, once it does: the card sandbox sends its notifications there. */
let serverAddress: string | null = null;

const key = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Starts the card sandbox on its own port when a card provider has no keys, with keys new for
 * each run for the providers it plays, and configures those providers as a restaurant's would
 * be: their keys, and its addresses (its API for the server, its pages and scripts for browsers,
 * on the host diners reach the server at, at the sandbox's port, unless CARD_SANDBOX_URL says
 * otherwise).
 */
async function startCardSandbox(config: ServerConfig): Promise<CardSandbox | null> {
  const plays = config.cardSandbox;
  if (plays === null) return null;
  // Keys its stand-in of Turnstile accepts, in Cloudflare's form.
  const sandboxTurnstileKeys = { siteKey: `1x${key(11)}`, secretKey: `1x${key(16)}` };
  const stripe = config.stripe ?? {
    secretKey: `sk_test_sandbox${key(18)}`,
    publishableKey: `pk_test_sandbox${key(18)}`,
    webhookSecret: `whsec_sandbox${key(18)}`,
    account: null,
    apiUrl: null,
    jsUrl: null,
  };
  const mastercard = config.mastercard ?? {
    merchantId: 'TABULASANDBOX',
    apiPassword: key(16),
    apiUrl: null,
    apiVersion: MASTERCARD_API_VERSION,
    // The sandbox plays Apple's merchant validation too, at the gateway's address.
    applePayIdentity: null,
  };
  const adyen = config.adyen ?? {
    apiKey: `AQE_sandbox_${key(18)}`,
    merchantAccount: 'TabulaSandboxECOM',
    hmacKey: key(32),
    environment: 'TEST' as const,
    liveUrlPrefix: null,
    checkoutUrl: null,
  };
  let publicUrl = plays.publicUrl ?? '';
  const sandbox = buildCardSandbox({
    stripe,
    mastercard,
    stripeWebhookUrl: () =>
      serverAddress === null ? null : `${serverAddress}${STRIPE_WEBHOOK_PATH}`,
    adyen,
    adyenWebhookUrl: () =>
      serverAddress === null ? null : `${serverAddress}${ADYEN_WEBHOOK_PATH}`,
    ...(plays.turnstile ? { turnstile: sandboxTurnstileKeys } : {}),
    publicUrl: () => publicUrl,
    // The diner app frames the sandbox's Mastercard and Google Pay pages: they name its origin.
    appOrigin: () => new URL(config.publicUrl).origin,
  });
  await sandbox.server.listen({ port: plays.port, host: config.host });
  const port = (sandbox.server.server.address() as AddressInfo).port;
  if (publicUrl === '') {
    const origin = new URL(config.publicUrl);
    origin.port = String(port);
    publicUrl = origin.origin;
  }
  plays.publicUrl = publicUrl;
  if (plays.stripe) {
    config.stripe = {
      ...stripe,
      apiUrl: `http://127.0.0.1:${String(port)}`,
      jsUrl: `${publicUrl}${STRIPE_JS_PATH}`,
    };
  }
  if (plays.mastercard) {
    // The gateway's address is where browsers load its session.js too: the sandbox's public one.
    config.mastercard = { ...mastercard, apiUrl: publicUrl };
    config.googlePayScriptUrl = `${publicUrl}${GOOGLE_PAY_SCRIPT_PATH}`;
  }
  if (plays.adyen) {
    config.adyen = {
      ...adyen,
      checkoutUrl: `http://127.0.0.1:${String(port)}${ADYEN_CHECKOUT_PATH}`,
    };
  }
  if (plays.turnstile) {
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
