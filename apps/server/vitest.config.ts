import { tabulaVitest } from '@tabula/vitest-config';
import { trustFile } from '../sandbox/src/certs';

// The test processes trust the sandbox's authority, as the launcher makes the server's process
// trust it: the stand-in of Apple's merchant validation serves https with a certificate it
// signed. Node reads NODE_EXTRA_CA_CERTS when a process starts, so it is set here, before vitest
// forks the processes that run the test files.
process.env.NODE_EXTRA_CA_CERTS = trustFile(process.env.NODE_EXTRA_CA_CERTS);

// Each test file starts its own server on its own database (an in-memory PGlite, and a fresh
// PostgreSQL database when one is reachable), so files may run side by side. Starting one means
// migrating and seeding the embedded PGlite, which under a full `pnpm test` on two shared cores
// has taken over a minute: the hooks that start servers get three (a hang still fails).
// Vitest gives a 2-core machine a single worker; these files spend most of their time waiting on
// PostgreSQL, sockets and the card sandbox, so two run side by side (CONTRIBUTING.md has the
// figures).
// Each worker imports the server's modules once for all the files it runs (`isolate: false`):
// importing them again for every file, and compiling PGlite's WebAssembly again in every new
// process, took a third of the suite's time. A file shares no state with another through them:
// every file builds its own server, database, clock and sandbox, and none mocks a module.
export default tabulaVitest({
  test: { hookTimeout: 180_000, maxWorkers: 2, pool: 'forks', isolate: false },
});
