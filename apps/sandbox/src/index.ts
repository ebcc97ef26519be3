export { buildCardSandbox, type CardSandbox, type CardSandboxOptions } from './cards/card-sandbox';
export { ADYEN_CHECKOUT_PATH } from './cards/adyen/adyen-api-routes';
export { GOOGLE_PAY_SCRIPT_PATH, GOOGLE_PAY_SHEET_PATH } from './cards/google-pay/google-pay-paths';
export { googlePayScript } from './cards/google-pay/google-pay-script';
export {
  startAppleValidation,
  type AppleValidation,
} from './cards/mastercard/apple-validation-server';
export { SANDBOX_CERT_PATHS } from './certs';
export { sandboxWalletToken } from './cards/mastercard/mastercard-ledger';
export { PUBLISHED_TEST_CARDS } from './cards/test-cards';
export {
  STRIPE_JS_PAGE_PATHS,
  STRIPE_JS_PATH,
  STRIPE_JS_RELEASE_PATH,
} from './cards/stripe/stripe-js/stripe-js-path';
export { TURNSTILE_TOKEN_LIFETIME_MS } from './cards/turnstile/turnstile-ledger';
export { TURNSTILE_SANDBOX_TOKEN_PATH } from './cards/turnstile/turnstile-routes';
export { HOSTED_PAGES_BASE_PATH } from './hosted-pages/hosted-pages-routes';
export { Mailbox, type MailboxLogin } from './mail/mailbox';
export type { ParsedMail } from 'mailparser';
export { TwilioStandIn, type TakenSms } from './sms/twilio-stand-in';
export { launchPlan, newSandboxKeys, serverEnvironment } from './launcher/launch-plan';
