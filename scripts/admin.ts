/**
 * Operator CLI: `npm run admin -- <command> <code> [--reason …]`.
 * Works whether or not the server runs: when DATA_DIR/admin.json names a server
 * that answers, the command goes through it (PGlite lets only one process open
 * the data directory, and the server's caches must drop the link at once);
 * otherwise it opens the database directly. The last line of output is JSON.
 */

import { errorText } from "#core/error-text";
import { DataDirBusyError, openDatabase } from "#db/client.server";
import { type AdminFile, readAdminFile } from "#domain/admin/admin-file.server";
import { type AdminRequest, type AdminResult, runAdminCommand } from "#domain/admin/run-admin-command.server";
import {
  CHECK_NUMBERS_JSON_LIMIT,
  CHECK_NUMBERS_PAGE_SIZE,
  type CheckNumbersPage,
  checkNumbersLine,
  checkNumbersPage,
  scanNumbers,
} from "#domain/links/check-numbers.server";
import { publishInvalidationOnce } from "#domain/links/link-cache-bus.server";
import { readEnv } from "#server/env.server";
import { readAdminArgs, USAGE } from "./admin-args";

async function viaServer(dataDir: string, request: AdminRequest): Promise<AdminResult | null> {
  // No answer (not running, or a stale file from a killed server): try the database directly.
  const file = await answeringServer(dataDir);
  if (file === null) return null;
  const base = `http://127.0.0.1:${file.port}/__admin`;
  const headers = { authorization: `Bearer ${file.token}`, "content-type": "application/json" };
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

/** The running server named by admin.json when it answers its ping; null otherwise (not running, or a stale file). */
async function answeringServer(dataDir: string): Promise<AdminFile | null> {
  const file = readAdminFile(dataDir);
  if (file === null) return null;
  try {
    const ping = await fetch(`http://127.0.0.1:${file.port}/__admin/ping`, {
      headers: { authorization: `Bearer ${file.token}` },
      signal: AbortSignal.timeout(2000),
    });
    return ping.ok ? file : null;
  } catch {
    return null;
  }
}

/**
 * check-numbers: a line per impossible number as each page arrives, then the
 * JSON summary. Pages come from the running server when one answers (it holds
 * the embedded database), else straight from the database.
 */
async function checkNumbers(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    console.error(`check-numbers takes no arguments.\n${USAGE}`);
    return 2;
  }
  const env = readEnv();
  const print = (link: Parameters<typeof checkNumbersLine>[0]) => writeLine(checkNumbersLine(link));
  const server = await answeringServer(env.dataDir);
  let summary: Awaited<ReturnType<typeof scanNumbers>>;
  if (server !== null) {
    console.error(`(through the running server, pid ${server.pid})`);
    summary = await scanNumbers(async (after) => {
      const response = await fetch(`http://127.0.0.1:${server.port}/__admin/check-numbers`, {
        method: "POST",
        headers: { authorization: `Bearer ${server.token}`, "content-type": "application/json" },
        body: JSON.stringify({ after, limit: CHECK_NUMBERS_PAGE_SIZE }),
        signal: AbortSignal.timeout(60_000),
      });
      const answer = (await response.json()) as { ok: boolean; result?: CheckNumbersPage; error?: string };
      if (!answer.ok || answer.result === undefined)
        throw new Error(`the server refused a page (${response.status} ${answer.error ?? ""})`);
      return answer.result;
    }, print);
  } else {
    const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
    console.error(
      `(directly on ${database.kind === "pglite" ? `the embedded database in ${env.dataDir}` : "PostgreSQL"})`,
    );
    try {
      summary = await scanNumbers(
        (after) => checkNumbersPage(database.db, after, CHECK_NUMBERS_PAGE_SIZE),
        print,
      );
    } finally {
      await database.close();
    }
  }
  console.error(
    `Checked ${summary.checked} links: ${summary.impossible} cannot receive WhatsApp messages.` +
      (summary.truncated
        ? ` The JSON below lists the first ${CHECK_NUMBERS_JSON_LIMIT}; the lines above list them all.`
        : ""),
  );
  await writeLine(JSON.stringify(summary));
  return 0;
}

/**
 * A line on stdout that waits while the reader is behind (a million lines must not
 * pile up in memory) and until it is handed over: main() ends with process.exit,
 * which would cut off what a pipe has not taken yet.
 */
function writeLine(line: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(`${line}\n`, (err) => (err ? reject(err) : resolve())),
  );
}

async function main(): Promise<number> {
  const [first, ...rest] = process.argv.slice(2);
  if (first === "check-numbers") return checkNumbers(rest);
  const request = readAdminArgs(process.argv.slice(2));
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
