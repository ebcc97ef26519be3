import { randomBytes } from 'node:crypto';
import { ADYEN_CHECKOUT_PATH } from '../cards/adyen/adyen-api-routes';
import type { CardSandboxOptions } from '../cards/card-sandbox';
import { GOOGLE_PAY_SCRIPT_PATH } from '../cards/google-pay/google-pay-paths';
import { STRIPE_JS_PATH } from '../cards/stripe/stripe-js/stripe-js-path';
import { SANDBOX_CERT_PATHS } from '../certs';
import { HOSTED_PAGES_BASE_PATH } from '../hosted-pages/hosted-pages-routes';

/** The environment as the launcher reads it and hands it on to the server. */
export type Env = Record<string, string | undefined>;

/** The outside parties the sandbox can play. */
export type Played = 'stripe' | 'mastercard' | 'adyen' | 'turnstile' | 'hosted_pages';

/** What the launcher does: which parties it plays, on which port and address, for which server. */
export interface LaunchPlan {
  /** The parties without a restaurant's configuration; none in production. */
  plays: Played[];
  /** The server's port (PORT, 3000 by default). */
  serverPort: number;
  /** Where the sandbox listens: CARD_SANDBOX_PORT, else the port after the server's. */
  sandboxPort: number;
  host: string;
  /** The diner app's origin, the only one the sandbox's frames answer: PUBLIC_URL's. */
  appOrigin: string;
  /** The address browsers reach the sandbox at (CARD_SANDBOX_URL); null: PUBLIC_URL's host at the sandbox's port. */
  sandboxUrl: string | null;
}

/** The server's own default port (apps/server's config: PORT). */
const DEFAULT_PORT = 3000;

/**
 * Which parties a start plays, and where: each card provider, Turnstile and the hosted-page
 * provider, whose keys the
 * environment does not set (a restaurant's keys always win), and nothing with
 * NODE_ENV=production, where an unconfigured provider is simply not offered.
 * our choice: the port after the server's, so the demo needs nothing configured.
 *
 * @param serverPort - the port the server is given; the caller settles PORT=0 to a free one first
 */
export function launchPlan(env: Env, serverPort: number): LaunchPlan {
  const production = env.NODE_ENV === 'production';
  const wanted: [Played, string][] = [
    ['stripe', 'STRIPE_SECRET_KEY'],
    ['mastercard', 'MASTERCARD_MERCHANT_ID'],
    ['adyen', 'ADYEN_API_KEY'],
    ['turnstile', 'TURNSTILE_SITE_KEY'],
    ['hosted_pages', 'HOSTED_PAGES_URL'],
  ];
  const plays = production ? [] : wanted.filter(([, key]) => !env[key]).map(([party]) => party);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${String(serverPort)}`;
  const sandboxPort =
    env.CARD_SANDBOX_PORT === undefined ? serverPort + 1 : Number(env.CARD_SANDBOX_PORT);
  if (!Number.isInteger(sandboxPort) || sandboxPort < 0 || sandboxPort > 65535) {
    throw new Error(
      `CARD_SANDBOX_PORT: a port number (0 for any free one), not ${String(env.CARD_SANDBOX_PORT)}`,
    );
  }
  return {
    plays,
    serverPort,
    sandboxPort,
    host: env.HOST ?? '0.0.0.0',
    appOrigin: new URL(publicUrl).origin,
    sandboxUrl: env.CARD_SANDBOX_URL?.replace(/\/$/, '') ?? null,
  };
}

/** The port the server is given: PORT, its default, or null for PORT=0 (any free one). */
export function requestedServerPort(env: Env): number | null {
  if (env.PORT === undefined || env.PORT === '') return DEFAULT_PORT;
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT: a port number, not ${env.PORT}`);
  }
  return port === 0 ? null : port;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Keys new for each start, in each provider's own form, for the parties the sandbox plays. */
export interface SandboxKeys {
  stripe: CardSandboxOptions['stripe'];
  mastercard: CardSandboxOptions['mastercard'];
  adyen: NonNullable<CardSandboxOptions['adyen']>;
  turnstile: NonNullable<CardSandboxOptions['turnstile']>;
  /** The secret the server shares with the hosted-page provider. */
  hostedPagesSecret: string;
}

/** Made-up keys, different on every start, in the form each provider issues them. */
export function newSandboxKeys(): SandboxKeys {
  return {
    stripe: {
      secretKey: `sk_test_sandbox${hex(18)}`,
      publishableKey: `pk_test_sandbox${hex(18)}`,
      webhookSecret: `whsec_sandbox${hex(18)}`,
    },
    mastercard: { merchantId: 'TABULASANDBOX', apiPassword: hex(16) },
    adyen: {
      apiKey: `AQE_sandbox_${hex(18)}`,
      merchantAccount: 'TabulaSandboxECOM',
      hmacKey: hex(32),
    },
    // Cloudflare's form: a digit, an x, then the key.
    turnstile: { siteKey: `1x${hex(11)}`, secretKey: `1x${hex(16)}` },
    hostedPagesSecret: hex(32),
  };
}

/**
 * The keys the sandbox answers with: a party's keys from the environment when a restaurant set
 * them all (its API then accepts the restaurant's keys, as a journey that points
 * `STRIPE_API_URL` at the sandbox needs), else the made-up ones.
 */
export function sandboxKeysFor(env: Env, made: SandboxKeys): SandboxKeys {
  /** The values of a whole group of variables, or null when one is missing. */
  const group = (...names: string[]): string[] | null => {
    const values = names.map((name) => env[name] ?? '');
    return values.every((value) => value !== '') ? values : null;
  };
  const stripe = group('STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET');
  const mastercard = group('MASTERCARD_MERCHANT_ID', 'MASTERCARD_API_PASSWORD');
  const adyen = group('ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY');
  const turnstile = group('TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY');
  return {
    stripe:
      stripe === null
        ? made.stripe
        : {
            secretKey: stripe[0] ?? '',
            publishableKey: stripe[1] ?? '',
            webhookSecret: stripe[2] ?? '',
          },
    mastercard:
      mastercard === null
        ? made.mastercard
        : { merchantId: mastercard[0] ?? '', apiPassword: mastercard[1] ?? '' },
    adyen:
      adyen === null
        ? made.adyen
        : { apiKey: adyen[0] ?? '', merchantAccount: adyen[1] ?? '', hmacKey: adyen[2] ?? '' },
    turnstile:
      turnstile === null
        ? made.turnstile
        : { siteKey: turnstile[0] ?? '', secretKey: turnstile[1] ?? '' },
    hostedPagesSecret: env.HOSTED_PAGES_SECRET ?? made.hostedPagesSecret,
  };
}

/** Where the sandbox listens, once it does. */
export interface SandboxAddresses {
  /** The sandbox's public address, for browsers. */
  sandboxUrl: string;
  /** The sandbox's address for the server (127.0.0.1 at its port). */
  apiUrl: string;
  /**
   * Its stand-in of Apple's merchant validation, when it plays Mastercard: the origin (https)
   * and the file of authorities the server is to trust (the sandbox's among them).
   */
  appleValidation: { origin: string; trustFile: string } | null;
}

/**
 * The variables that configure the server for each party the sandbox plays, exactly as a
 * restaurant configures its own provider (docs/server.md): the keys, the API address the server
 * calls (the sandbox on this machine) and the addresses browsers load scripts and pages from
 * (the sandbox's public address). For Apple Pay, the sandbox's merchant identity certificate,
 * its validation origin, and its authority for Node to trust (NODE_EXTRA_CA_CERTS).
 */
export function serverEnvironment(
  plan: LaunchPlan,
  keys: SandboxKeys,
  { sandboxUrl, apiUrl, appleValidation }: SandboxAddresses,
  env: Env,
): Env {
  const out: Env = { PORT: String(plan.serverPort) };
  if (plan.plays.includes('stripe')) {
    Object.assign(out, {
      STRIPE_SECRET_KEY: keys.stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.stripe.webhookSecret,
      STRIPE_API_URL: apiUrl,
      STRIPE_JS_URL: `${sandboxUrl}${STRIPE_JS_PATH}`,
    });
  }
  if (plan.plays.includes('mastercard')) {
    Object.assign(out, {
      MASTERCARD_MERCHANT_ID: keys.mastercard.merchantId,
      MASTERCARD_API_PASSWORD: keys.mastercard.apiPassword,
      // Browsers load the gateway's session.js from its address too: the sandbox's public one.
      MASTERCARD_API_URL: sandboxUrl,
      GOOGLE_PAY_SCRIPT_URL: `${sandboxUrl}${GOOGLE_PAY_SCRIPT_PATH}`,
      // The stand-in wallet is never Google's.
      GOOGLE_PAY_ENVIRONMENT: env.GOOGLE_PAY_ENVIRONMENT ?? 'TEST',
    });
    if (appleValidation !== null) {
      Object.assign(out, {
        APPLE_PAY_MERCHANT_CERT: SANDBOX_CERT_PATHS.merchantCert,
        APPLE_PAY_MERCHANT_KEY: SANDBOX_CERT_PATHS.merchantKey,
        APPLE_PAY_VALIDATION_ORIGIN: appleValidation.origin,
        NODE_EXTRA_CA_CERTS: appleValidation.trustFile,
      });
    }
  }
  if (plan.plays.includes('adyen')) {
    Object.assign(out, {
      ADYEN_API_KEY: keys.adyen.apiKey,
      ADYEN_MERCHANT_ACCOUNT: keys.adyen.merchantAccount,
      ADYEN_HMAC_KEY: keys.adyen.hmacKey,
      ADYEN_ENVIRONMENT: 'TEST',
      ADYEN_CHECKOUT_URL: `${apiUrl}${ADYEN_CHECKOUT_PATH}`,
    });
  }
  if (plan.plays.includes('turnstile')) {
    Object.assign(out, {
      TURNSTILE_SITE_KEY: keys.turnstile.siteKey,
      TURNSTILE_SECRET_KEY: keys.turnstile.secretKey,
      TURNSTILE_URL: sandboxUrl,
    });
  }
  if (plan.plays.includes('hosted_pages')) {
    Object.assign(out, {
      // Browsers post a generic payment's form there too: the sandbox's public address.
      HOSTED_PAGES_URL: `${sandboxUrl}${HOSTED_PAGES_BASE_PATH}`,
      HOSTED_PAGES_SECRET: keys.hostedPagesSecret,
    });
  }
  return out;
}

/** The sandbox's public address: CARD_SANDBOX_URL, else PUBLIC_URL's host at the sandbox's port. */
export function publicSandboxUrl(plan: LaunchPlan, port: number): string {
  if (plan.sandboxUrl !== null) return plan.sandboxUrl;
  const origin = new URL(plan.appOrigin);
  origin.port = String(port);
  return origin.origin;
}

/** The lines the launcher prints before the server's banner: what it plays, where, the test cards. */
export function sandboxBanner(
  plan: LaunchPlan,
  sandboxUrl: string,
  appleValidationUrl: string | null = null,
): string[] {
  if (plan.plays.length === 0) return [];
  const names: Record<Played, string> = {
    stripe: 'Stripe',
    mastercard: 'the Mastercard gateway, Apple Pay and Google Pay',
    adyen: 'Adyen',
    turnstile: 'Turnstile',
    hosted_pages: 'the hosted payment pages',
  };
  return [
    `Card sandbox (plays ${plan.plays.map((party) => names[party]).join(', ')} on its own origin): ${sandboxUrl}`,
    '  test cards: 4242 4242 4242 4242 pays, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 0002 is declined',
    ...(appleValidationUrl === null
      ? []
      : [
          `  Apple's merchant validation: ${appleValidationUrl} (https, merchant identity certificate)`,
        ]),
    "  a restaurant's own keys replace it provider by provider (docs/server.md)",
  ];
}
