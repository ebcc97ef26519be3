import { randomBytes } from 'node:crypto';

/** A Turnstile widget's keys the stand-in accepts. */
export interface TurnstileKeys {
  siteKey: string;
  secretKey: string;
}

/** How long a token is good for, as Cloudflare's: 300 s. */
export const TURNSTILE_TOKEN_LIFETIME_MS = 300_000;

/** What siteverify answers (Cloudflare's names). */
export type SiteverifyAnswer =
  | {
      success: true;
      challenge_ts: string;
      hostname: string;
      'error-codes': [];
      action: string;
      cdata: string;
    }
  | { success: false; 'error-codes': string[] };

interface IssuedToken {
  issuedAt: Date;
  hostname: string;
  spent: boolean;
}

/**
 * The stand-in's side of Turnstile: the tokens its widget issued, each good once for 300 s, and
 * siteverify's judgement of a token with Cloudflare's error codes (`missing-input-secret`,
 * `invalid-input-secret`, `missing-input-response`, `invalid-input-response`,
 * `timeout-or-duplicate`). Its state lives in this process, as Cloudflare's lives on its side.
 */
export class TurnstileLedger {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(
    readonly keys: TurnstileKeys,
    private readonly now: () => Date,
  ) {}

  /** A token for a diner who passed the widget on `hostname`; null for another site key. */
  issue(siteKey: string, hostname: string): string | null {
    if (siteKey !== this.keys.siteKey) return null;
    // Cloudflare's tokens are long opaque strings; the prefix marks the stand-in's.
    const token = `XXXX.DUMMY.TOKEN.${randomBytes(48).toString('base64url')}`;
    this.tokens.set(token, { issuedAt: this.now(), hostname, spent: false });
    return token;
  }

  /** siteverify: a token is good once, within its lifetime, with the right secret. */
  verify(secret: string | undefined, token: string | undefined): SiteverifyAnswer {
    if (secret === undefined || secret === '') {
      return { success: false, 'error-codes': ['missing-input-secret'] };
    }
    if (secret !== this.keys.secretKey) {
      return { success: false, 'error-codes': ['invalid-input-secret'] };
    }
    if (token === undefined || token === '') {
      return { success: false, 'error-codes': ['missing-input-response'] };
    }
    const issued = this.tokens.get(token);
    if (issued === undefined) return { success: false, 'error-codes': ['invalid-input-response'] };
    const age = this.now().getTime() - issued.issuedAt.getTime();
    if (issued.spent || age > TURNSTILE_TOKEN_LIFETIME_MS) {
      return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    }
    issued.spent = true;
    return {
      success: true,
      challenge_ts: issued.issuedAt.toISOString(),
      hostname: issued.hostname,
      'error-codes': [],
      action: '',
      cdata: '',
    };
  }
}
