import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { oneTimeCodes } from '../../../db/schema';
import { sessionState, updateSession, type SessionRecord } from '../../../session/session-store';
import { addressesOf, type UserRecord } from '../identity';
import { OTP_LIFETIME_MS, hashOtpCode, newOtpCode } from './otp-code';
import { assertSendLimits } from './otp-limits';

/** Where a code goes. */
export interface OtpTarget {
  channel: 'sms' | 'email';
  /** `+6591234567` or a lower-case e-mail address. */
  address: string;
}

/**
 * Makes a one-time code for a diner and sends it (spec: A§4 Login, A§5, A§9): 4 random digits,
 * stored only as a hash, alive 10 minutes, within the hourly send limits. A new code kills the
 * diner's earlier live codes (our choice: one live code per diner, so tries never add up). The
 * text goes through the delivery interface (the outbox), and the session remembers the channel
 * and address for a resend.
 *
 * @throws HttpError 429 beyond the send limits
 */
export async function issueOtp(
  app: AppContext,
  input: {
    session: SessionRecord;
    user: UserRecord;
    companyName: string;
    target: OtpTarget;
    clientIp: string;
  },
): Promise<void> {
  const { session, user, target } = input;
  const now = app.now();
  await assertSendLimits(app.db, session.companyId, target.address, input.clientIp, now);
  const code = newOtpCode();
  const addresses = [...new Set([...addressesOf(user), target.address])];
  await app.db.transaction(async (tx) => {
    // A killed code is marked used: it can no longer sign anyone in.
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeCodes.companyId, session.companyId),
          inArray(oneTimeCodes.address, addresses),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      companyId: session.companyId,
      channel: target.channel,
      address: target.address,
      codeHash: hashOtpCode(app.config.sessionSecret, session.companyId, target.address, code),
      requestedBy: input.clientIp,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    });
  });
  await app.delivery.send({
    channel: target.channel,
    to: target.address,
    ...(target.channel === 'email' ? { subject: `Your ${input.companyName} sign-in code` } : {}),
    body: `${code} is your ${input.companyName} sign-in code. It expires in 10 minutes.`,
  });
  await updateSession(app.db, session.id, {
    state: {
      ...sessionState(session),
      otp: { channel: target.channel, address: target.address, sent_at: now.getTime() },
    },
  });
}
