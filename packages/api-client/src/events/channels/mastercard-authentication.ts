import { paymentReferenceSchema } from '../channel-params';
import { defineChannel, defineEvent } from '../define-channel';
import { paymentFailedPayloadSchema, paymentReferencePayloadSchema } from './payment-payloads';

// spec: B§7 mastercard_authentication_{reference}; B§4 Google Pay step 3 (waits up to 120 s).
/** `mastercard_authentication_{reference}`: the payer authentication (3-D Secure) of a payment. */
export const mastercardAuthenticationChannel = defineChannel({
  key: 'mastercard_authentication',
  paramName: 'reference',
  paramKind: 'reference',
  param: paymentReferenceSchema,
  description: 'The payer authentication challenge of one Google Pay payment, by its reference.',
  source: 'B§7',
  events: {
    authentication_completed: defineEvent({
      schema: paymentReferencePayloadSchema,
      source: 'B§4 Google Pay',
      choice: 'payload { reference_id }; the app then submits the token data',
    }),
    authentication_failed: defineEvent({
      schema: paymentFailedPayloadSchema,
      source: 'B§4 Google Pay',
      choice: 'payload { reference_id, error }, error the message to show or null',
    }),
  },
});
