/**
 * Operator CLI: `npm run admin -- <command> <code> [--reason …]`.
 * Works whether or not the server runs: when DATA_DIR/admin.json names a server
 * that answers, the command goes through it (PGlite lets only one process open
 * the data directory, and the server's caches must drop the link at once);
 * otherwise it opens the database directly. The last line of output is JSON.
 */

import { errorText } from "../core/error-text";
import { DataDirBusyError, openDatabase } from "../db/client.server";
import { readAdminFile } from "../server/admin/admin-file.server";
import {
  type AdminRequest,
  type AdminResult,
  isAdminCommand,
  runAdminCommand,
} from "../server/admin/run-admin-command.server";
import { readEnv } from "../server/env.server";
import { publishInvalidationOnce } from "../server/links/link-cache-bus.server";

const USAGE = `Usage: npm run admin -- <command> <code | email> [--reason "…"]
Commands:
  stats <code>                    clicks (human), bots and breakdowns, as JSON
  remove <code> [--reason "…"]     hide a link (it resolves as not found)
  restore <code>                  make a removed link work again
  ban-creator <code> [--reason …]  stop whoever created this link from creating more; hides their links
  unban-creator <code>            lift that ban
  ban-account <email>             suspend an account: it cannot log in and its links show Link Not Found
  unban-account <email>           lift that suspension (its links work again)`;

function parseArgs(argv: string[]): AdminRequest | string {
  const [command, ...rest] = argv;
  if (!isAdminCommand(command))
    return command === undefined ? USAGE : `Unknown command "${command}".\n${USAGE}`;
  let code: string | undefined;
  let reason: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    if (arg === "--reason") reason = rest[++i] ?? "";
    else if (arg.startsWith("--reason=")) reason = arg.slice("--reason=".length);
    else if (code === undefined) code = arg.replace(/^\/+/, "");
    else return `Unexpected argument "${arg}".\n${USAGE}`;
  }
  if (code === undefined || code === "")
    return `Missing <${command.endsWith("-account") ? "email" : "code"}>.\n${USAGE}`;
  return { command, code, reason };
}

async function viaServer(dataDir: string, request: AdminRequest): Promise<AdminResult | null> {
  const file = readAdminFile(dataDir);
  if (file === null) return null;
  const base = `http://127.0.0.1:${file.port}/__admin`;
  const headers = { authorization: `Bearer ${file.token}`, "content-type": "application/json" };
  try {
    const ping = await fetch(`${base}/ping`, { headers, signal: AbortSignal.timeout(2000) });
    if (!ping.ok) return null;
  } catch {
    return null; // stale file (server killed) or not answering: try the database directly
  }
  console.error(`(through the running server, pid ${file.pid})`);
  const response = await fetch(`${base}/${request.command}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ code: request.code, reason: request.reason }),
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as AdminResult;
}

async function direct(request: AdminRequest): Promise<AdminResult> {
  const env = readEnv();
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  console.error(
    `(directly on ${database.kind === "pglite" ? `the embedded database in ${env.dataDir}` : "PostgreSQL"})`,
  );
  try {
    return await runAdminCommand(
      {
        db: database.db,
        // No server answered here; servers elsewhere (PostgreSQL + Redis) still hear about it.
        invalidate: async (message) => {
          if (env.redisUrl !== undefined)
            await publishInvalidationOnce(env.redisUrl, message).catch((err: unknown) =>
              console.error(`warning: could not tell other servers through Redis: ${String(err)}`),
            );
        },
      },
      request,
    );
  } finally {
    await database.close();
  }
}

const MESSAGES: Record<string, string> = {
  not_found: "No link has that code.",
  no_creator: "That link has no recorded creator (it was not created anonymously).",
  account_not_found: "No account has that email.",
};

async function main(): Promise<number> {
  const request = parseArgs(process.argv.slice(2));
  if (typeof request === "string") {
    console.error(request);
    return 2;
  }
  const env = readEnv();
  const result = (await viaServer(env.dataDir, request)) ?? (await direct(request));
  if (!result.ok) {
    console.error(MESSAGES[result.error] ?? result.error);
    console.log(JSON.stringify({ error: result.error }));
    return 1;
  }
  console.log(JSON.stringify(result.result));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof DataDirBusyError)
      console.error(
        `${err.message}\nThe server holding it did not answer on its admin endpoint; is it still starting?`,
      );
    else console.error(errorText(err, { stack: false }));
    process.exit(1);
  },
);
