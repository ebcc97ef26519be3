/** Who signs in: a mobile number with its dialing code, or an e-mail address (A§2 /login). */
export type SignInIdentity = { phone_number: string; dialing_code: string } | { email: string };

/** Where a one-time code goes (A§4: the channel can be switched between SMS and e-mail). */
export type CodeChannel = 'sms' | 'email';

/** The steps of /login (A§4 Login): identify, sign-up after a verification 404, the code. */
export type LoginFlow =
  | { step: 'identify' }
  | { step: 'sign_up'; identity: SignInIdentity }
  | {
      step: 'code';
      /** Who signs in with the code (users.signIn sends it with the code). */
      identity: SignInIdentity;
      channel: CodeChannel;
      /** The account's mobile number as the diner typed it (`+65 91234567`), when known. */
      phone: string | null;
      /** The account's e-mail address, when known: where an e-mail code goes. */
      email: string | null;
      /** When the last code was sent (ms since the epoch): the resend countdown starts there. */
      sentAt: number;
    };

/** What happens on /login. */
export type LoginEvent =
  /** The verification answered 204: a code went to the identity's own channel. */
  | { type: 'code_sent'; identity: SignInIdentity; at: number }
  /** The verification answered 404: the diner is not registered (A§4, A§8 row 7). */
  | { type: 'sign_up_required'; identity: SignInIdentity }
  /** Sign-up created the account and sent the code by SMS to its mobile number. */
  | {
      type: 'signed_up';
      phone: { phone_number: string; dialing_code: string };
      email: string;
      at: number;
    }
  /** A code went by another channel (POST /users/otps). */
  | { type: 'channel_switched'; channel: CodeChannel; email: string | null; at: number }
  /** The code was sent again (POST /users/otps/resend). */
  | { type: 'code_resent'; at: number }
  /** Back to the first step, to change the number or address. */
  | { type: 'restart' };

/** The first step. */
export const LOGIN_START: LoginFlow = { step: 'identify' };

/** A mobile number as it is shown: `+65 91234567`. */
export function phoneText(phone: { phone_number: string; dialing_code: string }): string {
  const code = phone.dialing_code.startsWith('+') ? phone.dialing_code : `+${phone.dialing_code}`;
  return `${code} ${phone.phone_number}`;
}

/**
 * The next step of /login after an event; an event that does not fit the current step leaves
 * it as it is.
 *
 * @example loginFlow(LOGIN_START, { type: 'sign_up_required', identity }) // { step: 'sign_up', identity }
 */
// spec: A§4 Login (number or e-mail, verification, code, redirect; a verification 404 leads to
// sign-up; resend after 30 s; switch between SMS and e-mail).
export function loginFlow(state: LoginFlow, event: LoginEvent): LoginFlow {
  switch (event.type) {
    case 'code_sent': {
      const { identity } = event;
      const byEmail = 'email' in identity;
      return {
        step: 'code',
        identity,
        channel: byEmail ? 'email' : 'sms',
        phone: byEmail ? null : phoneText(identity),
        email: byEmail ? identity.email.trim() : null,
        sentAt: event.at,
      };
    }
    case 'sign_up_required':
      return { step: 'sign_up', identity: event.identity };
    case 'signed_up':
      if (state.step !== 'sign_up') return state;
      // The server sends the first code of a new account by SMS (sign-up-route.ts).
      return {
        step: 'code',
        identity: state.identity,
        channel: 'sms',
        phone: phoneText(event.phone),
        email: event.email.trim(),
        sentAt: event.at,
      };
    case 'channel_switched':
      if (state.step !== 'code') return state;
      return {
        ...state,
        channel: event.channel,
        email: event.email ?? state.email,
        sentAt: event.at,
      };
    case 'code_resent':
      return state.step === 'code' ? { ...state, sentAt: event.at } : state;
    case 'restart':
      return LOGIN_START;
  }
}
