import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --name <what>` writes the next SQL migration; src/server/db/migrate.ts applies them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
})
