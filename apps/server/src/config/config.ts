import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The default of OTP_SENDS_PER_CLIENT_PER_HOUR. our choice: generous, since everyone on a
 * restaurant's Wi-Fi or behind a carrier's NAT shares one address; the strict limits are per
 * mobile number or e-mail address (features/users/otp/otp-limits.ts).
 */
export const DEFAULT_OTP_SENDS_PER_CLIENT_PER_HOUR = 300;

/** How the server runs, from the environment (docs/server.md lists every variable). */
export interface ServerConfig {
  port: number;
  host: string;
  /** The embedded database's folder, and where a generated session secret is kept. */
  dataDir: string;
  /** A real PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * The server operator's bearer token for machine clients, acting as an owner of every company
   * (docs/staff-accounts.md); null in production unless STAFF_TOKEN is set.
   */
  staffToken: string | null;
  /** Whether the staff token was generated (and must be printed) rather than configured. */
  staffTokenGenerated: boolean;
  /** The password of the demo restaurants' owners, set when the demo is seeded (seed/demo-owners.ts). */
  demoOwnerPassword: string;
  /** Whether that password was generated for this start rather than configured. */
  demoOwnerPasswordGenerated: boolean;
  /** Signs the session cookie. */
  sessionSecret: string;
  /** The address diners reach the server at, for QR links and provider return URLs. */
  publicUrl: string;
  /** The diner app's built files; served with history fallback when present. */
  dinerDist: string;
  /**
   * The diner app's server bundle of the first paint (ADR 0012); when present (with the built
   * files), `/` and `/menu` are answered drawn.
   */
  dinerSsr: string;
  /** The POS app's built files (apps/pos), served under /pos when present. */
  posDist: string;
  /** Mark cookies Secure: when PUBLIC_URL is https, unless SECURE_COOKIES=false (see below). */
  secureCookies: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For is believed, as Fastify's trustProxy takes them: a
   * list of addresses, CIDR ranges or proxy-addr keywords (loopback, linklocal, uniquelocal);
   * false trusts none, so the client address is the connection's.
   */
  trustProxy: false | string[];
  /** Sign-in codes one client address may ask for per hour (generous: a venue's Wi-Fi shares one). */
  otpSendsPerClientPerHour: number;
  /**
   * Whether every answer is checked against the contract's response schema before it is sent.
   * On in development and tests (NODE_ENV development or test: `pnpm dev`, vitest); off
   * otherwise, so `pnpm start` runs at production speed: the check would cost as much as building
   * the answer, and the tests have already made it (issues 16 and 34). CHECK_ANSWERS wins.
   */
  checkAnswers: boolean;
  /**
   * Whether a query on the database from inside an open transaction's callback is an error
   * (src/db/transaction-check.ts): on PGlite it would hang. Same default as checkAnswers;
   * CHECK_TRANSACTIONS wins.
   */
  checkTransactions: boolean;
  /**
   * Redis (REDIS_URL): live events and rooms shared between server processes, and the rate
   * limits counted once for all of them (docs/server.md "Several processes"). Null: one process.
   */
  redisUrl: string | null;
  /** The prefix of every Redis key the server writes (REDIS_PREFIX), so servers can share one Redis. */
  redisPrefix: string;
  /**
   * How many server processes `pnpm start` runs on this machine (WEB_CONCURRENCY, 1 by default);
   * more than one needs DATABASE_URL and REDIS_URL.
   */
  webConcurrency: number;
  /** How long a stop (SIGTERM) waits for requests in flight before it gives up (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** The bearer token of GET /metrics (METRICS_TOKEN); null: the route is not served. */
  metricsToken: string | null;
  /**
   * Stripe (the connected card and Stripe direct): a restaurant's keys (the sandbox's in the demo);
   * null without them, and Stripe's payment types are not offered.
   */
  stripe: StripeSettings | null;
  /**
   * Adyen (B§7 payments/adyen/v1): a merchant account's keys (the sandbox's in the demo);
   * null when neither, and Adyen is not offered.
   */
  adyen: AdyenSettings | null;
  /**
   * The Mastercard gateway (MPGS): a restaurant's merchant (the sandbox's in the demo); null
   * when neither, and the gateway (its card and wallets) is not offered.
   */
  mastercard: MastercardSettings | null;
  /**
   * The environment the diner app gives Google's pay.js with a restaurant's Mastercard merchant
   * (GOOGLE_PAY_ENVIRONMENT, PRODUCTION by default); TEST without a merchant, and in the demo.
   */
  googlePayEnvironment: 'TEST' | 'PRODUCTION';
  /**
   * Where the diner app loads Google Pay's web script from (GOOGLE_PAY_SCRIPT_URL): Google's own
   * pay.js by default; the card sandbox's stand-in in the demo and the tests.
   */
  googlePayScriptUrl: string;
  /**
   * Where e-mail leaves the server (SMTP_URL and MAIL_FROM): sign-in codes and invoices go to the
   * diner's inbox through this SMTP server. Null: they stay in the outbox (/dev/outbox).
   */
  mail: MailSettings | null;
  /**
   * Where SMS leaves the server (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): sign-in
   * codes go to the diner's phone through Twilio. Null: they stay in the outbox.
   */
  sms: SmsSettings | null;
  /**
   * The captcha service sign-in checks (TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY): Cloudflare
   * Turnstile, whose widget the app loads and whose token the server verifies before a code is
   * sent to a company that enables the captcha. Null: no captcha is offered.
   */
  captcha: CaptchaSettings | null;
  /**
   * The hosted-page provider (HOSTED_PAGES_URL and HOSTED_PAGES_SECRET): PayTabs, iPay88, Fiserv,
   * CCAvenue, PayU, MyFatoorah and the generic partner, over Tabula's hosted-page protocol
   * (docs/server.md, "Hosted payment pages"). Null: those payment types are not offered.
   */
  hostedPages: HostedPagesSettings | null;
}

/** Where the hosted-page provider is, and the secret both sides sign their calls with. */
export interface HostedPagesSettings {
  /** The provider's base address: its API is `{url}/v1/…`, and browsers post generic forms there. */
  url: string;
  secret: string;
}

/** A Turnstile widget's keys and where Turnstile is reached (docs/server.md "Captcha"). */
export interface CaptchaSettings {
  /** The widget's public site key, given to the app. */
  siteKey: string;
  /** The secret the server verifies tokens with; never leaves the server. */
  secretKey: string;
  /**
   * Turnstile's origin as browsers reach it: `https://challenges.cloudflare.com`, or a
   * stand-in's (TURNSTILE_URL). Its script is at /turnstile/v0/api.js.
   */
  url: string;
  /** Where the server asks siteverify (/turnstile/v0/siteverify): Turnstile's origin. */
  verifyUrl: string;
}

/** A Twilio account and the sender of its messages (docs/server.md "Messages"). */
export interface SmsSettings {
  accountSid: string;
  authToken: string;
  /** A phone number (`+6580001234`), an alphanumeric sender id, or a Messaging Service (`MG…`). */
  from: string;
  /** Another address for Twilio's API (a stand-in); null for Twilio's own. */
  apiUrl: string | null;
}

/** An SMTP server and the sender's address (docs/server.md "Messages"). */
export interface MailSettings {
  /** `smtp://user:pass@host:587` (STARTTLS where offered) or `smtps://…:465` (TLS from the start). */
  smtpUrl: string;
  /** The From of every e-mail: `hello@example.com` or `"Kopi & Kaya" <hello@example.com>`. */
  from: string;
}

/** How the server reaches the Mastercard gateway (docs/server.md "Cards and wallets"). */
export interface MastercardSettings {
  merchantId: string;
  /** The merchant's API password: basic authentication as `merchant.{merchantId}`. */
  apiPassword: string;
  /**
   * The gateway's address (e.g. https://ap-gateway.mastercard.com); the card sandbox's in the
   * demo and the tests.
   */
  apiUrl: string | null;
  /** The REST API's version in the path (api/rest/version/{n}). */
  apiVersion: number;
  /**
   * Apple Pay's merchant identity certificate and its key (PEM), the TLS client certificate of
   * the merchant validation request to Apple; null when not configured (Apple Pay is then
   * refused).
   */
  applePayIdentity: ApplePayIdentity | null;
  /**
   * The one https origin the server accepts as Apple's merchant validation
   * (APPLE_PAY_VALIDATION_ORIGIN, e.g. the sandbox's stand-in of Apple); null: Apple's own
   * published hosts (apple-pay-gateway*.apple.com).
   */
  applePayValidationOrigin: string | null;
}

/** Apple Pay's merchant identity: a certificate and its private key, as PEM text. */
export interface ApplePayIdentity {
  cert: string;
  key: string;
}

/** How the server reaches Stripe (docs/server.md "Cards and wallets"). */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Signs Stripe's notifications to /webhooks/stripe. */
  webhookSecret: string;
  /** Stripe Connect: the restaurant's connected account (acct_...); null for the platform's own. */
  account: string | null;
  /** The API's address; null is Stripe's own. The card sandbox's in the demo and the tests. */
  apiUrl: string | null;
  /**
   * Where the diner app loads Stripe.js from (STRIPE_JS_URL): null is Stripe's own script, which
   * the app loads through `@stripe/stripe-js` as Stripe requires; the card sandbox's stand-in in
   * the demo and the tests.
   */
  jsUrl: string | null;
}

/** How the server reaches Adyen's Checkout API (docs/server.md "Cards and wallets"). */
export interface AdyenSettings {
  apiKey: string;
  merchantAccount: string;
  /** The HMAC key (hex) that signs Adyen's notifications to /webhooks/adyen. */
  hmacKey: string;
  environment: 'TEST' | 'LIVE';
  /** The merchant's live URL prefix, which Adyen's live Checkout addresses need. */
  liveUrlPrefix: string | null;
  /** The Checkout API's address (up to its version); null is Adyen's own. The card sandbox's in the demo and the tests. */
  checkoutUrl: string | null;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.url().optional(),
  STAFF_TOKEN: z.string().min(16, 'STAFF_TOKEN must be at least 16 characters').optional(),
  DEMO_OWNER_PASSWORD: z
    .string()
    .min(10, 'DEMO_OWNER_PASSWORD must be at least 10 characters')
    .max(200)
    .optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  DINER_DIST: z.string().min(1).optional(),
  DINER_SSR: z.string().min(1).optional(),
  POS_DIST: z.string().min(1).optional(),
  SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^([\w.:/]+(\s*,\s*[\w.:/]+)*)?$/, {
      error: 'a comma-separated list of addresses, CIDR ranges or loopback, linklocal, uniquelocal',
    })
    .optional(),
  OTP_SENDS_PER_CLIENT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_OTP_SENDS_PER_CLIENT_PER_HOUR),
  CHECK_ANSWERS: z.enum(['true', 'false']).optional(),
  CHECK_TRANSACTIONS: z.enum(['true', 'false']).optional(),
  NODE_ENV: z.string().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// address' }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, 'letters, digits and : . - _ (at most 40)')
    .default('tabula:'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'a Stripe webhook signing secret')
    .optional(),
  STRIPE_ACCOUNT: z
    .string()
    .regex(/^acct_\w+$/, 'a Stripe connected account id')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  STRIPE_JS_URL: z.url().optional(),
  GOOGLE_PAY_SCRIPT_URL: z.url().optional(),
  MASTERCARD_MERCHANT_ID: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .optional(),
  MASTERCARD_API_PASSWORD: z.string().min(8).optional(),
  MASTERCARD_API_URL: z.url().optional(),
  APPLE_PAY_MERCHANT_CERT: z.string().min(1).optional(),
  APPLE_PAY_MERCHANT_KEY: z.string().min(1).optional(),
  APPLE_PAY_VALIDATION_ORIGIN: z
    .url({ protocol: /^https$/, error: 'an https origin, e.g. https://127.0.0.1:3002' })
    .refine(
      (url) => !URL.canParse(url) || new URL(url).pathname === '/',
      'an origin, without a path',
    )
    .optional(),
  ADYEN_API_KEY: z.string().min(8, 'an Adyen API key').optional(),
  ADYEN_MERCHANT_ACCOUNT: z
    .string()
    .regex(/^[\w.-]{1,80}$/, 'an Adyen merchant account')
    .optional(),
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{2}){16,}$/, 'an Adyen HMAC key (hex)')
    .optional(),
  ADYEN_ENVIRONMENT: z.enum(['TEST', 'LIVE']).optional(),
  GOOGLE_PAY_ENVIRONMENT: z.enum(['TEST', 'PRODUCTION']).optional(),
  ADYEN_LIVE_URL_PREFIX: z
    .string()
    .regex(/^[\w-]+$/, 'an Adyen live URL prefix')
    .optional(),
  ADYEN_CHECKOUT_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// address' }).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'a Twilio account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'a Twilio auth token (32 hex digits)')
    .optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+\d{6,15}|MG[0-9a-f]{32}|[A-Za-z0-9 ]{1,11})$/,
      'a phone number (+6580001234), an alphanumeric sender id or a Messaging Service SID',
    )
    .optional(),
  TWILIO_API_URL: z.url().optional(),
  TURNSTILE_SITE_KEY: z
    .string()
    .regex(/^\dx[\w-]{20,}$/, 'a Turnstile site key (0x4AAA…)')
    .optional(),
  TURNSTILE_SECRET_KEY: z
    .string()
    .regex(/^\dx[\w-]{20,}$/, 'a Turnstile secret key (0x4AAA…)')
    .optional(),
  TURNSTILE_URL: z.url().optional(),
  HOSTED_PAGES_URL: z.url().optional(),
  HOSTED_PAGES_SECRET: z.string().min(32, 'a shared secret of at least 32 characters').optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'an e-mail address')
    .optional(),
});

/** The Twilio account, its token and the sender: all three or none. */
function smsSettings(values: z.infer<typeof envSchema>): SmsSettings | null {
  const {
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM: from,
  } = values;
  if (accountSid === undefined && authToken === undefined && from === undefined) return null;
  if (accountSid === undefined || authToken === undefined || from === undefined) {
    const missing = [
      accountSid === undefined ? 'TWILIO_ACCOUNT_SID' : null,
      authToken === undefined ? 'TWILIO_AUTH_TOKEN' : null,
      from === undefined ? 'TWILIO_FROM' : null,
    ].filter((name) => name !== null);
    throw new Error(
      `Invalid server configuration:\n  ${missing.join(', ')}: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three, or none for the outbox`,
    );
  }
  return { accountSid, authToken, from, apiUrl: values.TWILIO_API_URL?.replace(/\/$/, '') ?? null };
}

/** Cloudflare's origin for Turnstile's script and its token check. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** Google's own Google Pay web script (Google Pay API for web). */
export const GOOGLE_PAY_SCRIPT_URL = 'https://pay.google.com/gp/p/js/pay.js';

/** The Turnstile site key and secret, both or neither. */
function captchaSettings(values: z.infer<typeof envSchema>): CaptchaSettings | null {
  const { TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET_KEY: secretKey } = values;
  if (siteKey === undefined && secretKey === undefined) return null;
  if (siteKey === undefined || secretKey === undefined) {
    const missing = siteKey === undefined ? 'TURNSTILE_SITE_KEY' : 'TURNSTILE_SECRET_KEY';
    throw new Error(
      `Invalid server configuration:\n  ${missing}: TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY go together: set both, or neither for no captcha`,
    );
  }
  const url = (values.TURNSTILE_URL ?? TURNSTILE_ORIGIN).replace(/\/$/, '');
  return { siteKey, secretKey, url, verifyUrl: url };
}

/** The hosted-page provider's address and shared secret, both or neither. */
function hostedPagesSettings(values: z.infer<typeof envSchema>): HostedPagesSettings | null {
  const { HOSTED_PAGES_URL: url, HOSTED_PAGES_SECRET: secret } = values;
  if (url === undefined && secret === undefined) return null;
  if (url === undefined || secret === undefined) {
    const missing = url === undefined ? 'HOSTED_PAGES_URL' : 'HOSTED_PAGES_SECRET';
    throw new Error(
      `Invalid server configuration:\n  ${missing}: HOSTED_PAGES_URL and HOSTED_PAGES_SECRET go together: set both, or neither and the hosted-page payment types are not offered`,
    );
  }
  return { url: url.replace(/\/$/, ''), secret };
}

/** The SMTP server and sender, both or neither. */
function mailSettings(values: z.infer<typeof envSchema>): MailSettings | null {
  if (values.SMTP_URL === undefined && values.MAIL_FROM === undefined) return null;
  if (values.SMTP_URL === undefined || values.MAIL_FROM === undefined) {
    const missing = values.SMTP_URL === undefined ? 'SMTP_URL' : 'MAIL_FROM';
    throw new Error(
      `Invalid server configuration:\n  ${missing}: SMTP_URL and MAIL_FROM go together: set both, or neither for the outbox`,
    );
  }
  return { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM };
}

/**
 * Stripe's settings: the three keys together (a restaurant's account), or none (not offered).
 *
 * @throws Error when only some of the keys are set
 */
function stripeSettings(values: z.infer<typeof envSchema>): StripeSettings | null {
  const keys = [
    values.STRIPE_SECRET_KEY,
    values.STRIPE_PUBLISHABLE_KEY,
    values.STRIPE_WEBHOOK_SECRET,
  ];
  const set = keys.filter((key) => key !== undefined).length;
  if (set !== 0 && set !== 3) {
    throw new Error(
      'Invalid server configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all three, or none and it is not offered',
    );
  }
  if (values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET) {
    return {
      secretKey: values.STRIPE_SECRET_KEY,
      publishableKey: values.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      account: values.STRIPE_ACCOUNT ?? null,
      apiUrl: values.STRIPE_API_URL ?? null,
      jsUrl: values.STRIPE_JS_URL ?? null,
    };
  }
  return null;
}

/** The REST API version the adapter speaks (MPGS api/rest/version/{n}). */
export const MASTERCARD_API_VERSION = 100;

/**
 * The Mastercard gateway's settings: the merchant, its API password and the gateway's address
 * together (a restaurant's merchant), or none (not offered).
 *
 * @throws Error when only some of them are set
 */
function mastercardSettings(
  values: z.infer<typeof envSchema>,
  repoRoot: string,
): MastercardSettings | null {
  const { MASTERCARD_MERCHANT_ID: merchantId, MASTERCARD_API_PASSWORD: apiPassword } = values;
  const apiUrl = values.MASTERCARD_API_URL;
  const set = [merchantId, apiPassword, apiUrl].filter((v) => v !== undefined).length;
  if (set !== 0 && set !== 3) {
    throw new Error(
      'Invalid server configuration:\n  MASTERCARD_MERCHANT_ID, MASTERCARD_API_PASSWORD and MASTERCARD_API_URL go together: set all three, or none and it is not offered',
    );
  }
  if (merchantId !== undefined && apiPassword !== undefined && apiUrl !== undefined) {
    return {
      merchantId,
      apiPassword,
      apiUrl: apiUrl.replace(/\/$/, ''),
      apiVersion: MASTERCARD_API_VERSION,
      applePayIdentity: applePayIdentity(values, repoRoot),
      applePayValidationOrigin:
        values.APPLE_PAY_VALIDATION_ORIGIN === undefined
          ? null
          : new URL(values.APPLE_PAY_VALIDATION_ORIGIN).origin,
    };
  }
  // The certificate is still checked: a partial or unreadable one stops the start either way.
  applePayIdentity(values, repoRoot);
  return null;
}

/**
 * Google Pay's environment: GOOGLE_PAY_ENVIRONMENT with a restaurant's Mastercard merchant
 * (PRODUCTION unless set), TEST without a merchant.
 *
 * @throws Error for PRODUCTION without a restaurant's merchant
 */
function googlePayEnvironment(values: z.infer<typeof envSchema>): 'TEST' | 'PRODUCTION' {
  const wanted = values.GOOGLE_PAY_ENVIRONMENT;
  if (values.MASTERCARD_MERCHANT_ID !== undefined) return wanted ?? 'PRODUCTION';
  if (wanted === 'PRODUCTION') {
    throw new Error(
      "Invalid server configuration:\n  GOOGLE_PAY_ENVIRONMENT=PRODUCTION needs a restaurant's Mastercard merchant (MASTERCARD_MERCHANT_ID, MASTERCARD_API_PASSWORD, MASTERCARD_API_URL); without one, Google Pay runs in TEST",
    );
  }
  return 'TEST';
}

/** Reads a PEM file named by a variable, or says which variable and why it cannot. */
function readPem(name: string, path: string, repoRoot: string): string {
  try {
    return readFileSync(resolve(repoRoot, path), 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid server configuration:\n  ${name}: cannot read ${path} (${reason})`, {
      cause: error,
    });
  }
}

/**
 * Apple Pay's merchant identity (Apple Pay on the web, "Requesting an Apple Pay payment
 * session": the validation request carries it as the TLS client certificate): the certificate
 * and its key, PEM files read once at start, both or neither. The certificate must parse, the key
 * must be a private key, and they must belong together.
 *
 * @throws Error naming the variable that is missing, unreadable or wrong
 */
function applePayIdentity(
  values: z.infer<typeof envSchema>,
  repoRoot: string,
): ApplePayIdentity | null {
  const { APPLE_PAY_MERCHANT_CERT: certPath, APPLE_PAY_MERCHANT_KEY: keyPath } = values;
  if (certPath === undefined && keyPath === undefined) return null;
  if (certPath === undefined || keyPath === undefined) {
    throw new Error(
      'Invalid server configuration:\n  APPLE_PAY_MERCHANT_CERT and APPLE_PAY_MERCHANT_KEY go together: set both (PEM files of the merchant identity certificate and its key), or neither',
    );
  }
  const cert = readPem('APPLE_PAY_MERCHANT_CERT', certPath, repoRoot);
  const key = readPem('APPLE_PAY_MERCHANT_KEY', keyPath, repoRoot);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new Error(
      `Invalid server configuration:\n  APPLE_PAY_MERCHANT_CERT: ${certPath} is not a PEM certificate`,
    );
  }
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new Error(
      `Invalid server configuration:\n  APPLE_PAY_MERCHANT_KEY: ${keyPath} is not a PEM private key (an encrypted key must be decrypted first)`,
    );
  }
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new Error(
      `Invalid server configuration:\n  APPLE_PAY_MERCHANT_KEY: ${keyPath} is not the key of the certificate ${certPath}`,
    );
  }
  return { cert, key };
}

/**
 * Adyen's settings: API key, merchant account and HMAC key together (a merchant account), or
 * none (not offered). LIVE needs the live URL prefix.
 *
 * @throws Error when only some of the keys are set, or LIVE lacks its prefix
 */
function adyenSettings(values: z.infer<typeof envSchema>): AdyenSettings | null {
  const { ADYEN_API_KEY: apiKey, ADYEN_MERCHANT_ACCOUNT: account, ADYEN_HMAC_KEY: hmac } = values;
  const set = [apiKey, account, hmac].filter((key) => key !== undefined).length;
  if (set !== 0 && set !== 3) {
    throw new Error(
      'Invalid server configuration:\n  ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY go together: set all three, or none and it is not offered',
    );
  }
  const environment = values.ADYEN_ENVIRONMENT ?? 'TEST';
  if (environment === 'LIVE' && values.ADYEN_LIVE_URL_PREFIX === undefined) {
    throw new Error(
      'Invalid server configuration:\n  ADYEN_ENVIRONMENT=LIVE needs ADYEN_LIVE_URL_PREFIX (Customer Area, Developers, API URLs)',
    );
  }
  if (apiKey && account && hmac) {
    return {
      apiKey,
      merchantAccount: account,
      hmacKey: hmac,
      environment,
      liveUrlPrefix: values.ADYEN_LIVE_URL_PREFIX ?? null,
      checkoutUrl: values.ADYEN_CHECKOUT_URL?.replace(/\/$/, '') ?? null,
    };
  }
  return null;
}

/** TRUST_PROXY as Fastify's trustProxy: unset or empty trusts no proxy. */
function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (value === undefined || value === '') return false;
  return value.split(',').map((part) => part.trim());
}

/** Whether an address is served over https. */
export function isHttps(url: string): boolean {
  return /^https:/i.test(url);
}

/** Reads a secret kept in the data folder, creating it on first use. */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * A check that catches bugs (CHECK_ANSWERS, CHECK_TRANSACTIONS; our choice, issue 34): its
 * variable wins when set; otherwise it is on where developers and tests run (NODE_ENV development
 * or test) and off in the command a restaurant runs.
 */
function developmentCheck(
  flag: 'true' | 'false' | undefined,
  nodeEnv: string | undefined,
): boolean {
  if (flag !== undefined) return flag === 'true';
  return nodeEnv === 'development' || nodeEnv === 'test';
}

/**
 * Reads the configuration from the environment. Every variable has a default that needs
 * nothing installed: the staff token is generated for this run and the session secret is
 * generated once and kept in DATA_DIR.
 *
 * @throws Error naming each variable that is set but invalid
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { repoRoot?: string } = {},
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.WEB_CONCURRENCY > 1 && (!values.DATABASE_URL || !values.REDIS_URL)) {
    // The embedded database belongs to one process, and live events need Redis between them.
    throw new Error(
      'Invalid server configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL',
    );
  }
  const repoRoot = options.repoRoot ?? process.cwd();
  const dataDir = resolve(repoRoot, values.DATA_DIR);
  // our choice (issue 32): in production only a configured operator token exists; a restaurant's
  // machine clients use its API keys (pnpm staff add-key), which open its own outlets only.
  const staffToken =
    values.STAFF_TOKEN ??
    (values.NODE_ENV === 'production' ? null : randomBytes(24).toString('base64url'));
  const stripe = stripeSettings(values);
  const mastercard = mastercardSettings(values, repoRoot);
  const googlePay = googlePayEnvironment(values);
  const adyen = adyenSettings(values);
  const mail = mailSettings(values);
  const sms = smsSettings(values);
  const captcha = captchaSettings(values);
  const hostedPages = hostedPagesSettings(values);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${String(values.PORT)}`).replace(
    /\/$/,
    '',
  );
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    staffToken,
    staffTokenGenerated: values.STAFF_TOKEN === undefined && staffToken !== null,
    demoOwnerPassword: values.DEMO_OWNER_PASSWORD ?? randomBytes(9).toString('base64url'),
    demoOwnerPasswordGenerated: values.DEMO_OWNER_PASSWORD === undefined,
    sessionSecret: values.SESSION_SECRET ?? keptSecret(dataDir, 'session-secret'),
    publicUrl,
    dinerDist: resolve(repoRoot, values.DINER_DIST ?? 'apps/diner/dist'),
    dinerSsr: resolve(repoRoot, values.DINER_SSR ?? 'apps/diner/dist-ssr/entry-server.js'),
    posDist: resolve(repoRoot, values.POS_DIST ?? 'apps/pos/dist'),
    // our choice (issue 12): diners reach an https PUBLIC_URL over https, so the cookie is Secure;
    // SECURE_COOKIES, when set, wins either way (false for an https tunnel to a server a phone on
    // the LAN also opens over plain http; true for https that PUBLIC_URL does not name).
    secureCookies:
      values.SECURE_COOKIES === undefined ? isHttps(publicUrl) : values.SECURE_COOKIES === 'true',
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    otpSendsPerClientPerHour: values.OTP_SENDS_PER_CLIENT_PER_HOUR,
    // our choice (issue 34): developmentCheck.
    checkAnswers: developmentCheck(values.CHECK_ANSWERS, values.NODE_ENV),
    checkTransactions: developmentCheck(values.CHECK_TRANSACTIONS, values.NODE_ENV),
    redisUrl: values.REDIS_URL ?? null,
    redisPrefix: values.REDIS_PREFIX,
    webConcurrency: values.WEB_CONCURRENCY,
    shutdownGraceMs: values.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsToken: values.METRICS_TOKEN ?? null,
    stripe,
    mastercard,
    googlePayEnvironment: googlePay,
    googlePayScriptUrl: values.GOOGLE_PAY_SCRIPT_URL ?? GOOGLE_PAY_SCRIPT_URL,
    adyen,
    mail,
    sms,
    captcha,
    hostedPages,
  };
}
