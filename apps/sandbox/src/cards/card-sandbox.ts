import Fastify, { type FastifyInstance } from 'fastify';
import { ADYEN_CHECKOUT_PATH, registerAdyenApi } from './adyen/adyen-api-routes';
import { AdyenLedger, type AdyenKeys } from './adyen/adyen-ledger';
import { adyenPagePath, registerAdyenPages } from './adyen/adyen-page-routes';
import { parseFormBody } from './form-body';
import { registerGooglePayPages } from './google-pay/google-pay-pages';
import { registerGooglePayScript } from './google-pay/google-pay-script';
import { registerHostedSession } from './mastercard/hosted-session-routes';
import { registerMastercardApi, type MastercardKeys } from './mastercard/mastercard-api-routes';
import { MastercardLedger } from './mastercard/mastercard-ledger';
import { MASTERCARD_PAGE_PATHS, registerMastercardPages } from './mastercard/mastercard-pages';
import { registerStripeApi, type StripeKeys } from './stripe/stripe-api-routes';
import { STRIPE_PAGE_PATHS } from './stripe/stripe-card-pages';
import { registerStripeJs } from './stripe/stripe-js/stripe-js-routes';
import { StripeLedger } from './stripe/stripe-ledger';
import { registerStripePages } from './stripe/stripe-page-routes';
import { TurnstileLedger, type TurnstileKeys } from './turnstile/turnstile-ledger';
import { registerTurnstileRoutes } from './turnstile/turnstile-routes';
import { registerTurnstileWidget } from './turnstile/turnstile-widget';
import { stripeSignature, WebhookSender } from './webhook-sender';
import { HostedPagesLedger } from '../hosted-pages/hosted-pages-ledger';
import { registerHostedPages } from '../hosted-pages/hosted-pages-routes';
import { SIGNATURE_HEADER, signBody } from '../hosted-pages/hosted-pages-signature';

/** What the card sandbox needs: its keys, where to send notifications, and a clock. */
export interface CardSandboxOptions {
  stripe: StripeKeys & { webhookSecret: string };
  /** The merchant and API password the sandbox's Mastercard gateway accepts. */
  mastercard: MastercardKeys;
  /** The merchant's Stripe webhook endpoint; null sends nothing (yet). */
  stripeWebhookUrl: () => string | null;
  /** The sandbox's Adyen merchant account, and the merchant's Adyen notification endpoint. */
  adyen?: AdyenKeys;
  adyenWebhookUrl?: () => string | null;
  /** The address browsers reach the sandbox at; read when a page address is made. */
  publicUrl: () => string;
  /**
   * The diner app's origin (the server's public address): the only page that may frame the
   * Mastercard hosted fields and challenge, the Google Pay sheet and the frames of the stand-in
   * of Stripe.js, and the only one they answer.
   */
  appOrigin: () => string;
  /** The Turnstile widget keys its stand-in of Cloudflare Turnstile accepts; none: no stand-in. */
  turnstile?: TurnstileKeys;
  /**
   * The hosted-page provider (PayTabs, iPay88, …): the secret the merchant shares with it
   * (HOSTED_PAGES_SECRET) and the merchant's notification endpoint; none: no hosted pages.
   */
  hostedPages?: { secret: string; webhookUrl: () => string | null };
  now?: () => Date;
  /** Send notifications as they happen (the default); tests send them by hand. */
  automaticWebhooks?: boolean;
  logger?: boolean;
}

/** The card sandbox: its HTTP server and the provider state tests look into. */
export interface CardSandbox {
  server: FastifyInstance;
  stripe: StripeLedger;
  stripeWebhooks: WebhookSender;
  mastercard: MastercardLedger;
  /** The sandbox's Adyen, when given keys; its notifications carry their HMAC in the body. */
  adyen: AdyenLedger | null;
  adyenWebhooks: WebhookSender;
  /** The stand-in of Turnstile, when given keys: the tokens its widget issued. */
  turnstile: TurnstileLedger | null;
  /** The hosted-page provider, when given its secret: its pages and its notifications. */
  hostedPages: HostedPagesLedger | null;
  hostedPagesWebhooks: WebhookSender;
  close(): Promise<void>;
}

/**
 * The card sandbox: the card providers' side, on an origin of its own (its own port), so card
 * numbers never reach Tabula's origin (PCI SAQ A). It answers the part of each provider's API
 * Tabula's adapters call through the providers' official SDKs, shows the providers' card forms and
 * 3-D Secure pages, and sends signed notifications to Tabula's webhook endpoints. Its state lives
 * in this process, as a provider's lives on the provider's side.
 */
export function buildCardSandbox(options: CardSandboxOptions): CardSandbox {
  const now = options.now ?? (() => new Date());
  const server = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024 });
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseFormBody(String(body)));
    },
  );
  const stripeWebhooks = new WebhookSender({
    endpoint: options.stripeWebhookUrl,
    sign: stripeSignature(options.stripe.webhookSecret),
    now,
    automatic: options.automaticWebhooks ?? true,
  });
  const stripe = new StripeLedger(
    (type, object) => {
      const event = StripeLedger.event(type, object, Math.floor(now().getTime() / 1000));
      stripeWebhooks.push({ id: event.id, body: JSON.stringify(event) });
    },
    now,
    (intent) =>
      `${options.publicUrl()}${STRIPE_PAGE_PATHS.challenge(intent.id)}?client_secret=${encodeURIComponent(intent.client_secret)}`,
  );
  registerStripeApi(server, stripe, options.stripe);
  const adyenWebhooks = new WebhookSender({
    endpoint: options.adyenWebhookUrl ?? (() => null),
    sign: () => ({}),
    now,
    automatic: options.automaticWebhooks ?? true,
  });
  const adyenKeys = options.adyen;
  let adyen: AdyenLedger | null = null;
  if (adyenKeys !== undefined) {
    let sequence = 0;
    adyen = new AdyenLedger(
      adyenKeys,
      (item) => {
        sequence += 1;
        adyenWebhooks.push({
          id: `${item.pspReference}-${item.eventCode}-${String(sequence)}`,
          body: JSON.stringify({
            live: 'false',
            notificationItems: [{ NotificationRequestItem: item }],
          }),
        });
      },
      now,
      (payment) => `${options.publicUrl()}${adyenPagePath(payment.pspReference)}`,
    );
    registerAdyenApi(server, adyen, adyenKeys);
    registerAdyenPages(server, adyen);
  }
  registerStripePages(server, stripe);
  registerStripeJs(server, stripe, options.stripe.publishableKey, options.appOrigin);
  const mastercard = new MastercardLedger(
    now,
    (orderId, transactionId) =>
      `${options.publicUrl()}${MASTERCARD_PAGE_PATHS.challenge(orderId, transactionId)}`,
  );
  registerMastercardApi(server, mastercard, options.mastercard);
  registerMastercardPages(server, mastercard, options.appOrigin);
  registerHostedSession(server, mastercard, options.mastercard.merchantId, options.appOrigin, now);
  registerGooglePayPages(server, options.appOrigin);
  registerGooglePayScript(server, options.publicUrl);
  const turnstile =
    options.turnstile === undefined ? null : new TurnstileLedger(options.turnstile, now);
  if (turnstile !== null) {
    registerTurnstileRoutes(server, turnstile);
    registerTurnstileWidget(server, options.publicUrl, options.appOrigin);
  }
  const hostedPagesWebhooks = new WebhookSender({
    endpoint: options.hostedPages?.webhookUrl ?? (() => null),
    sign: (body, timestamp) => ({
      [SIGNATURE_HEADER]: signBody(options.hostedPages?.secret ?? '', body, timestamp),
    }),
    now,
    automatic: options.automaticWebhooks ?? true,
  });
  let hostedPages: HostedPagesLedger | null = null;
  if (options.hostedPages !== undefined) {
    hostedPages = new HostedPagesLedger();
    registerHostedPages(server, {
      ledger: hostedPages,
      secret: options.hostedPages.secret,
      notifications: hostedPagesWebhooks,
      publicUrl: options.publicUrl,
      now,
    });
  }
  server.get('/', (_request, reply) =>
    reply.send({
      sandbox: 'Tabula card sandbox',
      providers: adyen === null ? ['stripe', 'mastercard'] : ['stripe', 'mastercard', 'adyen'],
      ...(adyen === null ? {} : { adyenCheckout: ADYEN_CHECKOUT_PATH }),
    }),
  );
  return {
    server,
    stripe,
    stripeWebhooks,
    mastercard,
    adyen,
    adyenWebhooks,
    turnstile,
    hostedPages,
    hostedPagesWebhooks,
    async close() {
      stripeWebhooks.close();
      adyenWebhooks.close();
      hostedPagesWebhooks.close();
      await server.close();
    },
  };
}
