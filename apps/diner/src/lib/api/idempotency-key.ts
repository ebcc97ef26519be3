/**
 * A fresh Idempotency-Key: 128 random bits as hex. crypto.getRandomValues works on plain-http
 * pages too (a phone on the restaurant's network), where crypto.randomUUID does not exist.
 */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps one key per order attempt: the same order sent again gets the same key. */
export interface AttemptKeys {
  /** The key for this order: the last one when the order is unchanged, else a new one. */
  keyFor(fingerprint: string): string;
  /** Forgets the key, after the order was placed. */
  reset(): void;
}

/**
 * Keys order attempts by what they send, so a retry after a lost answer (a timeout, a dropped
 * connection, a second tap) is recognised by the server and never placed or charged twice, while
 * a changed order is a new attempt.
 */
export function attemptKeys(create: () => string = newIdempotencyKey): AttemptKeys {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: create() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}
