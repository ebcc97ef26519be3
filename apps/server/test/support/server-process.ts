import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

/*
 * A server in a process of its own, started as `pnpm start` starts it (src/main.ts, through tsx),
 * for the tests that kill it, restart it or run several side by side (test/faults,
 * test/cluster, test/venue/two-processes). Every other test starts its server in its own
 * process (support/harness.ts).
 */

/** The server package's folder, where src/main.ts runs from. */
export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A started server process: its address, the process, and everything it printed. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts src/main.ts on a free port of 127.0.0.1 in production mode, without the diner app and
 * the POS (their folders do not exist), the card sandbox on a port of its own (the port after the
 * server's may be another test file's), logging warnings only; `env` adds the database, tokens
 * and the rest. Resolves once the banner's last block (`Outbox…`, printed after listen()) is out.
 *
 * @throws when the process exits first, or prints no banner within `timeoutMs` (migrations, the
 *   tsx transform and the start on a busy 2-core machine)
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      CARD_SANDBOX_PORT: '0',
      DINER_DIST: '/nonexistent-diner-dist',
      POS_DIST: '/nonexistent-pos-dist',
      LOG_LEVEL: 'warn',
      INIT_CWD: SERVER_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no banner in time:\n${output}`));
    }, timeoutMs);
    const check = () => {
      if (/^Outbox/m.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${String(code)}):\n${output}`));
    });
  });
  return { url, child, output: () => output };
}

/** Whether the process has ended. */
function ended(server: ServerProcess): boolean {
  return server.child.exitCode !== null || server.child.signalCode !== null;
}

/** SIGKILL: no shutdown hook, no draining, no last write. */
export async function killServerProcess(server: ServerProcess): Promise<void> {
  if (ended(server)) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** SIGTERM, as a platform stops a process, then SIGKILL after 10 s; resolves once it exited. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || ended(server)) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
