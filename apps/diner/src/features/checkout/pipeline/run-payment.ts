import { checkOrderPayload, type OrderPayload, type OrderPayloadVariant } from '@tabula/api-client';
import type { ErrorReport } from '@/lib/errors/error-queue';
import type { PaymentFlow } from '../utils/payment-flow';
import type { PaymentProvider, ProviderPayment } from './payment-provider';

/**
 * One payment of a payable (a walk-in or pay-first order, an open tab's part, a scan-and-pay
 * share): who pays and how, how its payload is made, and what the payable does around it.
 */
export interface PayableRun {
  flow: PaymentFlow;
  /** Everything the provider is given besides the payload. */
  payment: Omit<ProviderPayment, 'flow' | 'payload' | 'prepare'>;
  /** The order payload with its payment; a throw is told as a failed placement (A§5). */
  payload: () => OrderPayload;
  /** The session's schema variant the payload is checked against before anything is sent (A§5). */
  variant: OrderPayloadVariant;
  /**
   * A step before the payload is made (the open tab saves the diner's group answer): false stops,
   * the step having told the diner why. A sheet that opens in the tap gets it as `prepare`.
   */
  before?: () => Promise<boolean>;
  /** Taken once the payload is checked, just before the provider starts. */
  starting?: () => void;
  /** The order is in and nothing is left to pay (cash): the button works again once it resolves. */
  placed?: () => void | Promise<void>;
  /** The payment ended unpaid (after the button works again). */
  failed?: () => void;
  /** The server refused the payment: the payable says why its own way. */
  refused?: (error: unknown) => void;
}

/** What the pipeline does around a run: gives the button back, tells a failure. */
export interface RunControls {
  /** The payment ended here: the button works again. */
  stop: () => void;
  showError: (report: ErrorReport) => void;
}

/**
 * Runs one payment of a payable through its provider (B§4 Payment selection and place order): the
 * payable's step first, or handed to the provider as `prepare` where its sheet opens in the tap
 * (Apple Pay); then the payload is made and checked against the session's schema variant (A§5: on
 * failure the check's message is logged and nothing is sent); the payable's `starting`; then the
 * provider, whose end gives the button back (after the payable's `placed` or with its `failed`).
 * Without a step nothing is awaited before the provider starts, so a wallet's sheet opens in the
 * tap.
 */
export function runPayment(run: PayableRun, provider: PaymentProvider, report: RunControls): void {
  const checked = (): OrderPayload | null => {
    let payload: OrderPayload;
    try {
      payload = run.payload();
    } catch (error) {
      report.showError({ error, operation: 'place_order', hasTable: run.payment.hasTable });
      return null;
    }
    // spec: A§5, the pre-placement schema check of the session's variant.
    const check = checkOrderPayload(payload, run.variant);
    if (!check.ok) {
      console.error(check.message, check.issues);
      return null;
    }
    return check.payload;
  };
  const start = (prepare?: () => Promise<boolean>) => {
    const payload = checked();
    if (payload === null) {
      report.stop();
      return;
    }
    run.starting?.();
    provider.start(
      { ...run.payment, flow: run.flow, payload, ...(prepare ? { prepare } : {}) },
      {
        placed: () => {
          void Promise.resolve(run.placed?.()).finally(report.stop);
        },
        failed: () => {
          report.stop();
          run.failed?.();
        },
        ...(run.refused ? { refused: run.refused } : {}),
      },
    );
  };
  const { before } = run;
  if (before === undefined) {
    // Nothing is awaited before the provider starts: a wallet's sheet opens in the tap.
    start();
    return;
  }
  if (provider.opensInTap(run.payment.mode)) {
    start(before);
    return;
  }
  void before().then(
    (ok) => {
      if (ok) start();
      else report.stop();
    },
    () => {
      report.stop();
    },
  );
}
