import type { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';

/*
 * Steps the users tests share: the code read from the sent messages, the whole sign-in over HTTP.
 */

/** The newest message the server sent. */
export function lastMessage(t: TestServer) {
  const message = t.messages.at(-1);
  if (!message) throw new Error('no message sent');
  return message;
}

/** The 4-digit code in the newest message sent to an address. */
export function lastCodeTo(t: TestServer, address: string): string {
  const message = [...t.messages].reverse().find((m) => m.to === address);
  if (!message) throw new Error(`no message to ${address}`);
  const match = /^(\d{4}) is your /.exec(message.body);
  if (!match?.[1]) throw new Error(`no code in "${message.body}"`);
  return match[1];
}

/** How many messages went to an address. */
export function messagesTo(t: TestServer, address: string): number {
  return t.messages.filter((m) => m.to === address).length;
}

/** A code that is not `code`. */
export function otherCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** The whole sign-in by mobile number over HTTP: verification, the code from the SMS, sign-in. */
export async function signInByPhone(
  t: TestServer,
  diner: Diner,
  phone: string,
  dialingCode = '65',
) {
  const verified = await diner.post('/users/verifications', {
    verification: { phone_number: phone, dialing_code: dialingCode },
  });
  if (verified.status !== 204)
    throw new Error(`verification answered ${String(verified.status)}: ${verified.text}`);
  const code = lastCodeTo(t, `+${dialingCode.replace(/^\+/, '')}${phone}`);
  const answer = await diner.post<{ user: { id: number } }>('/users/sign_in', {
    user: { phone_number: phone, dialing_code: dialingCode, otp: code },
  });
  await diner.refreshCsrf();
  return answer;
}
