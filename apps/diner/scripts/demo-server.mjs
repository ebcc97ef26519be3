/* global process, console, setTimeout, clearTimeout, fetch */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyBlankCluster } from './blank-cluster.mjs';
import { DINER_DIST, DINER_SSR, LAUNCHER_ENTRY, POS_DIST, VENUE_ENTRY } from './ensure-builds.mjs';

/** The demo companies by the names the seed gives them (apps/server/src/seed/seed-demo.ts). */
const DEMO_VENUES = { cafe: 'Kopi & Kaya Cafe', kuwait: 'Bait Al Kuwait' };

/** How long a first start may take: migrations and the seed on PGlite, on a busy 2-core machine. */
const START_TIMEOUT_MS = 120_000;

/** A port of 127.0.0.1 nobody listens on right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolvePort(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/**
 * The QR links of the start banner (apps/server/src/welcome.ts): a heading per company and outlet
 * ("  Kopi & Kaya Cafe, outlet 1"), then one line per code ("    Table T1 (pay first)   http://…/q/{token}").
 * A table's mode in brackets is not part of its label: the journeys ask for "Table T1", "Table 10";
 * nor is a note after the link ("a bill of SGD 43.16 to split" on S1).
 * The tokens are random on every seed, so the banner is the one place that names them.
 *
 * @param text - the server's stdout
 * @returns one entry per QR code, in banner order
 */
export function parseQrLinks(text) {
  const links = [];
  let company = null;
  let outletId = null;
  for (const line of text.split('\n')) {
    const heading = /^ {2}(\S.*), outlet (\d+)$/.exec(line);
    if (heading) {
      company = heading[1];
      outletId = Number(heading[2]);
      continue;
    }
    const code = /^ {4}(\S.*?)\s+(https?:\/\/\S+\/q\/([A-Za-z0-9_-]+))(?: {2}.*)?$/.exec(line);
    if (code && company !== null) {
      const label = code[1].replace(/ \((open tab|pay first|scan and pay)\)$/, '');
      links.push({ company, outletId, label, url: code[2], token: code[3] });
    }
  }
  return links;
}

/**
 * The card sandbox's public address, from the launcher's line "Card sandbox (…): http://…"
 * (apps/sandbox/src/launcher/launch-plan.ts), or null when the banner names none (every provider has real keys).
 *
 * @param text - the server's stdout
 */
export function parseCardSandbox(text) {
  const line = /^Card sandbox \(.*\): (https?:\/\/\S+)$/m.exec(text);
  return line ? line[1] : null;
}

/** The validation URL of the sandbox's stand-in of Apple, from the launcher's banner, or null. */
function parseAppleValidation(text) {
  const line = /^ {2}Apple's merchant validation: (https:\/\/\S+)/m.exec(text);
  return line ? line[1] : null;
}

/** The demo owners' addresses, in the banner's order (the cafe's, then Kuwait's). */
function parseDemoOwners(text) {
  const line = /^ {2}sign in as a demo owner: (.+)$/m.exec(text);
  if (!line) throw new Error('the banner names no demo owner');
  const [cafe, kuwait] = line[1].split(', ');
  return { cafe, kuwait };
}

/**
 * The e2e tests' view of the demo (e2e/support/venues.ts reads it): per venue its company name,
 * outlet and links by label ("Counter", "Table T1", …).
 *
 * @param companies - the venues' keys and their companies' names
 */
function demoVenues(links, companies) {
  const venues = {};
  for (const [key, company] of Object.entries(companies)) {
    const own = links.filter((link) => link.company === company);
    if (own.length === 0) throw new Error(`the start banner lists no QR link of ${company}`);
    venues[key] = {
      company,
      outletId: own[0].outletId,
      links: Object.fromEntries(own.map((link) => [link.label, link.url])),
    };
  }
  return venues;
}

/**
 * Runs the launcher with this environment until its banner is printed and the app's index
 * answers, its output appended to the log. Resolves with the banner's output and `stop()`.
 */
async function launch(env, origin, log) {
  const child = spawn(process.execPath, [LAUNCHER_ENTRY], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = null;
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
    log.write(chunk);
  });
  child.stderr.on('data', (chunk) => log.write(chunk));
  const exit = new Promise((resolveExit) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolveExit(exited);
    });
  });
  const stop = async () => {
    if (exited !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    // The banner's last block is the outbox line (welcome.ts), printed after listen().
    while (!/^Outbox/m.test(output)) {
      if (exited !== null) throw new Error(`the server exited (${JSON.stringify(exited)})`);
      if (Date.now() > deadline) throw new Error('the server printed no banner in time');
      await new Promise((wait) => setTimeout(wait, 200));
    }
    const answer = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
    if (!answer.ok) throw new Error(`GET / answered ${String(answer.status)}`);
    return { output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Imports a venue file into the stopped server's database as a restaurant does
 * (`pnpm venue import FILE`, docs/getting-started.md), its output appended to the log.
 */
async function importVenueFile(env, file, log) {
  const child = spawn(process.execPath, [VENUE_ENTRY, 'import', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log.write(chunk));
  child.stderr.on('data', (chunk) => log.write(chunk));
  const [code] = await new Promise((resolveExit) => {
    child.once('exit', (...result) => resolveExit(result));
  });
  if (code !== 0) throw new Error(`pnpm venue import ${file} failed (exit ${String(code)})`);
}

/**
 * Starts the product as `pnpm start` does (apps/sandbox's launcher, which plays the providers the
 * environment does not configure and starts apps/server/dist/main.js), but on a free port of
 * 127.0.0.1 with a fresh embedded database in a temporary folder, so it seeds the demo
 * restaurants; it serves the diner app from apps/diner/dist. Resolves once the banner is printed
 * and the app's index answers.
 *
 * @param options - `env`: variables added to the server's environment (a journey that runs its own
 *   server with another configuration); `venueFiles`: venue files a restaurant would import
 *   besides the demo, imported as docs/getting-started.md says (the first start seeds the demo,
 *   the server stops, `pnpm venue import` runs for each file, the server starts again), their
 *   companies then in `venues` by their names
 * @returns origin, port, staffToken (the machine token), owners (each demo company's owner and
 *   their password), venues (see demoVenues), the temporary folder, `logTail()` and
 * `stop()`
 */
export async function startDemoServer(options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= PORT_ATTEMPTS) throw error;
      console.error(`[tabula] ${error.message}: starting the demo server on another one.`);
    }
  }
}

/**
 * The origins of the demo servers this process started and has not stopped: a journey that runs
 * a server of its own serves the app from there, and its accessibility checks follow it
 * (e2e/support/axe-screens.ts).
 */
export const runningOrigins = new Set();

/** How many free ports a demo server tries before it gives up. */
const PORT_ATTEMPTS = 3;

/**
 * The port picked for the server was taken between the pick and the server's listen (another
 * server starting beside it, or its own card sandbox on port 0, may be handed the same port).
 */
class PortTaken extends Error {}

/** One try of {@link startDemoServer}, on one free port. */
async function startOnce(options) {
  const dir = await mkdtemp(join(tmpdir(), 'tabula-demo-'));
  await copyBlankCluster(join(dir, 'data', 'pglite'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  const staffToken = randomBytes(18).toString('base64url');
  const ownerPassword = randomBytes(12).toString('base64url');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    DINER_DIST,
    DINER_SSR,
    POS_DIST,
    PUBLIC_URL: origin,
    STAFF_TOKEN: staffToken,
    DEMO_OWNER_PASSWORD: ownerPassword,
    // The card sandbox on a free port of its own, never the port after the server's.
    CARD_SANDBOX_PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The journeys check every answer against the contract, and refuse a query beside an open
    // transaction (it would hang on this PGlite), as the tests do (`pnpm start` does not: it runs
    // at production speed).
    CHECK_ANSWERS: 'true',
    CHECK_TRANSACTIONS: 'true',
    ...options.env,
  };
  // A fresh PGlite every run: never a PostgreSQL the caller's environment may point at.
  delete env.DATABASE_URL;
  delete env.NODE_ENV;

  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const logTail = async (lines = 40) => {
    const text = await readFile(logFile, 'utf8').catch(() => '');
    return text.split('\n').slice(-lines).join('\n');
  };
  let running = null;
  const stop = async () => {
    runningOrigins.delete(origin);
    await running?.stop();
    await new Promise((resolveEnd) => log.end(resolveEnd));
    await rm(dir, { recursive: true, force: true });
  };

  try {
    running = await launch(env, origin, log);
    const venueFiles = options.venueFiles ?? [];
    if (venueFiles.length > 0) {
      // The embedded database serves one process at a time: stop, import, start again.
      await running.stop();
      running = null;
      for (const file of venueFiles) {
        await importVenueFile(env, file, log);
      }
      running = await launch(env, origin, log);
    }
    const { output } = running;
    const links = parseQrLinks(output);
    const demoNames = new Set(Object.values(DEMO_VENUES));
    const others = new Set(links.map((link) => link.company).filter((n) => !demoNames.has(n)));
    const venues = {
      ...demoVenues(links, DEMO_VENUES),
      ...demoVenues(links, Object.fromEntries([...others].map((name) => [name, name]))),
    };
    const cardSandbox = parseCardSandbox(output);
    const appleValidation = parseAppleValidation(output);
    const owners = { ...parseDemoOwners(output), password: ownerPassword };
    runningOrigins.add(origin);
    return {
      origin,
      port,
      staffToken,
      owners,
      venues,
      cardSandbox,
      appleValidation,
      dir,
      logTail,
      stop,
    };
  } catch (error) {
    const tail = await logTail();
    await stop();
    if (tail.includes('EADDRINUSE')) throw new PortTaken(`port ${String(port)} was taken`);
    console.error(`[tabula] The demo server did not start. Its log:\n${tail}`);
    throw error;
  }
}

/** Writes what the tests need to know about the running demo to a JSON file; returns its path. */
export async function writeDemoFile(server) {
  const file = join(server.dir, 'demo.json');
  const { origin, staffToken, owners, venues, cardSandbox, appleValidation } = server;
  await writeFile(
    file,
    `${JSON.stringify({ origin, staffToken, owners, venues, cardSandbox, appleValidation }, null, 2)}\n`,
  );
  return file;
}
