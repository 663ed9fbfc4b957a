import { defineConfig } from "drizzle-kit";

// Migrations are generated once and committed; both PGlite and PostgreSQL run them at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
