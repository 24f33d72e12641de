import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` to write SQL migrations from the schema: the
// application's own tables, the shared column types (the language enum) and every
// feature's tables, one sequence of migrations for all of them.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/db/columns.ts', './src/features/*/schema.ts'],
  out: './src/server/db/migrations',
});
