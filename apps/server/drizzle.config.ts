import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts (`pnpm --filter @tabula/server db:generate`) and
// applied at start by both the embedded PGlite and a real PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
