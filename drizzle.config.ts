import { defineConfig } from "drizzle-kit";

// `npm run db:generate` turns changes of the schema into a new SQL migration; the Shop API applies
// the committed migrations at start (PGlite, or PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  dialect: "postgresql",
  schema: "./shop-api/server/db/schema.ts",
  out: "./shop-api/server/db/migrations",
  strict: true,
});
