import { channelName, mastercardEndpoints, isApiError } from '@tabula/api-client';
import { isRetryable } from '@tabula/api-client/query';
import { api } from '@/lib/api/api';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import type { ErrorReport } from '@/lib/errors/error-queue';
import { forgetPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import { clearPaymentFailed, markPaymentFailed } from '@/lib/payment-status/payment-failed';
import { listenLiveJoined } from '@/lib/realtime/realtime-client';
import type { Timers } from '@/lib/timers';
import type { MastercardPaymentRequest } from '../mastercard-payment-request';
import { applePaySessionClass, type ApplePayJsSession } from './apple-pay-js';
import { APPLE_PAY_VERSION, applePayRequest, type ApplePayMerchant } from './apple-pay-request';
import {
  APPLE_PAY_ABORT_MS,
  APPLE_PAY_MERCHANT_SESSION_WAIT_MS,
  APPLE_PAY_RESULT_WAIT_MS,
} from './apple-pay-timing';

/** Where an Apple Pay payment stands: the merchant is validated, the sheet is open, or it pays. */
type Stage = 'validating' | 'sheet' | 'paying';

/** What the flow needs from the screen that runs it. */
export interface ApplePayFlowDeps {
  timers: Timers;
  /** The company's name and country on the sheet. */
  merchant: ApplePayMerchant;
  /** Queues an error for the shell's error host. */
  showError: (report: ErrorReport) => void;
  /** Goes to /payment-processing for the payment. */
  goToProcessing: (reference: string) => void;
  /** The sheet is open; `stop` closes it without a word (the screen is leaving). */
  opened: (stop: () => void) => void;
  /** The payment ended, however. */
  ended: () => void;
}

/** The session's method, called safely: Safari throws on a sheet it has already closed. */
function onSheet(action: () => void): void {
  try {
    action();
  } catch (error) {
    console.warn('The Apple Pay sheet is already closed', error);
  }
}

/**
 * One Apple Pay payment through the Mastercard gateway (B§4 Apple Pay; B§7
 * start_apple_pay_session, process_payment, cancel_payment; B§8; B§9). The sheet is made at once,
 * in the diner's tap (Apple asks for a user gesture), and private_mastercard_transaction_{reference}
 * is listened to before the server is called. Merchant validation is sent to the server;
 * merchant_session_created is waited up to 60 s, and an empty or late one aborts the sheet.
 * Authorisation sends Apple's token to the gateway and waits up to 60 s for payment_succeeded
 * (with its payment_intent_id) or payment_failed: paid goes to /payment-processing, failed marks
 * the payment failed and, after 5 s, /order-details?payment_status=failed. The diner's cancel sends
 * the cancel notice. The sheet is aborted after 180 s.
 *
 * A request with a `prepare` step (the open tab saving the diner's group answer) takes it once the
 * sheet has begun, still in the tap, and asks the server to validate the merchant only after it
 * succeeded; a failed step aborts the sheet, nothing having reached the server.
 *
 * @param request - The order, the payment type and the reference; onFailed gives Place Order back.
 * @param deps - The clock, the company and the screen's hands.
 */
export function startApplePay(request: MastercardPaymentRequest, deps: ApplePayFlowDeps): void {
  const { timers, showError } = deps;
  const { reference } = request;
  const sessionClass = applePaySessionClass();
  let session: ApplePayJsSession | null = null;
  try {
    if (sessionClass !== null) {
      session = new sessionClass(
        APPLE_PAY_VERSION,
        applePayRequest(request.payload, deps.merchant),
      );
    }
  } catch (error) {
    console.warn('Apple Pay could not be started', error);
  }
  if (sessionClass === null || session === null) {
    showError({ id: 'apple_pay_session_aborted' });
    request.onFailed();
    return;
  }
  const sheet = session;
  const idempotencyKey = newIdempotencyKey();
  let stage: Stage = 'validating';
  let ended = false;
  let stopping = false;
  let stepTimer: unknown = null;
  let abortTimer: unknown = null;
  let stopListening: () => void = () => undefined;
  let joined: Promise<void> = Promise.resolve();
  // Whether the server was asked about this payment. our choice: no cancel notice before that
  // (nothing was placed under the reference).
  let asked = false;
  let prepared: Promise<boolean> = Promise.resolve(true);

  const clearStep = () => {
    if (stepTimer !== null) timers.clearTimeout(stepTimer);
    stepTimer = null;
  };
  const waitFor = (ms: number, onLate: () => void) => {
    clearStep();
    stepTimer = timers.setTimeout(() => {
      stepTimer = null;
      if (!ended) onLate();
    }, ms);
  };
  const finish = () => {
    ended = true;
    clearStep();
    timers.clearTimeout(abortTimer);
    stopListening();
    deps.ended();
  };

  // spec: B§4 Apple Pay, /payment-processing?reference={reference}&type=mastercard reads the
  // payment until it ends, completes it, clears the cart and the session and shows the points
  // earned (B§4 Payment).
  const goToProcessing = () => {
    deps.goToProcessing(reference);
  };
  const paid = () => {
    if (ended) return;
    finish();
    onSheet(() => {
      if (stage === 'paying') sheet.completePayment(sessionClass.STATUS_SUCCESS);
      else sheet.abort();
    });
    // spec: B§4 Apple Pay, success clears the failure flags.
    clearPaymentFailed();
    goToProcessing();
  };
  const failed = (report: ErrorReport) => {
    if (ended) return;
    finish();
    onSheet(() => {
      if (stage === 'paying') sheet.completePayment(sessionClass.STATUS_FAILURE);
      else sheet.abort();
    });
    // spec: B§4 Apple Pay "otherwise paymentFailed is set"; B§8, a Mastercard or Apple Pay
    // failure clears the stored payment reference and type (the attempt here, the reference
    // with onFailed) and goes to /order-details?payment_status=failed after 5 s (the
    // catalogue entry's delayed redirect, which the shell's error host runs).
    markPaymentFailed();
    forgetPaymentAttempt();
    showError(report);
    request.onFailed();
  };
  const cancelNotice = () =>
    api.request(mastercardEndpoints.cancelApplePayPayment, {
      body: { reference_id: reference },
    });
  // Nothing was charged: the sheet is closed, the order given up, and Place Order works again.
  const withdraw = (report: ErrorReport | null) => {
    if (ended) return;
    finish();
    onSheet(() => {
      sheet.abort();
    });
    if (report !== null) showError(report);
    // our choice: the order placed for the sheet is given up at once rather than at the
    // server's 665 s deadline; a failed notice changes nothing for the diner.
    if (asked) {
      cancelNotice().catch((error: unknown) => {
        console.warn('The Apple Pay cancel notice failed', error);
      });
    }
    request.onFailed();
  };
  // The sheet closed or timed out after the diner approved: the gateway may be charging.
  // our choice: the cancel notice decides; abandoned is the B§8 failure, while a payment paid
  // or being paid (409) is followed on /payment-processing, which reads how it ends.
  const stopPaying = (report: ErrorReport) => {
    if (ended || stopping) return;
    stopping = true;
    clearStep();
    timers.clearTimeout(abortTimer);
    cancelNotice().then(
      () => {
        failed(report);
      },
      (error: unknown) => {
        if (ended) return;
        if (isApiError(error) && error.status === 409) {
          finish();
          onSheet(() => {
            sheet.abort();
          });
          goToProcessing();
          return;
        }
        failed(report);
      },
    );
  };

  const validate = (validationUrl: string) => {
    if (ended) return;
    // spec: B§4 Apple Pay, an empty or timed-out merchant session aborts the session.
    waitFor(APPLE_PAY_MERCHANT_SESSION_WAIT_MS, () => {
      withdraw({ id: 'apple_pay_session_aborted' });
    });
    // The server publishes the merchant session before it answers: it is asked once the
    // channel is joined, so the event is heard, and once the request's step is done, so the
    // server prices the payload by what the step saved.
    joined
      .then(() => prepared)
      .then((ready) => {
        if (ended || !ready) return undefined;
        asked = true;
        return api.request(mastercardEndpoints.startApplePaySession, {
          body: {
            validation_url: validationUrl,
            order_details: request.payload,
            reference_id: reference,
          },
        });
      })
      .then(
        () => undefined,
        (error: unknown) => {
          // A lost answer may still be validating: the live event or the 60 s wait decides.
          if (ended || isRetryable(error)) return;
          withdraw({ error, operation: 'apple_pay_merchant_validation' });
        },
      );
  };
  const pay = (token: Record<string, unknown>) => {
    if (ended || stage !== 'sheet') return;
    stage = 'paying';
    // spec: B§4 Apple Pay, the result is waited up to 60 s.
    waitFor(APPLE_PAY_RESULT_WAIT_MS, () => {
      stopPaying({ id: 'mastercard_payment_failed' });
    });
    api
      .request(mastercardEndpoints.processApplePayPayment, {
        body: { order_details: request.payload, reference_id: reference, token_data: token },
        idempotencyKey,
      })
      .then(
        () => undefined,
        (error: unknown) => {
          // A lost answer may still be paying: the live event or the 60 s wait decides.
          if (ended || isRetryable(error)) return;
          failed({ error, operation: 'apple_pay' });
        },
      );
  };

  sheet.onvalidatemerchant = (event) => {
    validate(event.validationURL);
  };
  sheet.onpaymentauthorized = (event) => {
    pay(event.payment.token);
  };
  sheet.oncancel = () => {
    // spec: B§4 Apple Pay, a user cancel sends a cancel notice with the reference.
    if (stage === 'paying') stopPaying({ id: 'mastercard_payment_failed' });
    else withdraw(null);
  };

  deps.opened(() => {
    if (ended) return;
    finish();
    onSheet(() => {
      sheet.abort();
    });
  });
  // spec: B§4 Apple Pay, the session is aborted after 180 s.
  abortTimer = timers.setTimeout(() => {
    if (ended) return;
    if (stage === 'paying') stopPaying({ id: 'mastercard_payment_failed' });
    else withdraw({ id: 'apple_pay_session_aborted' });
  }, APPLE_PAY_ABORT_MS);
  // The channel is listened to before the server is called (as B§4 step 2 does for the card).
  const live = listenLiveJoined(channelName('private_mastercard_transaction', reference), {
    merchant_session_created: (event) => {
      if (ended || stage !== 'validating') return;
      const merchantSession = event.merchant_session;
      if (merchantSession === null || Object.keys(merchantSession).length === 0) {
        withdraw({ id: 'apple_pay_session_aborted' });
        return;
      }
      clearStep();
      stage = 'sheet';
      onSheet(() => {
        sheet.completeMerchantValidation(merchantSession);
      });
    },
    payment_succeeded: (event) => {
      // spec: B§4 Apple Pay, success requires a payment_intent_id.
      if (event.payment_intent_id === null) {
        failed({ id: 'mastercard_payment_failed' });
        return;
      }
      paid();
    },
    payment_failed: (event) => {
      failed({
        id: 'mastercard_payment_failed',
        ...(event.error === null ? {} : { message: event.error }),
      });
    },
  });
  stopListening = live.stop;
  joined = live.joined;
  try {
    sheet.begin();
  } catch (error) {
    console.warn('The Apple Pay sheet could not open', error);
    withdraw({ id: 'apple_pay_session_aborted' });
    return;
  }
  const prepare = request.prepare;
  if (prepare === undefined) return;
  // Apple allows the sheet only inside the tap: it is made and begun above, and the step (which
  // awaits the server) runs after. A failed step has told the diner why: the sheet just closes.
  prepared = new Promise<boolean>((resolve) => {
    resolve(prepare());
  }).then(
    (ready) => ready,
    (error: unknown) => {
      console.warn('The step before Apple Pay failed', error);
      return false;
    },
  );
  void prepared.then((ready) => {
    if (!ready) withdraw(null);
  });
}
