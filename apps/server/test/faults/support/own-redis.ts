import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createClient } from 'redis';
import { freePort } from '../../support/free-port';

/** The redis-server this machine kind has installed. */
export const REDIS_SERVER = process.env.TEST_REDIS_SERVER ?? '/usr/bin/redis-server';

/** Whether a Redis of a test's own can be started. */
export const REDIS_SERVER_INSTALLED = existsSync(REDIS_SERVER);

/** Whether a Redis answers PING at the address: one try, no reconnecting. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 500, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.disconnect().catch(() => undefined);
  }
}

/**
 * A Redis of the test's own on a port of its own (never the shared one other files use), with
 * nothing written to disk: it can be killed and started again on the same port.
 */
export class OwnRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${String(this.port)}`;
  }

  get running(): boolean {
    return this.process !== null;
  }

  /** Starts the process and waits until it answers PING (5 s at most). */
  async start(): Promise<void> {
    if (this.process) throw new Error('this Redis is already running');
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.process = child;
    child.once('exit', () => {
      if (this.process === child) this.process = null;
    });
    const deadline = performance.now() + 5_000;
    while (!(await redisAnswers(this.url))) {
      if (this.process !== child) throw new Error(`redis-server on ${String(this.port)} exited`);
      if (performance.now() > deadline)
        throw new Error(`redis-server on ${String(this.port)} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Kills the process, as a crash or a lost machine would, and waits until it has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    const exited = new Promise<void>((resolve) =>
      child.once('exit', () => {
        resolve();
      }),
    );
    child.kill('SIGKILL');
    await exited;
    this.process = null;
  }
}
