import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` to write SQL migrations from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts', // gathers the features' schema.ts files
  out: './src/server/db/migrations',
});
