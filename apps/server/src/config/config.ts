import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The default of OTP_SENDS_PER_CLIENT_PER_HOUR. our choice: generous, since everyone on a
 * restaurant's Wi-Fi or behind a carrier's NAT shares one address; the strict limits are per
 * mobile number or e-mail address (features/users/otp/otp-limits.ts).
 */
export const DEFAULT_OTP_SENDS_PER_CLIENT_PER_HOUR = 300;

/** How the server runs, from the environment (docs/server.md lists every variable). */
export interface ServerConfig {
  port: number;
  host: string;
  /** The embedded database's folder, and where a generated session secret is kept. */
  dataDir: string;
  /** A real PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
  /** The POS console's bearer token. */
  staffToken: string;
  /** Whether the staff token was generated (and must be printed) rather than configured. */
  staffTokenGenerated: boolean;
  /** Signs the session cookie. */
  sessionSecret: string;
  /** The address diners reach the server at, for QR links and provider return URLs. */
  publicUrl: string;
  /** The diner app's built files; served with history fallback when present. */
  dinerDist: string;
  /** The POS app's built files (apps/pos), served under /pos when present. */
  posDist: string;
  /** Mark cookies Secure: when PUBLIC_URL is https, unless SECURE_COOKIES=false (see below). */
  secureCookies: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For is believed, as Fastify's trustProxy takes them: a
   * list of addresses, CIDR ranges or proxy-addr keywords (loopback, linklocal, uniquelocal);
   * false trusts none, so the client address is the connection's.
   */
  trustProxy: false | string[];
  /** Sign-in codes one client address may ask for per hour (generous: a venue's Wi-Fi shares one). */
  otpSendsPerClientPerHour: number;
  /**
   * Whether every answer is checked against the contract's response schema before it is sent.
   * On in development and tests; off in production (NODE_ENV=production), where the check would
   * cost as much as building the answer and the tests have already made it (issue 16).
   */
  checkAnswers: boolean;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.url().optional(),
  STAFF_TOKEN: z.string().min(16, 'STAFF_TOKEN must be at least 16 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  DINER_DIST: z.string().min(1).optional(),
  POS_DIST: z.string().min(1).optional(),
  SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^([\w.:/]+(\s*,\s*[\w.:/]+)*)?$/, {
      error: 'a comma-separated list of addresses, CIDR ranges or loopback, linklocal, uniquelocal',
    })
    .optional(),
  OTP_SENDS_PER_CLIENT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_OTP_SENDS_PER_CLIENT_PER_HOUR),
  CHECK_ANSWERS: z.enum(['true', 'false']).optional(),
  NODE_ENV: z.string().optional(),
});

/** TRUST_PROXY as Fastify's trustProxy: unset or empty trusts no proxy. */
function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (value === undefined || value === '') return false;
  return value.split(',').map((part) => part.trim());
}

/** Whether an address is served over https. */
export function isHttps(url: string): boolean {
  return /^https:/i.test(url);
}

/** Reads a secret kept in the data folder, creating it on first use. */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Reads the configuration from the environment. Every variable has a default that needs
 * nothing installed: the staff token is generated for this run and the session secret is
 * generated once and kept in DATA_DIR.
 *
 * @throws Error naming each variable that is set but invalid
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { repoRoot?: string } = {},
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const repoRoot = options.repoRoot ?? process.cwd();
  const dataDir = resolve(repoRoot, values.DATA_DIR);
  const staffToken = values.STAFF_TOKEN ?? randomBytes(24).toString('base64url');
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${String(values.PORT)}`).replace(
    /\/$/,
    '',
  );
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    staffToken,
    staffTokenGenerated: values.STAFF_TOKEN === undefined,
    sessionSecret: values.SESSION_SECRET ?? keptSecret(dataDir, 'session-secret'),
    publicUrl,
    dinerDist: resolve(repoRoot, values.DINER_DIST ?? 'apps/diner/dist'),
    posDist: resolve(repoRoot, values.POS_DIST ?? 'apps/pos/dist'),
    // our choice (issue 12): diners reach an https PUBLIC_URL over https, so the cookie is Secure;
    // SECURE_COOKIES, when set, wins either way (false for an https tunnel to a server a phone on
    // the LAN also opens over plain http; true for https that PUBLIC_URL does not name).
    secureCookies:
      values.SECURE_COOKIES === undefined ? isHttps(publicUrl) : values.SECURE_COOKIES === 'true',
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    otpSendsPerClientPerHour: values.OTP_SENDS_PER_CLIENT_PER_HOUR,
    checkAnswers:
      values.CHECK_ANSWERS === undefined
        ? values.NODE_ENV !== 'production'
        : values.CHECK_ANSWERS === 'true',
  };
}
