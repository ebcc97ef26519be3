import { tabulaVitest } from '@tabula/vitest-config';

// Each test file starts its own server on its own database (an in-memory PGlite, and a fresh
// PostgreSQL database when one is reachable), so files may run side by side. Starting one means
// migrating and seeding the embedded PGlite, which under a full `pnpm test` on two shared cores
// has taken over a minute: the hooks that start servers get three (a hang still fails).
// Vitest gives a 2-core machine a single worker; these files spend most of their time waiting on
// PostgreSQL, sockets and the card sandbox, so two run side by side (CONTRIBUTING.md has the
// figures).
export default tabulaVitest({ test: { hookTimeout: 180_000, maxWorkers: 2 } });
