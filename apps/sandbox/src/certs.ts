import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The sandbox's certificates (apps/sandbox/certs, made by its make-certs.sh): this file sits
 * directly in src/ and the launcher's bundle directly in dist/, so one relative address finds
 * them from both.
 */
const CERTS = new URL('../certs/', import.meta.url);

/** The path of one of the sandbox's certificate files. */
function certPath(name: string): string {
  return fileURLToPath(new URL(name, CERTS));
}

/** Where the sandbox's certificate files are, as paths a process's environment can name. */
export const SANDBOX_CERT_PATHS = {
  /** The authority that signed the others; only processes told to (NODE_EXTRA_CA_CERTS) trust it. */
  authority: certPath('ca.crt'),
  /** The merchant identity certificate and key the stand-in of Apple's validation accepts. */
  merchantCert: certPath('merchant-identity.crt'),
  merchantKey: certPath('merchant-identity.key'),
  /** The TLS certificate and key of the stand-in of Apple's validation (127.0.0.1, localhost). */
  validationCert: certPath('apple-validation.crt'),
  validationKey: certPath('apple-validation.key'),
} as const;

/** A certificate file's PEM text. */
export function readCert(path: string): string {
  return readFileSync(path, 'utf8');
}

/**
 * The file a process started now should name in NODE_EXTRA_CA_CERTS to trust the sandbox's
 * authority: the authority itself, or, when the environment already names a file (a machine
 * behind a proxy often does), a new file in the temporary folder holding both, since Node reads
 * only one.
 */
export function trustFile(existing: string | undefined): string {
  if (existing === undefined || existing === '') return SANDBOX_CERT_PATHS.authority;
  let theirs: string;
  try {
    theirs = readFileSync(existing, 'utf8');
  } catch {
    return SANDBOX_CERT_PATHS.authority;
  }
  const file = join(mkdtempSync(join(tmpdir(), 'tabula-sandbox-')), 'extra-ca-certs.pem');
  writeFileSync(file, `${theirs.trimEnd()}\n${readCert(SANDBOX_CERT_PATHS.authority)}`);
  return file;
}
