import { createInterface } from 'node:readline';
import {
  emailSchema,
  staffNameSchema,
  staffPasswordSchema,
  staffRoleSchema,
} from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config/config';
import { openDatabase, type Database, type OpenDatabase } from '../db/client';
import { companies, outlets } from '../db/schema';
import { companyApiKeys, createApiKey, revokeApiKey } from '../staff/api-keys';
import { recordAudit } from '../staff/audit-log';
import { addStaffMember, companyStaff, setStaffPassword } from '../staff/staff-members';
import { say, tell, type CommandIo } from './command-io';

/*
 * `pnpm staff …` (docs/staff-accounts.md): the people of a company, from the command line.
 *   create-owner --company KEY --email ADDRESS --name NAME
 *       adds an owner; the password is asked for twice (hidden), or read from the first line
 *       of standard input when it is not a terminal
 *   set-password --email ADDRESS
 *       gives the person a new password (asked for or read the same way), unlocks them and
 *       ends their sessions: for a forgotten password, or the demo owners' after the first start
 *   list COMPANY
 *       prints the company's people
 *   add-key --company KEY --name NAME --role ROLE [--outlet OUTLET]
 *       makes an API key for a machine client (a kitchen display, a script) and prints it once
 *   list-keys COMPANY
 *       prints the company's live API keys (never the keys themselves)
 *   revoke-key --company KEY --id ID
 *       revokes one: it opens nothing after
 */

const USAGE = `usage:
  pnpm staff create-owner --company KEY --email ADDRESS --name NAME
  pnpm staff set-password --email ADDRESS
  pnpm staff list COMPANY
  pnpm staff add-key --company KEY --name NAME --role owner|manager|staff [--outlet OUTLET]
  pnpm staff list-keys COMPANY
  pnpm staff revoke-key --company KEY --id ID`;

/** The value after each --flag. */
function flags(args: string[]): Map<string, string> | null {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    if (flag?.startsWith('--') !== true || value === undefined) return null;
    found.set(flag.slice(2), value);
  }
  return found;
}

/** One line typed without echo. */
function askHidden(io: CommandIo, question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: io.stdin, output: io.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
    rl.question(question, (answer) => {
      rl.close();
      io.stdout.write('\n');
      resolve(answer);
    });
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.includes(question)) write.call(rl, text);
    };
  });
}

async function typedPassword(io: CommandIo): Promise<string | null> {
  if (io.stdin.isTTY) {
    const first = await askHidden(io, 'Password (at least 10 characters): ');
    const again = await askHidden(io, 'The same password again: ');
    if (first !== again) {
      tell(io, 'The two passwords differ; nothing was added');
      return null;
    }
    return first;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** The password typed or piped in, checked; null (after saying why) when it is refused. */
async function readPassword(io: CommandIo): Promise<string | null> {
  const password = await typedPassword(io);
  if (password === null) return null;
  const checked = staffPasswordSchema.safeParse(password);
  if (!checked.success) {
    tell(io, `password: ${checked.error.issues[0]?.message ?? 'not accepted'}`);
    return null;
  }
  return checked.data;
}

async function withDatabase<T>(
  io: CommandIo,
  work: (database: OpenDatabase) => Promise<T>,
): Promise<T> {
  const config = loadConfig(io.env, { repoRoot: io.cwd });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function findCompany(db: Database, ref: string) {
  const byId = /^\d+$/.test(ref);
  const [row] = await db
    .select({ id: companies.id, key: companies.key })
    .from(companies)
    .where(byId ? eq(companies.id, Number(ref)) : eq(companies.key, ref));
  return row ?? null;
}

/** Runs `work` on the company `ref` names, or says there is none (exit code 1). */
async function withCompany(
  io: CommandIo,
  ref: string,
  work: (db: Database, company: { id: number; key: string }) => Promise<number>,
): Promise<number> {
  return withDatabase(io, async ({ db }) => {
    const found = await findCompany(db, ref);
    if (!found) {
      tell(io, `no company ${ref}`);
      return 1;
    }
    return work(db, found);
  });
}

/** The company's outlet by its venue file key or id; undefined when it has none such. */
async function findOutlet(db: Database, companyId: number, ref: string) {
  const [row] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(
      and(
        eq(outlets.companyId, companyId),
        /^\d+$/.test(ref) ? eq(outlets.id, Number(ref)) : eq(outlets.key, ref),
      ),
    );
  return row?.id;
}

async function createOwner(io: CommandIo, args: string[]): Promise<number> {
  const given = flags(args);
  const company = given?.get('company');
  const email = emailSchema.safeParse(given?.get('email'));
  const name = staffNameSchema.safeParse(given?.get('name'));
  if (given?.size !== 3 || company === undefined) {
    tell(io, USAGE);
    return 2;
  }
  if (!email.success || !name.success) {
    tell(io, !email.success ? '--email: not an e-mail address' : '--name: give a name');
    return 2;
  }
  const password = await readPassword(io);
  if (password === null) return 1;
  return withDatabase(io, async ({ db }) => {
    const found = await findCompany(db, company);
    if (!found) {
      tell(io, `no company ${company} (pnpm venue import adds one)`);
      return 1;
    }
    const owner = await db.transaction(async (tx) => {
      const row = await addStaffMember(tx, found.id, {
        name: name.data,
        email: email.data,
        role: 'owner',
        password,
      });
      await recordAudit(tx, {
        companyId: found.id,
        outletId: null,
        staffId: null,
        action: 'staff.createOwner',
        subject: `owner ${row.email}`,
        details: { staff_id: row.id, name: row.name, by: 'pnpm staff create-owner' },
      });
      return row;
    });
    say(io, `added ${owner.name} <${owner.email}> as an owner of ${found.key}`);
    return 0;
  });
}

async function setPassword(io: CommandIo, args: string[]): Promise<number> {
  const given = flags(args);
  const email = emailSchema.safeParse(given?.get('email'));
  if (given?.size !== 1) {
    tell(io, USAGE);
    return 2;
  }
  if (!email.success) {
    tell(io, '--email: not an e-mail address');
    return 2;
  }
  const password = await readPassword(io);
  if (password === null) return 1;
  return withDatabase(io, async ({ db }) => {
    const person = await db.transaction(async (tx) => {
      const row = await setStaffPassword(tx, email.data, password, new Date());
      if (row === null) return null;
      await recordAudit(tx, {
        companyId: row.companyId,
        outletId: row.outletId,
        staffId: null,
        action: 'staff.setPassword',
        subject: `${row.role} ${row.email}`,
        details: { staff_id: row.id, name: row.name, by: 'pnpm staff set-password' },
      });
      return row;
    });
    if (person === null) {
      tell(io, `no one signs in with ${email.data}`);
      return 1;
    }
    say(io, `${person.name} <${person.email}> has a new password; their sessions ended`);
    return 0;
  });
}

async function list(io: CommandIo, args: string[]): Promise<number> {
  const [ref] = args;
  if (ref === undefined || args.length !== 1) {
    tell(io, USAGE);
    return 2;
  }
  return withCompany(io, ref, async (db, found) => {
    for (const row of await companyStaff(db, found.id)) {
      const where = row.outletId === null ? 'every outlet' : `outlet ${String(row.outletId)}`;
      say(io, `${String(row.id)}\t${row.role}\t${row.email}\t${row.name}\t${where}`);
    }
    return 0;
  });
}

async function addKey(io: CommandIo, args: string[]): Promise<number> {
  const given = flags(args);
  const company = given?.get('company');
  const name = staffNameSchema.safeParse(given?.get('name'));
  const role = staffRoleSchema.safeParse(given?.get('role'));
  const outlet = given?.get('outlet');
  if (given === null || company === undefined || given.size !== (outlet === undefined ? 3 : 4)) {
    tell(io, USAGE);
    return 2;
  }
  if (!name.success || !role.success) {
    tell(io, !name.success ? '--name: say what the key is for' : '--role: owner, manager or staff');
    return 2;
  }
  return withCompany(io, company, async (db, found) => {
    const outletId = outlet === undefined ? null : await findOutlet(db, found.id, outlet);
    if (outletId === undefined) {
      tell(io, `${found.key} has no outlet ${outlet ?? ''} (its key in the venue file, or id)`);
      return 1;
    }
    const made = await db.transaction(async (tx) => {
      const created = await createApiKey(tx, {
        companyId: found.id,
        outletId,
        role: role.data,
        name: name.data,
      });
      await recordAudit(tx, {
        companyId: found.id,
        outletId: created.row.outletId,
        staffId: null,
        action: 'staff.addKey',
        subject: `API key "${created.row.name}"`,
        details: { api_key_id: created.row.id, role: created.row.role, by: 'pnpm staff add-key' },
      });
      return created;
    });
    say(
      io,
      `API key ${String(made.row.id)} "${made.row.name}" (${made.row.role}) of ${found.key}; ` +
        'send it as Authorization: Bearer. It is shown only now:',
    );
    say(io, made.key);
    return 0;
  });
}

async function listKeys(io: CommandIo, args: string[]): Promise<number> {
  const [ref] = args;
  if (ref === undefined || args.length !== 1) {
    tell(io, USAGE);
    return 2;
  }
  return withCompany(io, ref, async (db, found) => {
    for (const row of await companyApiKeys(db, found.id)) {
      const where = row.outletId === null ? 'every outlet' : `outlet ${String(row.outletId)}`;
      say(
        io,
        `${String(row.id)}\t${row.role}\t${row.name}\t${where}\t${row.createdAt.toISOString()}`,
      );
    }
    return 0;
  });
}

async function revokeKey(io: CommandIo, args: string[]): Promise<number> {
  const given = flags(args);
  const company = given?.get('company');
  const id = given?.get('id');
  if (given?.size !== 2 || company === undefined || id === undefined || !/^\d+$/.test(id)) {
    tell(io, USAGE);
    return 2;
  }
  return withCompany(io, company, async (db, found) => {
    const revoked = await db.transaction(async (tx) => {
      const row = await revokeApiKey(tx, found.id, Number(id), new Date());
      if (row === null) return null;
      await recordAudit(tx, {
        companyId: found.id,
        outletId: row.outletId,
        staffId: null,
        action: 'staff.revokeKey',
        subject: `API key "${row.name}"`,
        details: { api_key_id: row.id, by: 'pnpm staff revoke-key' },
      });
      return row;
    });
    if (revoked === null) {
      tell(io, `${found.key} has no live API key ${id}`);
      return 1;
    }
    say(io, `revoked API key ${id} "${revoked.name}" of ${found.key}`);
    return 0;
  });
}

/** `pnpm staff …`: one of the commands above on its arguments; its exit code (2: a usage error). */
export async function staffCommand(argv: string[], io: CommandIo): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'create-owner') return createOwner(io, args);
  if (command === 'set-password') return setPassword(io, args);
  if (command === 'list') return list(io, args);
  if (command === 'add-key') return addKey(io, args);
  if (command === 'list-keys') return listKeys(io, args);
  if (command === 'revoke-key') return revokeKey(io, args);
  tell(io, USAGE);
  return 2;
}
