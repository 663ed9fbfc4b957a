import type { Db } from "#db/client.server";
import { setAccountBan } from "../accounts/set-account-ban.server";
import { banCreator } from "../creators/ban-creator.server";
import { unbanCreator } from "../creators/unban-creator.server";
import type { CacheInvalidation } from "../links/link-cache-bus.server";
import { readLinkStats } from "../links/read-link-stats.server";
import { removeLink } from "../links/remove-link.server";
import { restoreLink } from "../links/restore-link.server";

export const ADMIN_COMMANDS = [
  "stats",
  "remove",
  "restore",
  "ban-creator",
  "unban-creator",
  "ban-account",
  "unban-account",
] as const;
export type AdminCommand = (typeof ADMIN_COMMANDS)[number];

export interface AdminRequest {
  command: AdminCommand;
  /** A link's code, or an account's email for the account commands. */
  code: string;
  reason?: string | null;
}

export type AdminResult = { ok: true; result: Record<string, unknown> } | { ok: false; error: string };

export interface AdminContext {
  db: Db;
  invalidate: (message: CacheInvalidation) => Promise<void>;
  /** Writes buffered clicks first, so stats include every click served so far (server only). */
  flushClicks?: () => Promise<void>;
}

export function isAdminCommand(value: unknown): value is AdminCommand {
  return typeof value === "string" && (ADMIN_COMMANDS as readonly string[]).includes(value);
}

/** One dispatcher for the CLI's two routes: directly on the database, or through the running server. */
export async function runAdminCommand(ctx: AdminContext, request: AdminRequest): Promise<AdminResult> {
  const reason = request.reason ?? null;
  switch (request.command) {
    case "stats": {
      await ctx.flushClicks?.();
      const r = await readLinkStats(ctx.db, request.code);
      return r.ok ? { ok: true, result: { ...r.stats } } : r;
    }
    case "remove": {
      const r = await removeLink(ctx.db, ctx.invalidate, request.code, reason);
      return r.ok ? { ok: true, result: { removed: r.code } } : r;
    }
    case "restore": {
      const r = await restoreLink(ctx.db, ctx.invalidate, request.code);
      return r.ok ? { ok: true, result: { restored: r.code } } : r;
    }
    case "ban-creator": {
      const r = await banCreator(ctx.db, ctx.invalidate, request.code, reason);
      return r.ok ? { ok: true, result: { bannedCreatorOf: r.code } } : r;
    }
    case "unban-creator": {
      const r = await unbanCreator(ctx.db, ctx.invalidate, request.code);
      return r.ok ? { ok: true, result: { unbannedCreatorOf: r.code } } : r;
    }
    case "ban-account": {
      const r = await setAccountBan(ctx.db, ctx.invalidate, request.code, true);
      return r.ok ? { ok: true, result: { bannedAccount: r.email } } : r;
    }
    case "unban-account": {
      const r = await setAccountBan(ctx.db, ctx.invalidate, request.code, false);
      return r.ok ? { ok: true, result: { unbannedAccount: r.email } } : r;
    }
  }
}
