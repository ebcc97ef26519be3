import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { lockKeys } from '../../../db/locks';
import { oneTimeCodes } from '../../../db/schema';
import {
  sessionState,
  updateSession,
  type SessionRecord,
  type SessionState,
} from '../../../session/session-store';
import { messageNotSent } from '../../../delivery/delivery-failed';
import {
  attemptMessage,
  cancelCodeMessages,
  enqueueMessage,
} from '../../../messages/message-queue';
import type { DinerLanguage } from '../../../http/diner-language';
import { codeMessage } from './code-message';
import { subjectAddresses, type CodeSubject } from './code-subject';
import { OTP_LIFETIME_MS, hashOtpCode, newOtpCode } from './otp-code';
import { assertResendAllowed, assertSendLimits } from './otp-limits';

/** Where a code goes. */
export interface OtpTarget {
  channel: 'sms' | 'email';
  /** `+6591234567` or a lower-case e-mail address. */
  address: string;
}

/** The lock that makes an account's code sends one at a time, across server processes. */
export function codeLockKeys(companyId: number, addresses: readonly string[]): string[] {
  return addresses.map((address) => `otp:${String(companyId)}:${address}`);
}

/**
 * Makes a one-time code and sends it (spec: A§4 Login, A§5, A§9): 4 random digits, stored only as
 * a hash, alive 10 minutes, within the limits (30 s since the account's last code on any channel,
 * the hourly sends per address and per client address, the account's wrong tries). The limits are
 * counted and the code written under a lock on the account's addresses, so requests at once
 * cannot slip past them. A new code kills the account's earlier live codes (our choice: one live
 * code per account) and cancels their messages still waiting. The message, in the diner's
 * language (code-message.ts), is queued with the code (src/messages) and tried at once; a busy
 * carrier is tried again on the sign-in code's schedule. The session remembers the channel, the
 * address and the account for a resend and the sign-in. A message the carrier refuses takes its
 * code back and answers 503 `message_not_sent`.
 *
 * @param extraState - written to the session with the code (a pending sign-up), only once the
 *   code is sent: a refused send leaves nothing behind
 * @throws HttpError 429 beyond the limits, 503 when the message could not be sent
 */
export async function issueOtp(
  app: AppContext,
  input: {
    session: SessionRecord;
    subject: CodeSubject;
    companyName: string;
    target: OtpTarget;
    clientIp: string;
    /** The language the message is written in. */
    language: DinerLanguage;
    extraState?: SessionState;
  },
): Promise<void> {
  const { session, subject, target } = input;
  const now = app.now();
  const companyId = session.companyId;
  const addresses = [...new Set([...subjectAddresses(subject), target.address])];
  const code = newOtpCode();
  const sent = await app.db.transaction(async (tx) => {
    await lockKeys(tx, codeLockKeys(companyId, addresses));
    await assertResendAllowed(tx, companyId, addresses, now);
    await assertSendLimits(tx, {
      companyId,
      address: target.address,
      accountAddresses: addresses,
      clientIp: input.clientIp,
      perClientPerHour: app.config.otpSendsPerClientPerHour,
      now,
    });
    // A killed code is marked used: it can no longer sign anyone in, and its message, if still
    // waiting for a retry, is not sent after the new one.
    const killed = await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeCodes.companyId, companyId),
          inArray(oneTimeCodes.address, addresses),
          isNull(oneTimeCodes.usedAt),
        ),
      )
      .returning({ id: oneTimeCodes.id });
    await cancelCodeMessages(
      tx,
      killed.map((code) => code.id),
      now,
    );
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        companyId,
        channel: target.channel,
        address: target.address,
        codeHash: hashOtpCode(app.config.sessionSecret, companyId, target.address, code),
        requestedBy: input.clientIp,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      })
      .returning({ id: oneTimeCodes.id });
    if (row === undefined) throw new Error('The one-time code was not stored');
    const message = codeMessage({
      code,
      companyName: input.companyName,
      target,
      language: input.language,
    });
    const messageId = await enqueueMessage(tx, app, message, {
      purpose: 'sign_in_code',
      oneTimeCodeId: row.id,
    });
    return { codeId: row.id, messageId };
  });
  // The first attempt is made while the diner waits; a busy carrier is tried again by the
  // message schedule (src/messages), and the diner is answered as for a code on its way.
  const outcome = await attemptMessage(app, sent.messageId);
  if (outcome.kind === 'failed') {
    // A code the carrier refused is taken back: it neither signs in nor holds the 30 s wait, so
    // the diner can ask again at once.
    await app.db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, sent.codeId));
    throw messageNotSent();
  }
  await rememberCode(app, session, subject, target, now, input.extraState);
}

/**
 * Remembers on the session the code sent (channel, address, time) and whom it signs in, for a
 * later resend, channel switch and the sign-in.
 */
export async function rememberCode(
  app: AppContext,
  session: SessionRecord,
  subject: CodeSubject,
  target: OtpTarget,
  sentAt: Date,
  extraState: SessionState = {},
): Promise<void> {
  const state: SessionState = { ...sessionState(session), ...extraState };
  if (subject.kind === 'account') delete state.sign_up;
  state.otp = {
    channel: target.channel,
    address: target.address,
    sent_at: sentAt.getTime(),
    ...(subject.kind === 'account' ? { user_id: subject.user.id } : {}),
  };
  await updateSession(app.db, session.id, { state });
}
