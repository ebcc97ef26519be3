import type { Database } from '../../../db/client';
import {
  sessionState,
  type PendingSignUp,
  type SessionRecord,
} from '../../../session/session-store';
import { findUser, normaliseEmail, phoneAddress, type UserRecord } from '../../../users/identity';

/** Whom a one-time code signs in: an account, or a sign-up waiting for its code. */
export type CodeSubject =
  { kind: 'account'; user: UserRecord } | { kind: 'sign_up'; signUp: PendingSignUp };

/** The subject's mobile number as a code address (`+6591234567`), or null. */
export function subjectPhone(subject: CodeSubject): string | null {
  if (subject.kind === 'sign_up') {
    return phoneAddress(subject.signUp.dialing_code, subject.signUp.phone_number);
  }
  const { user } = subject;
  return user.phoneNumber && user.dialingCode
    ? phoneAddress(user.dialingCode, user.phoneNumber)
    : null;
}

/** The subject's e-mail address as a code address (lower-case), or null. */
export function subjectEmail(subject: CodeSubject): string | null {
  if (subject.kind === 'sign_up') return subject.signUp.email;
  return subject.user.email ? normaliseEmail(subject.user.email) : null;
}

/**
 * Every address a code for the subject may go to: the limits (the 30 s wait, the hourly sends,
 * the wrong tries) count over all of them, so switching channel never starts them afresh.
 */
export function subjectAddresses(subject: CodeSubject): string[] {
  return [subjectPhone(subject), subjectEmail(subject)].filter(
    (address): address is string => address !== null,
  );
}

/**
 * The subject of the sign-in under way on this session: the account the verification found, or
 * the pending sign-up; null when none was started (or the account is gone).
 */
export async function sessionSubject(
  db: Database,
  session: SessionRecord,
): Promise<CodeSubject | null> {
  const state = sessionState(session);
  const userId = state.otp?.user_id;
  if (userId !== undefined) {
    const user = await findUser(db, session.companyId, userId);
    return user && !user.isGuest ? { kind: 'account', user } : null;
  }
  return state.sign_up ? { kind: 'sign_up', signUp: state.sign_up } : null;
}
