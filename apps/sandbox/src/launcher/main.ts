import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildCardSandbox, type CardSandbox } from '../cards/card-sandbox';
import { trustFile } from '../certs';
import {
  startAppleValidation,
  type AppleValidation,
} from '../cards/mastercard/apple-validation-server';
import {
  launchPlan,
  newSandboxKeys,
  publicSandboxUrl,
  requestedServerPort,
  sandboxKeysFor,
  sandboxBanner,
  serverEnvironment,
} from './launch-plan';

/** The server's built entry, beside this app in the repository (apps/server/dist/main.js). */
const SERVER_ENTRY = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

/** Where a restaurant points its providers' notifications at the server (its webhook routes). */
const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';
const ADYEN_WEBHOOK_PATH = '/webhooks/adyen';
const HOSTED_PAGES_WEBHOOK_PATH = '/webhooks/hosted-pages';

/** A port of 127.0.0.1 nobody listens on right now (for PORT=0, so the sandbox knows it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * `pnpm start`: plays each outside party the environment configures no keys for (the card
 * providers, Turnstile and the hosted-page provider) on the sandbox's own port, then starts the server
 * (apps/server/dist/main.js) with those parties configured as a restaurant's would be, and
 * forwards signals to it. With every key set, or NODE_ENV=production, it plays nothing and only
 * runs the server. docs/adr/0008-card-providers-sandbox-process.md.
 */
async function main(): Promise<void> {
  const env = process.env;
  const serverPort = requestedServerPort(env) ?? (await freePort());
  const plan = launchPlan(env, serverPort);
  let sandbox: CardSandbox | null = null;
  let appleValidation: AppleValidation | null = null;
  let extra: Record<string, string | undefined> = { PORT: String(serverPort) };
  if (plan.plays.length > 0) {
    const keys = sandboxKeysFor(env, newSandboxKeys());
    const server = `http://127.0.0.1:${String(serverPort)}`;
    let publicUrl = '';
    sandbox = buildCardSandbox({
      stripe: keys.stripe,
      mastercard: keys.mastercard,
      stripeWebhookUrl: () => `${server}${STRIPE_WEBHOOK_PATH}`,
      adyen: keys.adyen,
      adyenWebhookUrl: () => `${server}${ADYEN_WEBHOOK_PATH}`,
      ...(plan.plays.includes('turnstile') ? { turnstile: keys.turnstile } : {}),
      ...(plan.plays.includes('hosted_pages')
        ? {
            hostedPages: {
              secret: keys.hostedPagesSecret,
              webhookUrl: () => `${server}${HOSTED_PAGES_WEBHOOK_PATH}`,
            },
          }
        : {}),
      publicUrl: () => publicUrl,
      appOrigin: () => plan.appOrigin,
    });
    await sandbox.server.listen({ port: plan.sandboxPort, host: plan.host });
    const port = (sandbox.server.server.address() as AddressInfo).port;
    publicUrl = publicSandboxUrl(plan, port);
    // Apple's validation is called by the server only, on this machine: any free port of 127.0.0.1.
    appleValidation = plan.plays.includes('mastercard') ? await startAppleValidation({}) : null;
    extra = serverEnvironment(
      plan,
      keys,
      {
        sandboxUrl: publicUrl,
        apiUrl: `http://127.0.0.1:${String(port)}`,
        appleValidation:
          appleValidation === null
            ? null
            : { origin: appleValidation.origin, trustFile: trustFile(env.NODE_EXTRA_CA_CERTS) },
      },
      env,
    );
    console.log(
      ['', ...sandboxBanner(plan, publicUrl, appleValidation?.validationUrl ?? null)].join('\n'),
    );
  }
  // A benchmark's CPU profile of the server (apps/server/bench/burst.mjs --profile DIR): node
  // writes it to that folder when the server exits, one file per process.
  const profileDir = env.SERVER_CPU_PROFILE_DIR;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profiling, SERVER_ENTRY], {
    env: { ...env, ...extra },
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      child.kill(signal);
    });
  }
  child.once('exit', (code, signal) => {
    void Promise.all([sandbox?.close(), appleValidation?.close()]).finally(() => {
      process.exit(code ?? (signal === null ? 1 : 0));
    });
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
