import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOwners } from '../../src/seed/demo-owners';
import { printWelcome, welcomeText } from '../../src/welcome';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { settingsOf, startTestServer, type TestServer } from '../support/harness';

describe.each(DATABASE_KINDS)('start banner on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('prints the address, the database, every QR link, the POS console and the outbox', async () => {
    const lines: string[] = [];
    await printWelcome(
      {
        db: t.context.db,
        config: t.context.config,
        databaseKind: 'pglite (in memory)',
        seeded: true,
        env: {},
      },
      (text) => lines.push(text),
    );
    const text = lines.join('\n');
    expect(text).toContain(`Tabula is running at ${t.url}`);
    expect(text).toContain('database: pglite (in memory) (the demo restaurants were just seeded)');
    const tokens = [
      t.seed.cafe.counterToken,
      ...t.seed.cafe.cardCounterTokens,
      ...t.seed.cafe.tables.map((table) => table.token),
      ...t.seed.cafe.openTabTables.map((table) => table.token),
      t.seed.cafe.scanAndPayTable.token,
      ...t.seed.cafe.emptyScanAndPayTables.map((table) => table.token),
      t.seed.kuwait.counterToken,
      ...t.seed.kuwait.tables.map((table) => table.token),
      ...t.seed.kuwait.openTabTables.map((table) => table.token),
    ];
    for (const token of tokens) expect(text).toContain(`${t.url}/q/${token}`);
    expect(text).toContain(`Kopi & Kaya Cafe, outlet ${String(t.seed.cafe.outletId)}`);
    expect(text).toContain(`Bait Al Kuwait, outlet ${String(t.seed.kuwait.outletId)}`);
    expect(text).toMatch(
      new RegExp(`Table T1 \\(pay first\\)\\s+${t.url}/q/${t.seed.cafe.tables[0]?.token ?? ''}`),
    );
    expect(text).toMatch(
      new RegExp(
        `Table 10 \\(open tab\\)\\s+${t.url}/q/${t.seed.cafe.openTabTables[0]?.token ?? ''}`,
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `Table S1 \\(scan and pay\\)\\s+${t.url}/q/${t.seed.cafe.scanAndPayTable.token}  a bill of SGD \\d+\\.\\d{2} to split\n`,
      ),
    );
    // A scan-and-pay table without a bill has nothing after its link.
    expect(text).toMatch(
      new RegExp(
        `Table S2 \\(scan and pay\\)\\s+${t.url}/q/${t.seed.cafe.emptyScanAndPayTables[0]?.token ?? ''}\n`,
      ),
    );
    expect(text).toContain(`POS console: ${t.url}/pos`);
    expect(text).toContain(
      `operator token (STAFF_TOKEN, for scripts, never the console): ${t.staffToken}\n`,
    );
    expect(text).toContain(
      'sign in as an owner: pnpm staff create-owner --company KEY --email … --name … adds one',
    );
    expect(text).toContain(`Outbox (sign-in codes, invoices): ${t.url}/dev/outbox`);
    expect(text).toContain(
      '  open it from this machine; from another one it asks for the staff token (any user name)',
    );
  });

  it('says when the staff token was generated, and when the outbox page is off', async () => {
    const text = await welcomeText({
      db: t.context.db,
      config: { ...t.context.config, staffTokenGenerated: true },
      databaseKind: 'postgresql',
      seeded: false,
      env: { NODE_ENV: 'production' },
    });
    expect(text).toContain(`${t.staffToken} (generated for this run)`);
    expect(text).toContain('database: postgresql\n');
    expect(text).not.toContain('/dev/outbox');
    expect(text).toContain('Outbox page: off in production');
  });

  it("says Apple's validation is refused with a gateway merchant and no identity certificate", async () => {
    const { config } = t.context;
    const options = { db: t.context.db, databaseKind: 'postgresql', seeded: false, env: {} };
    const merchant = {
      ...config,
      mastercard: { ...settingsOf(config, 'mastercard'), applePayIdentity: null },
    };
    const refused = await welcomeText({ ...options, config: merchant });
    expect(refused).toContain(
      'Apple Pay is refused: APPLE_PAY_MERCHANT_CERT and APPLE_PAY_MERCHANT_KEY are not set',
    );
    const noGateway = await welcomeText({ ...options, config: { ...config, mastercard: null } });
    expect(noGateway).not.toContain('Apple Pay');
    const certified = await welcomeText({
      ...options,
      config: {
        ...merchant,
        mastercard: {
          ...settingsOf(merchant, 'mastercard'),
          applePayIdentity: { cert: 'pem', key: 'pem' },
        },
      },
    });
    expect(certified).not.toContain('Apple Pay');
  });

  it('names the demo owners and the password they sign in to the POS with', async () => {
    const password = 'kaya toast 4 ever';
    const config = { ...t.context.config, demoOwnerPassword: password };
    await seedDemoOwners(t.context.db, password);
    const options = { db: t.context.db, databaseKind: 'pglite', env: {} };
    const first = await welcomeText({
      ...options,
      config: { ...config, demoOwnerPasswordGenerated: true },
      seeded: true,
    });
    const emails = ['owner@kopi-kaya-cafe.example', 'owner@bait-al-kuwait.example'];
    expect(first).toContain(`  sign in as a demo owner: ${emails.join(', ')}\n`);
    expect(first).toContain(
      `  password: ${password} (generated for this first start and not shown again)\n`,
    );
    const configured = await welcomeText({
      ...options,
      config: { ...config, demoOwnerPasswordGenerated: false },
      seeded: true,
    });
    expect(configured).toContain('  password: the one in DEMO_OWNER_PASSWORD\n');
    expect(configured).not.toContain(password);
    const later = await welcomeText({ ...options, config, seeded: false });
    expect(later).toContain(
      '  password: the one printed at the first start (pnpm staff set-password --email … sets another)',
    );
    expect(later).not.toContain(password);
    // Each demo owner signs in with it, as an owner of their own company.
    for (const [index, email] of emails.entries()) {
      const answer = await fetch(`${t.url}/pos/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(answer.status).toBe(200);
      const { staff } = (await answer.json()) as { staff: { role: string; company_id: number } };
      expect(staff.role).toBe('owner');
      const company = index === 0 ? t.seed.cafe.companyId : t.seed.kuwait.companyId;
      expect(staff.company_id).toBe(company);
    }
  });

  it('the printed links work: each starts a session', async () => {
    const text = await welcomeText({
      db: t.context.db,
      config: t.context.config,
      databaseKind: 'pglite',
      seeded: false,
      env: {},
    });
    const links = [...text.matchAll(/\/q\/([\w-]+)/g)].map((match) => match[1] ?? '');
    const { cafe, kuwait } = t.seed;
    const tables = [
      cafe.tables,
      cafe.openTabTables,
      cafe.emptyScanAndPayTables,
      kuwait.tables,
      kuwait.openTabTables,
    ];
    // The counters and the scan-and-pay table with a bill, then every other table.
    expect(links.length).toBe(tables.flat().length + cafe.cardCounterTokens.length + 3);
    for (const token of links) {
      const diner = new Diner(t.url);
      await diner.scan(token);
      expect((await diner.get('/pages/sign_in')).status).toBe(200);
    }
  });
});
