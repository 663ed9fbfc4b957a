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
import { type CreateApiKeyResult, createApiKey } from "#domain/api-keys/create-api-key.server";
import {
  CHECK_NUMBERS_JSON_LIMIT,
  CHECK_NUMBERS_PAGE_SIZE,
  type CheckNumbersPage,
  checkNumbersLine,
  checkNumbersPage,
  scanNumbers,
} from "#domain/links/check-numbers.server";
import { type ExportPage, exportLinksPage } from "#domain/links/export-links.server";
import { type ImportPageResult, importLinks } from "#domain/links/import-links.server";
import { publishInvalidationOnce } from "#domain/links/link-cache-bus.server";
import { workspaceExists } from "#domain/workspaces/workspace-exists.server";
import { readEnv } from "#server/env.server";
import { readAdminArgs, readApiKeyArgs, readTransferArgs, USAGE } from "./admin-args";
import { exportFile, ImportFileError, importFile, type TransferTarget } from "./admin-transfer";

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

/** A POST to the running server's operator endpoint, its JSON answer as it is. */
async function postToServer<T>(
  server: AdminFile,
  path: string,
  body: unknown,
): Promise<{ status: number; answer: { ok: boolean; result?: T; error?: string } }> {
  const response = await fetch(`http://127.0.0.1:${server.port}/__admin/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${server.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  return {
    status: response.status,
    answer: (await response.json()) as { ok: boolean; result?: T; error?: string },
  };
}

/** A page through the running server: its `result`, or an error naming the refusal. */
async function askServer<T>(server: AdminFile, path: string, body: unknown): Promise<T> {
  const { status, answer } = await postToServer<T>(server, path, body);
  if (!answer.ok || answer.result === undefined)
    throw new Error(`the server refused a page (${status} ${answer.error ?? ""})`);
  return answer.result;
}

/** import / export: pages through the running server when one answers, else on the database directly. */
async function transfer(argv: string[]): Promise<number> {
  const args = readTransferArgs(argv);
  if (typeof args === "string") {
    console.error(args);
    return 2;
  }
  const env = readEnv();
  const say = (line: string) => console.error(line);
  const run = async (target: TransferTarget) => {
    const workspaceId = args.workspaceId ?? null;
    if (workspaceId !== null && !(await target.workspaceExists(workspaceId))) {
      console.error(`No workspace ${args.workspaceId} on this installation.`);
      return { error: "workspace_not_found" };
    }
    if (args.command === "export") return exportFile(target, args, workspaceId, env.publicUrl, say);
    try {
      const summary = await importFile(target, args, workspaceId, say);
      // The contract's JSON names each refusal by line and code; the sentences went to stderr.
      return { ...summary, errors: summary.errors.map(({ line, error }) => ({ line, error })) };
    } catch (err) {
      if (!(err instanceof ImportFileError) && (err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      console.error(err instanceof ImportFileError ? err.message : `No file at ${args.file}.`);
      return { error: err instanceof ImportFileError ? "invalid_file" : "file_not_found" };
    }
  };
  const server = await answeringServer(env.dataDir);
  let result: Awaited<ReturnType<typeof run>>;
  if (server !== null) {
    console.error(`(through the running server, pid ${server.pid})`);
    result = await run({
      workspaceExists: async (workspace) => {
        const { status, answer } = await postToServer<{ id: string }>(server, "workspace", { workspace });
        if (status === 404) return false;
        if (!answer.ok || answer.result === undefined)
          throw new Error(`the server refused the workspace (${status} ${answer.error ?? ""})`);
        return true;
      },
      importPage: (rows, options) =>
        askServer<ImportPageResult>(server, "import", {
          rows,
          country: options.country,
          workspaceId: options.workspaceId ?? undefined,
        }),
      exportPage: (after, limit, workspaceId) =>
        askServer<ExportPage>(server, "export", { after, limit, workspaceId }),
    });
  } else {
    const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
    console.error(
      `(directly on ${database.kind === "pglite" ? `the embedded database in ${env.dataDir}` : "PostgreSQL"})`,
    );
    try {
      result = await run({
        workspaceExists: (workspace) => workspaceExists(database.db, workspace),
        // No server answered: none holds these codes as unknown for longer than its one-second negative TTL.
        importPage: (rows, options) => importLinks(database.db, rows, options, async () => {}),
        exportPage: (after, limit, workspaceId) => exportLinksPage(database.db, after, limit, workspaceId),
      });
    } finally {
      await database.close();
    }
  }
  if ("imported" in result)
    console.error(`Imported ${result.imported}, ${result.skipped} already there, ${result.refused} refused.`);
  else if ("exported" in result) console.error(`Wrote ${result.exported} links to ${args.file}.`);
  await writeLine(JSON.stringify(result));
  return "error" in result ? 1 : 0;
}

/** `api-key create`: through the running server when one answers, else on the database directly. */
async function apiKey(argv: string[]): Promise<number> {
  const args = readApiKeyArgs(argv);
  if (typeof args === "string") {
    console.error(args);
    return 2;
  }
  const env = readEnv();
  const server = await answeringServer(env.dataDir);
  let result: CreateApiKeyResult;
  if (server !== null) {
    console.error(`(through the running server, pid ${server.pid})`);
    const { status, answer } = await postToServer<CreateApiKeyResult>(server, "api-key", args);
    if (answer.result === undefined && (status !== 404 || answer.error === undefined))
      throw new Error(`the server refused the request (${status} ${answer.error ?? ""})`);
    result = answer.result ?? ({ ok: false, error: answer.error } as CreateApiKeyResult);
  } else {
    const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
    try {
      result = await createApiKey(database.db, args);
    } finally {
      await database.close();
    }
  }
  if (!result.ok) {
    console.error(API_KEY_MESSAGES[result.error]);
    await writeLine(JSON.stringify({ error: result.error }));
    return 1;
  }
  console.error(
    `Created ${result.scope} key ${result.id} ("${result.name}") for workspace ${result.workspace}. It is shown only now: keep it safe.`,
  );
  await writeLine(JSON.stringify({ key: result.key, id: result.id, workspace: result.workspace }));
  return 0;
}

const API_KEY_MESSAGES: Record<string, string> = {
  account_not_found: "No account has that email.",
  workspace_not_found: "That account belongs to no workspace with that id.",
  forbidden: "Only the workspace's owners and admins can create its keys.",
  too_many_keys: "That workspace has the most live keys it may have (20): revoke one first.",
};

async function main(): Promise<number> {
  const [first, ...rest] = process.argv.slice(2);
  if (first === "api-key") return apiKey(process.argv.slice(2));
  if (first === "check-numbers") return checkNumbers(rest);
  if (first === "import" || first === "export") return transfer(process.argv.slice(2));
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
