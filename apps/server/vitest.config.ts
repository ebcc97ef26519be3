import { tabulaVitest } from '@tabula/vitest-config';

// Each test file starts its own server on its own database (an in-memory PGlite, and a fresh
// PostgreSQL database when one is reachable), so files may run side by side.
export default tabulaVitest();
