/*
 * A fake of the Mastercard gateway's session.js (its `PaymentSession`, the page's side) for
 * vi.mock of src/features/checkout/mastercard/card/load-hosted-session: it records what the page
 * configures and asks, so a test plays the gateway's callbacks by hand. This module imports no
 * component, so a vi.mock factory may load it.
 */

/** One `PaymentSession.configure` call, as the page made it. */
export interface FakeConfiguration {
  session: string;
  fields: { card: Record<string, string> };
  frameEmbeddingMitigation: string[];
  callbacks: {
    initialized: (response: unknown) => void;
    formSessionUpdate: (response: unknown) => void;
  };
  interaction: unknown;
}

/** What the fake session.js was asked, and whether its script fails to load. */
export interface FakeHostedSession {
  loadFails: boolean;
  loads: string[];
  configurations: FakeConfiguration[];
  /** Each `updateSessionFromForm` call's payment type. */
  updates: string[];
}

/** A fresh fake's state. */
export function fakeHostedSession(): FakeHostedSession {
  return { loadFails: false, loads: [], configurations: [], updates: [] };
}

/** The fake module: loadHostedSession answers the fake `PaymentSession`, or fails to load. */
export function fakeHostedSessionModule(state: FakeHostedSession) {
  return {
    loadHostedSession: (url: string) => {
      state.loads.push(url);
      if (state.loadFails) return Promise.reject(new Error(`could not load ${url}`));
      return Promise.resolve({
        configure: (configuration: unknown) => {
          state.configurations.push(configuration as FakeConfiguration);
        },
        updateSessionFromForm: (paymentType: string) => {
          state.updates.push(paymentType);
        },
      });
    },
  };
}

/** The callbacks of the page's last configuration. */
export function lastCallbacks(state: FakeHostedSession): FakeConfiguration['callbacks'] {
  const last = state.configurations.at(-1);
  if (last === undefined) throw new Error('PaymentSession.configure was not called');
  return last.callbacks;
}

/** A formSessionUpdate `ok` response of a session, as session.js gives it (masked). */
export function cardSaved(sessionId: string) {
  return {
    status: 'ok',
    session: { id: sessionId, updateStatus: 'SUCCESS' },
    sourceOfFunds: {
      provided: {
        card: {
          brand: 'MASTERCARD',
          scheme: 'MASTERCARD',
          number: '555555xxxxxx4444',
          expiry: { month: '12', year: '34' },
        },
      },
    },
  };
}
