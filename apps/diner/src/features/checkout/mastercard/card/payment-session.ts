import { z } from 'zod';

/** The part of session.js's `PaymentSession` the app calls. */
export interface PaymentSessionApi {
  configure: (configuration: unknown) => void;
  updateSessionFromForm: (paymentType: 'card') => void;
}

/**
 * The `PaymentSession` a loaded session.js put on the window, or null when there is none.
 *
 * @param scope - The window the script ran in.
 */
export function paymentSessionOf(scope: object): PaymentSessionApi | null {
  const candidate: unknown = (scope as { PaymentSession?: unknown }).PaymentSession;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const api = candidate as Record<string, unknown>;
  return typeof api.configure === 'function' && typeof api.updateSessionFromForm === 'function'
    ? (candidate as PaymentSessionApi)
    : null;
}

/** The hosted fields of a card, as `fields.card` names them. */
export type CardFieldName = 'number' | 'securityCode' | 'expiryMonth' | 'expiryYear' | 'nameOnCard';

const fieldErrorSchema = z.enum(['missing', 'invalid']);
const sessionSchema = z.object({ id: z.string().min(1) }).loose();

/** The errors of a `fields_in_error` update, by session.js's names. */
const fieldErrorsSchema = z
  .object({
    cardNumber: fieldErrorSchema.optional(),
    securityCode: fieldErrorSchema.optional(),
    expiryMonth: fieldErrorSchema.optional(),
    expiryYear: fieldErrorSchema.optional(),
  })
  .loose();

/** Which card fields are wrong, and how. */
export type CardFieldErrors = Pick<
  z.infer<typeof fieldErrorsSchema>,
  'cardNumber' | 'securityCode' | 'expiryMonth' | 'expiryYear'
>;

// The formSessionUpdate response (MPGS Hosted Session), the parts the app reads.
const formSessionUpdateSchema = z.discriminatedUnion('status', [
  z
    .object({
      status: z.literal('ok'),
      session: sessionSchema,
      sourceOfFunds: z.object({
        provided: z.object({
          card: z.object({ brand: z.string().optional(), number: z.string().optional() }).loose(),
        }),
      }),
    })
    .loose(),
  z
    .object({
      status: z.literal('fields_in_error'),
      session: sessionSchema,
      errors: fieldErrorsSchema,
    })
    .loose(),
  z
    .object({
      status: z.enum(['request_timeout', 'system_error']),
      session: sessionSchema.optional(),
    })
    .loose(),
]);

const initializedSchema = z.object({ status: z.string() }).loose();

/** What became of an update of the session from the hosted fields. */
export type CardUpdate =
  | { status: 'ok'; brand: string | null; maskedNumber: string | null }
  | { status: 'fields_in_error'; errors: CardFieldErrors }
  /** The gateway failed (a timeout, a system error) or answered what the app cannot read. */
  | { status: 'failed' };

/** What the page hears from the hosted fields. */
export interface HostedCardCallbacks {
  /** Every field is drawn: the card can be sent. */
  onReady: () => void;
  /** The fields cannot be drawn (an unknown session, a field missing from the page). */
  onUnavailable: () => void;
  onUpdate: (update: CardUpdate) => void;
}

/** The hosted fields of one session, drawn in the page. */
export interface HostedCardForm {
  /** Sends the card typed in the fields to the session (session.js `updateSessionFromForm`). */
  pay: () => void;
  /** Stops hearing the fields (the form went away). */
  stop: () => void;
}

/**
 * Draws the gateway's hosted card fields in place of the page's inputs (session.js
 * `PaymentSession.configure`) for one session, and reads each callback's response with zod at
 * this boundary: a response of another session is ignored, one the app cannot read is a failure.
 * The card is typed and sent in the gateway's frames; the page hears only the masked result.
 *
 * @param api - The loaded `PaymentSession`.
 * @param sessionId - The session the server made (B§7 sessions).
 * @param fields - The CSS selector of each readonly input the fields replace.
 * @param callbacks - What the page does when the fields are ready, unavailable, or updated.
 * @returns The form, to pay with and to stop.
 * @example
 * const form = configureHostedCard(api, 'SESSION0001', { number: '#card-number' }, callbacks);
 * form.pay();
 */
export function configureHostedCard(
  api: PaymentSessionApi,
  sessionId: string,
  fields: Partial<Record<CardFieldName, string>>,
  callbacks: HostedCardCallbacks,
): HostedCardForm {
  let live = true;
  const initialized = (response: unknown) => {
    if (!live) return;
    const parsed = initializedSchema.safeParse(response);
    if (parsed.success && parsed.data.status === 'ok') callbacks.onReady();
    else callbacks.onUnavailable();
  };
  const formSessionUpdate = (response: unknown) => {
    if (!live) return;
    const parsed = formSessionUpdateSchema.safeParse(response);
    if (!parsed.success) {
      callbacks.onUpdate({ status: 'failed' });
      return;
    }
    const update = parsed.data;
    if (update.session !== undefined && update.session.id !== sessionId) return;
    if (update.status === 'ok') {
      const { card } = update.sourceOfFunds.provided;
      callbacks.onUpdate({
        status: 'ok',
        brand: card.brand ?? null,
        maskedNumber: card.number ?? null,
      });
    } else if (update.status === 'fields_in_error') {
      const { cardNumber, securityCode, expiryMonth, expiryYear } = update.errors;
      callbacks.onUpdate({
        status: 'fields_in_error',
        errors: { cardNumber, securityCode, expiryMonth, expiryYear },
      });
    } else {
      callbacks.onUpdate({ status: 'failed' });
    }
  };
  api.configure({
    session: sessionId,
    fields: { card: fields },
    frameEmbeddingMitigation: ['javascript'],
    callbacks: { initialized, formSessionUpdate },
    interaction: { displayControl: { formatCard: 'EMBOSSED', invalidFieldCharacters: 'REJECT' } },
  });
  return {
    pay: () => {
      if (live) api.updateSessionFromForm('card');
    },
    stop: () => {
      live = false;
    },
  };
}
