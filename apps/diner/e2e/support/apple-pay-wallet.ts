import type { Page } from '@playwright/test';

/*
 * A sandbox stand-in for Safari's Apple Pay (Apple Pay JS's `ApplePaySession`), installed in the
 * page before the app loads: Apple's wallet is outside the product and Chromium has none. It plays
 * the sheet as Safari does for a diner who approves at once: canMakePayments is true; begin() asks
 * for merchant validation at the sandbox's stand-in of Apple's validation; the merchant session the
 * app hands back is recorded and the payment authorised with a wallet token the sandbox can open
 * (the card inside, as `sandboxWalletToken` of apps/sandbox/src/cards/mastercard/
 * mastercard-ledger.ts writes it); completePayment's status is recorded.
 */

/** What the stand-in saw, on `window.__sandboxApplePay`. */
export interface SandboxApplePayRecord {
  /** The requests the app made sheets with: version and payment request. */
  sheets: { version: number; request: unknown }[];
  /** The merchant sessions the app completed validation with. */
  merchantSessions: unknown[];
  /** completePayment's statuses (0 success, 1 failure, as Safari numbers them). */
  completed: number[];
  aborted: number;
}

/**
 * Apple's payment token as the sandbox wallet gives one: its payment data is the sandbox's wallet
 * envelope with the card inside (only the sandbox opens it; Tabula passes it on unread).
 *
 * @param cardNumber - the card in the wallet, spaces allowed
 */
export function sandboxApplePayToken(cardNumber: string): Record<string, unknown> {
  const pan = cardNumber.replace(/\s/g, '');
  const inner = Buffer.from(
    JSON.stringify({ pan, expirationMonth: 12, expirationYear: 2034 }),
  ).toString('base64');
  return {
    paymentData: {
      protocolVersion: 'ECv2',
      signature: 'sandbox',
      signedMessage: JSON.stringify({ encryptedMessage: inner }),
    },
    paymentMethod: {
      displayName: `MasterCard ${pan.slice(-4)}`,
      network: 'MasterCard',
      type: 'credit',
    },
    transactionIdentifier: `sandbox-${pan.slice(-4)}`,
  };
}

/**
 * Installs the stand-in on every document the page loads from now on.
 *
 * @param validationUrl - the sandbox's stand-in of Apple's validation (`demo().appleValidation`),
 *   the `event.validationURL` Safari would give with Apple's own address
 * @param cardNumber - the card in the wallet, e.g. TEST_CARDS.mastercard
 */
export async function installSandboxApplePay(
  page: Page,
  validationUrl: string,
  cardNumber: string,
): Promise<void> {
  await page.addInitScript(
    ({ validationURL, token }) => {
      const record: SandboxApplePayRecord = {
        sheets: [],
        merchantSessions: [],
        completed: [],
        aborted: 0,
      };
      (window as unknown as { __sandboxApplePay: SandboxApplePayRecord }).__sandboxApplePay =
        record;
      class SandboxApplePaySession {
        static readonly STATUS_SUCCESS = 0;
        static readonly STATUS_FAILURE = 1;
        static canMakePayments() {
          return true;
        }
        static supportsVersion(version: number) {
          return version >= 1 && version <= 14;
        }
        onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
        onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
        oncancel: ((event: unknown) => void) | null = null;
        constructor(version: number, request: unknown) {
          record.sheets.push({ version, request });
        }
        begin() {
          setTimeout(() => {
            this.onvalidatemerchant?.({ validationURL });
          }, 0);
        }
        completeMerchantValidation(merchantSession: unknown) {
          record.merchantSessions.push(merchantSession);
          // The diner approves with the wallet's card.
          setTimeout(() => {
            this.onpaymentauthorized?.({ payment: { token } });
          }, 0);
        }
        completePayment(status: number) {
          record.completed.push(status);
        }
        abort() {
          record.aborted += 1;
        }
      }
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = SandboxApplePaySession;
    },
    {
      validationURL: validationUrl,
      token: sandboxApplePayToken(cardNumber),
    },
  );
}

/** What the stand-in recorded so far in the page. */
export function sandboxApplePayRecord(page: Page): Promise<SandboxApplePayRecord> {
  return page.evaluate(
    () => (window as unknown as { __sandboxApplePay: SandboxApplePayRecord }).__sandboxApplePay,
  );
}
