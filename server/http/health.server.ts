import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { apiError } from "#core/errors";
import type { Db } from "#db/client.server";
import { sendError } from "../error-response.server";

/** A database that has not answered `select 1` by then counts as down (a cut network may never answer). */
const PROBE_TIMEOUT_MS = 2000;

/**
 * `GET /` (mounted at /api/health) for load balancers and process managers:
 * 200 `{"status":"ok"}` when the database answers, 503 when it does not. Redis is
 * not checked: without it the site still serves (limits fall back to memory).
 */
export function healthRoutes(db: Db, timeoutMs = PROBE_TIMEOUT_MS): Hono {
  const app = new Hono();
  app.get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    if (await databaseAnswers(db, timeoutMs)) return c.json({ status: "ok" });
    c.header("Retry-After", "5");
    return sendError(c, { status: "unavailable", ...apiError("unavailable") }, 503);
  });
  app.all("/", (c) => sendError(c, apiError("method_not_allowed"), 405, { Allow: "GET, HEAD" }));
  return app;
}

async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const probe = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
