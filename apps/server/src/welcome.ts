import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ServerConfig } from './config/config';
import type { Database } from './db/client';
import { companies, outlets, qrCodes, staffMembers } from './db/schema';
import { outboxPageEnabled } from './features/outbox/outbox-page-enabled';
import { demoOwners } from './seed/demo-owners';
import { tableBill } from './tables/table-bill';

/** What the start banner reports. */
export interface WelcomeOptions {
  db: Database;
  config: ServerConfig;
  /** Which database runs it, as openDatabase names it. */
  databaseKind: string;
  /** Whether this start seeded the demo restaurants. */
  seeded: boolean;
  /** The environment, for whether the outbox page is served (defaults to process.env). */
  env?: Record<string, string | undefined>;
}

/** How each kind of table code runs, as the banner names it (B§1). */
const MODES: Record<string, string> = {
  dine_ot: ' (open tab)',
  dine_pf: ' (pay first)',
  scan_and_pay: ' (scan and pay)',
};

/** One QR code of the banner. */
interface QrLine {
  token: string;
  label: string;
  company: string;
  outletId: number;
  /** What follows the link: a scan-and-pay table's bill waiting to be split. */
  note: string;
}

/** ", a bill of SGD 30.74 to split" for a scan-and-pay table with a running bill, else "". */
async function billNote(
  db: Database,
  row: { qrSource: string; outletId: number; tableId: number | null },
): Promise<string> {
  if (row.qrSource !== 'scan_and_pay' || row.tableId === null) return '';
  const bill = await tableBill(db, row.outletId, row.tableId);
  return bill ? `  a bill of ${bill.currency} ${bill.totalAmount} to split` : '';
}

/**
 * The start banner's text (issue: "`pnpm start` prints the QR links, the POS console address and
 * the outbox address"): the address, the database, each QR link with its company, outlet and
 * label (and a scan-and-pay table's bill to split), the POS console with the demo owners and the machine token, and the outbox page with who may open it.
 */
export async function welcomeText(options: WelcomeOptions): Promise<string> {
  const { db, config } = options;
  const rows = await db
    .select({
      token: qrCodes.token,
      label: qrCodes.label,
      qrSource: qrCodes.qrSource,
      profile: companies.profile,
      outletId: outlets.id,
      tableId: qrCodes.tableId,
    })
    .from(qrCodes)
    .innerJoin(outlets, eq(outlets.id, qrCodes.outletId))
    .innerJoin(companies, eq(companies.id, outlets.companyId))
    .where(isNull(qrCodes.retiredAt))
    .orderBy(
      asc(companies.id),
      asc(outlets.id),
      // The counter first, then the tables in order.
      sql`${qrCodes.tableId} asc nulls first`,
      asc(qrCodes.label),
    );
  const codes: QrLine[] = await Promise.all(
    rows.map(async (row) => ({
      token: row.token,
      label: `${row.label}${MODES[row.qrSource] ?? ''}`,
      company: companyName(row.profile),
      outletId: row.outletId,
      note: await billNote(db, row),
    })),
  );
  const base = config.publicUrl;
  const lines = [
    '',
    `Tabula is running at ${base}`,
    `  listening on ${config.host}:${String(config.port)}`,
    `  database: ${options.databaseKind}${options.seeded ? ' (the demo restaurants were just seeded)' : ''}`,
    '',
    'Scan or open a QR link to start a diner session:',
  ];
  if (codes.length === 0) lines.push('  (no QR codes in the database)');
  let heading = '';
  for (const code of codes) {
    const group = `${code.company}, outlet ${String(code.outletId)}`;
    if (group !== heading) {
      lines.push(`  ${group}`);
      heading = group;
    }
    lines.push(`    ${code.label.padEnd(26)} ${base}/q/${code.token}${code.note}`);
  }
  // Apple's merchant validation needs the merchant identity certificate.
  if (config.mastercard !== null && config.mastercard.applePayIdentity === null) {
    // our choice: the server still starts (cards and Google Pay work), and Apple Pay
    // is refused with apple_pay_unavailable until the certificate is set.
    lines.push(
      '',
      'Apple Pay is refused: APPLE_PAY_MERCHANT_CERT and APPLE_PAY_MERCHANT_KEY are not set',
      '  it needs the merchant identity certificate (docs/server.md)',
    );
  }
  lines.push('', `POS console: ${base}/pos`, ...(await ownerLines(options)));
  lines.push(
    config.staffToken === null
      ? '  machine clients: a company API key (pnpm staff add-key); no STAFF_TOKEN is set'
      : `  operator token (STAFF_TOKEN, for scripts, never the console): ${config.staffToken}${
          config.staffTokenGenerated ? ' (generated for this run)' : ''
        }`,
  );
  lines.push(
    '',
    ...(outboxPageEnabled(options.env ?? process.env)
      ? [
          `Outbox (sign-in codes, invoices): ${base}/dev/outbox`,
          '  open it from this machine; from another one it asks for the staff token (any user name)',
        ]
      : ['Outbox page: off in production (NODE_ENV=production); messages are in the log.']),
    '',
  );
  return lines.join('\n');
}

/** The demo owners still signed up, and where their password is, or how to add an owner. */
async function ownerLines(options: WelcomeOptions): Promise<string[]> {
  const emails = demoOwners().map((owner) => owner.email);
  const found = await options.db
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(and(inArray(staffMembers.email, emails), isNull(staffMembers.disabledAt)))
    .orderBy(asc(staffMembers.id));
  if (found.length === 0) {
    return [
      '  sign in as an owner: pnpm staff create-owner --company KEY --email … --name … adds one',
    ];
  }
  const { config } = options;
  const password = !options.seeded
    ? 'the one printed at the first start (pnpm staff set-password --email … sets another)'
    : config.demoOwnerPasswordGenerated
      ? `${config.demoOwnerPassword} (generated for this first start and not shown again)`
      : 'the one in DEMO_OWNER_PASSWORD';
  return [
    `  sign in as a demo owner: ${found.map((row) => row.email).join(', ')}`,
    `  password: ${password}`,
  ];
}

/** Prints the start banner (main.ts, after the server listens). */
export async function printWelcome(
  options: WelcomeOptions,
  write: (text: string) => void = (text) => {
    console.log(text);
  },
): Promise<void> {
  write(await welcomeText(options));
}

function companyName(profile: unknown): string {
  const name = (profile as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? name : 'Company';
}
