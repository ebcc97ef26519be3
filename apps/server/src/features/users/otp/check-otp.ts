import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { oneTimeCodes } from '../../../db/schema';
import { unprocessable } from '../../../http/http-error';
import { OTP_MAX_ATTEMPTS, hashOtpCode, sameHash } from './otp-code';
import { TOO_MANY_WRONG_CODES, WRONG_TRIES_PER_HOUR, wrongTriesInLastHour } from './otp-limits';

/** The catalogue id the app shows inline beside the code field (A§8 row 8). */
export const INCORRECT_OTP_ID = 'incorrect_otp';

/**
 * Uses the diner's live one-time code (spec: A§5 'Incorrect OTP'; issue 4: single use, 10
 * minutes, at most 5 tries). The code row is locked while it is checked, so two tries at once
 * count as two and a code signs in once. A wrong code counts a try (details.attempts_left says
 * how many are left); after the fifth wrong try the code is dead, and after 10 wrong tries in an
 * hour over all the account's codes and channels no code is checked until the hour has passed.
 *
 * @param addresses - every address of the diner (a code sent by SMS or by e-mail both count)
 * @returns the address the entered code was sent to: the identity it proves
 * @throws HttpError 422 'Incorrect OTP' for a wrong code; 422 saying the code expired, was
 *   used, or had too many wrong tries otherwise (all with the catalogue id incorrect_otp, and
 *   details.reason incorrect, used_up, expired, locked or no_code with details.attempts_left)
 */
export async function consumeOtp(
  app: AppContext,
  companyId: number,
  addresses: string[],
  code: string,
): Promise<string> {
  const now = app.now();
  const outcome = await app.db.transaction(async (tx) => {
    if (addresses.length === 0) return 'none' as const;
    if ((await wrongTriesInLastHour(tx, companyId, addresses, now)) >= WRONG_TRIES_PER_HOUR) {
      return 'locked' as const;
    }
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.companyId, companyId),
          inArray(oneTimeCodes.address, addresses),
          isNull(oneTimeCodes.usedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!row) return 'none' as const;
    if (row.expiresAt.getTime() <= now.getTime()) return 'expired' as const;
    if (row.attempts >= OTP_MAX_ATTEMPTS) return 'dead' as const;
    const hash = hashOtpCode(app.config.sessionSecret, companyId, row.address, code);
    if (sameHash(hash, row.codeHash)) {
      await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, row.id));
      return { address: row.address };
    }
    await tx
      .update(oneTimeCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(oneTimeCodes.id, row.id));
    return { attemptsLeft: OTP_MAX_ATTEMPTS - row.attempts - 1 };
  });
  if (typeof outcome === 'object') {
    if ('address' in outcome && outcome.address !== undefined) return outcome.address;
    throw unprocessable('Incorrect OTP', INCORRECT_OTP_ID, {
      reason: 'incorrect',
      attempts_left: outcome.attemptsLeft,
    });
  }
  // details.reason tells the app which words to show beside the code (issue 14 item 4).
  switch (outcome) {
    case 'locked':
      throw unprocessable(TOO_MANY_WRONG_CODES, INCORRECT_OTP_ID, {
        reason: 'locked',
        attempts_left: 0,
      });
    case 'expired':
      throw unprocessable('This code has expired. Please ask for a new code', INCORRECT_OTP_ID, {
        reason: 'expired',
        attempts_left: 0,
      });
    case 'dead':
      throw unprocessable(
        'Too many incorrect codes: this code no longer works. Please ask for a new code',
        INCORRECT_OTP_ID,
        { reason: 'used_up', attempts_left: 0 },
      );
    case 'none':
      throw unprocessable(
        'This code is no longer valid. Please ask for a new code',
        INCORRECT_OTP_ID,
        { reason: 'no_code', attempts_left: 0 },
      );
  }
}
