import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { apiError } from "#core/errors";
import { WORKSPACE_ID_PATTERN } from "#core/workspace-id";
import { tokensMatch } from "#domain/admin/admin-file.server";
import { type AdminContext, isAdminCommand, runAdminCommand } from "#domain/admin/run-admin-command.server";
import { createApiKey } from "#domain/api-keys/create-api-key.server";
import {
  CHECK_NUMBERS_MAX_PAGE_SIZE,
  CHECK_NUMBERS_PAGE_SIZE,
  checkNumbersPage,
} from "#domain/links/check-numbers.server";
import { EXPORT_PAGE_SIZE, exportLinksPage } from "#domain/links/export-links.server";
import { importLinks, importPageSchema } from "#domain/links/import-links.server";
import type { CacheInvalidation } from "#domain/links/link-cache-bus.server";
import { workspaceExists } from "#domain/workspaces/workspace-exists.server";
import { runtimeMode } from "../env.server";
import { sendError } from "../error-response.server";

const apiKeyRequestSchema = z.object({
  email: z.string().min(1).max(254),
  workspaceId: z.string().regex(WORKSPACE_ID_PATTERN).optional(),
  name: z.string().max(200).optional(),
  scope: z.enum(["read", "write"]),
});

/** A page of an import: at most IMPORT_PAGE_MAX_ROWS rows, whose cells the CLI has bounded. */
export const ADMIN_IMPORT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** Loopback only: the socket address, never X-Forwarded-For (a proxy on this host would still be refused by the token). */
function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/** The CLI on this host: a loopback connection carrying the token from DATA_DIR/admin.json. */
export function isOperatorCall(c: Context<{ Bindings: HttpBindings }>, token: string): boolean {
  const given = (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "");
  let remote: string | undefined;
  try {
    remote = c.env.incoming.socket.remoteAddress;
  } catch {
    remote = undefined;
  }
  return isLoopback(remote) && tokensMatch(token, given);
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
    if (!isOperatorCall(c, token)) return sendError(c, apiError("not_found"), 404);
    await next();
  });
  app.get("/ping", (c) => c.json({ ok: true, pid: process.pid, mode: runtimeMode() }));
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
  // A page of `import`: rows checked and inserted here, since this process holds the database.
  // Whether the workspace of `import`/`export --workspace` exists (asked once per run).
  app.post("/workspace", async (c) => {
    const body = await c.req.json<Partial<{ workspace: unknown }>>().catch(() => null);
    const workspace = body?.workspace;
    if (typeof workspace !== "string" || !WORKSPACE_ID_PATTERN.test(workspace))
      return c.json({ ok: false, error: "invalid_request" }, 400);
    return (await workspaceExists(ctx.db, workspace))
      ? c.json({ ok: true, result: { id: workspace } })
      : c.json({ ok: false, error: "workspace_not_found" }, 404);
  });
  app.post("/import", async (c) => {
    const page = importPageSchema.safeParse(await c.req.json().catch(() => null));
    if (!page.success) return c.json({ ok: false, error: "invalid_request" }, 400);
    const { rows, country, workspaceId } = page.data;
    return c.json({
      ok: true,
      result: await importLinks(
        ctx.db,
        rows,
        { workspaceId: workspaceId ?? null, ...(country === undefined ? {} : { country }) },
        ctx.invalidate,
      ),
    });
  });
  app.post("/api-key", async (c) => {
    const body = apiKeyRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ ok: false, error: "invalid_request" }, 400);
    const result = await createApiKey(ctx.db, body.data);
    if (result.ok) return c.json({ ok: true, result });
    return c.json({ ok: false, error: result.error }, result.error === "too_many_keys" ? 409 : 404);
  });
  app.post("/export", async (c) => {
    const body = await c.req
      .json<Partial<{ after: unknown; limit: unknown; workspaceId: unknown }>>()
      .catch(() => null);
    const after = body?.after;
    const limit = body?.limit ?? EXPORT_PAGE_SIZE;
    const workspaceId = body?.workspaceId ?? null;
    if (!isIdOrZero(after) || !isIdOrZero(limit) || limit < 1 || limit > EXPORT_PAGE_SIZE)
      return c.json({ ok: false, error: "invalid_request" }, 400);
    if (workspaceId !== null && (typeof workspaceId !== "string" || !WORKSPACE_ID_PATTERN.test(workspaceId)))
      return c.json({ ok: false, error: "invalid_request" }, 400);
    // The first page counts every click served so far, as `stats` does.
    if (after === 0) await ctx.flushClicks?.();
    return c.json({ ok: true, result: await exportLinksPage(ctx.db, after, limit, workspaceId) });
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
