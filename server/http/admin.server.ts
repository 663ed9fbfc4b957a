import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { apiError } from "#core/errors";
import { tokensMatch } from "#domain/admin/admin-file.server";
import { type AdminContext, isAdminCommand, runAdminCommand } from "#domain/admin/run-admin-command.server";
import {
  CHECK_NUMBERS_MAX_PAGE_SIZE,
  CHECK_NUMBERS_PAGE_SIZE,
  checkNumbersPage,
} from "#domain/links/check-numbers.server";
import type { CacheInvalidation } from "#domain/links/link-cache-bus.server";

/** Loopback only: the socket address, never X-Forwarded-For (a proxy on this host would still be refused by the token). */
function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/** A whole number from 0 to PostgreSQL's integer maximum (link ids). */
function isIdOrZero(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 2_147_483_647;
}

/**
 * /__admin/* — the operator CLI's way in while the server holds the database.
 * Requires the token from DATA_DIR/admin.json and a loopback connection;
 * anything else gets a plain 404, as if the path did not exist.
 */
export function adminRoutes(token: string, ctx: AdminContext): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use("*", async (c, next) => {
    const given = (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "");
    let remote: string | undefined;
    try {
      remote = c.env.incoming.socket.remoteAddress;
    } catch {
      remote = undefined;
    }
    if (!isLoopback(remote) || !tokensMatch(token, given)) return c.json(apiError("not_found"), 404);
    await next();
  });
  app.get("/ping", (c) => c.json({ ok: true, pid: process.pid }));
  app.post("/invalidate", async (c) => {
    const body = await c.req.json<Partial<{ kind: string; codeKey: string }>>().catch(() => null);
    const message: CacheInvalidation =
      body?.kind === "link" && typeof body.codeKey === "string"
        ? { kind: "link", codeKey: body.codeKey }
        : { kind: "all" };
    await ctx.invalidate(message);
    return c.json({ ok: true });
  });
  // Before "/:command": a page of the number scan, not a command on one link.
  app.post("/check-numbers", async (c) => {
    const body = await c.req.json<Partial<{ after: unknown; limit: unknown }>>().catch(() => null);
    const after = body?.after;
    const limit = body?.limit ?? CHECK_NUMBERS_PAGE_SIZE;
    if (!isIdOrZero(after) || !isIdOrZero(limit) || limit < 1 || limit > CHECK_NUMBERS_MAX_PAGE_SIZE)
      return c.json({ ok: false, error: "invalid_request" }, 400);
    return c.json({ ok: true, result: await checkNumbersPage(ctx.db, after, limit) });
  });
  app.post("/:command", async (c) => {
    const command = c.req.param("command");
    const body = await c.req.json<Partial<{ code: string; reason: string }>>().catch(() => null);
    if (!isAdminCommand(command) || typeof body?.code !== "string")
      return c.json({ ok: false, error: "invalid_request" }, 400);
    const result = await runAdminCommand(ctx, {
      command,
      code: body.code,
      reason: typeof body.reason === "string" ? body.reason : null,
    });
    return c.json(result, result.ok ? 200 : 404);
  });
  return app;
}
