import {
  genericPaymentsEndpoints,
  paymentsEndpoints,
  type ApiClient,
  type OrderPayload,
  type PaymentType,
  type User,
} from '@tabula/api-client';
import type { PaymentFlow } from '../utils/payment-flow';
import type { PaymentAnswer } from '../utils/payment-outcome';

/** Everything one payment call needs. */
export interface PaymentRequest {
  flow: PaymentFlow;
  paymentType: Pick<PaymentType, 'payment_type'>;
  /** The order payload with its payment, checked before placement. */
  payload: OrderPayload;
  user: Pick<User, 'id' | 'name' | 'email' | 'phone_number' | 'is_guest'>;
  /** PayU's name and e-mail (B§5: the diner's own, or what they typed when they had none). */
  contact: { name: string; email: string } | null;
  /** The MyFatoorah payment mode id or the Adyen payment method type the diner picked. */
  mode: string | null;
  /** Sent as Idempotency-Key: a retry of the same order is never placed or charged twice. */
  idempotencyKey: string;
}

/** A flow that needs a mode was sent without one; the screen keeps Place Order off until then. */
export class MissingPaymentModeError extends Error {
  constructor(flow: PaymentFlow) {
    super(`the ${flow} payment needs a payment mode`);
  }
}

/**
 * Places the order with its payment through the call its flow uses (B§7 Payments): cash at the
 * cashier, a hosted page, PayU with the name and e-mail, MyFatoorah with its mode, Adyen with its
 * method, or the generic partner with the diner's details.
 */
export async function sendPayment(
  client: ApiClient,
  request: PaymentRequest,
): Promise<PaymentAnswer> {
  const { payload, idempotencyKey } = request;
  const order = { body: { order_details: payload }, idempotencyKey };
  switch (request.flow) {
    case 'cash':
      return client.request(paymentsEndpoints.payAtCashier, order);
    case 'hosted':
      return client.request(hostedEndpoint(request.paymentType.payment_type), order);
    case 'pay_u': {
      const contact = request.contact ?? { name: '', email: '' };
      return client.request(paymentsEndpoints.payUPaymentPage, {
        body: {
          order_details: { ...payload, user_name: contact.name, user_email: contact.email },
        },
        idempotencyKey,
      });
    }
    case 'my_fatoorah': {
      if (request.mode === null) throw new MissingPaymentModeError(request.flow);
      return client.request(paymentsEndpoints.myFatoorahPaymentPage, {
        body: {
          order_details: { ...payload, myFatoorahSelectedPaymentMode: Number(request.mode) },
        },
        idempotencyKey,
      });
    }
    case 'adyen': {
      if (request.mode === null) throw new MissingPaymentModeError(request.flow);
      return client.request(paymentsEndpoints.adyenTransaction, {
        body: { payment_method: { type: request.mode }, order_details: payload },
        idempotencyKey,
      });
    }
    case 'generic':
    case 'generic_standalone': {
      const { user } = request;
      const endpoint =
        request.flow === 'generic'
          ? genericPaymentsEndpoints.pay
          : genericPaymentsEndpoints.payStandalone;
      return client.request(endpoint, {
        body: {
          order_details: payload,
          // spec: B§7, the user block has id, name, email, phone, is_guest.
          user: {
            id: user.id,
            name: user.name,
            email: user.email,
            phone: user.phone_number,
            is_guest: user.is_guest,
          },
          payment_type: request.paymentType.payment_type,
        },
        idempotencyKey,
      });
    }
    case 'connected_card':
      // The connected card starts its payment with its own reference (use-connected-card-payment).
      throw new Error('the connected card is not paid through sendPayment');
    case 'mastercard':
      // The gateway's card and wallets start with their own reference (use-mastercard-payment).
      throw new Error('the Mastercard gateway is not paid through sendPayment');
    case 'stripe_direct':
      // Stripe direct sends the order once the card page paid (use-stripe-direct-payment).
      throw new Error('Stripe direct is not paid through sendPayment');
  }
}

/** The hosted-page call of a provider (B§7). */
function hostedEndpoint(name: PaymentType['payment_type']) {
  switch (name) {
    case 'paytabs':
      return paymentsEndpoints.paytabsPaymentPage;
    case 'i_pay88':
      return paymentsEndpoints.iPay88PaymentPage;
    case 'fiserv':
      return paymentsEndpoints.fiservPaymentPage;
    case 'cc_avenue':
      return paymentsEndpoints.ccAvenuePaymentPage;
    default:
      throw new Error(`${name} has no hosted payment page`);
  }
}
