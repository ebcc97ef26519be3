import { hash, verify } from '@node-rs/argon2';

/*
 * Staff passwords, hashed with argon2id (@node-rs/argon2's defaults: 19 MiB, 2 passes, one lane,
 * OWASP's minimum for argon2id) and kept in the PHC string form, which names its own parameters,
 * so stronger ones later still verify the old hashes.
 */

/** A password's argon2id hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;

/**
 * Whether the password is the one hashed. Without a hash (no such person) a hash of nothing is
 * checked all the same, so a wrong address takes as long as a wrong password.
 */
export async function passwordMatches(hashed: string | null, password: string): Promise<boolean> {
  if (hashed === null) {
    dummy ??= hash('no such person');
    await verify(await dummy, password);
    return false;
  }
  return verify(hashed, password);
}
