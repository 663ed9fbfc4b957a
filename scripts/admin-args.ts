/** The admin CLI's arguments (scripts/admin.ts), read with node:util's parseArgs. */
import { parseArgs } from "node:util";
import { WORKSPACE_ID_HINT, WORKSPACE_ID_PATTERN } from "#core/workspace-id";
import { type AdminRequest, isAdminCommand } from "#domain/admin/run-admin-command.server";

export const USAGE = `Usage: npm run admin -- <command> <code | email> [--reason "…"]
Commands:
  stats <code>                    clicks (human), bots and breakdowns, as JSON
  remove <code> [--reason "…"]     hide a link (it resolves as not found)
  restore <code>                  make a removed link work again
  ban-creator <code> [--reason …]  stop whoever created this link from creating more; hides their links
  unban-creator <code>            lift that ban
  ban-account <email>             suspend an account: it cannot log in and its links show Link Not Found
  unban-account <email>           lift that suspension (its links work again)
  check-numbers                   list links whose stored number cannot receive WhatsApp messages (changes nothing)
  import <file.csv> [--country GB] [--workspace ws_…]
                                  create links from a CSV file (phone or WhatsApp url, message, alias, created);
                                  anonymous, or the workspace's with --workspace
  export <file.csv> [--workspace ws_…]
                                  write every active link (or the workspace's): code,shortUrl,phone,message,createdAt,clicks
  api-key create <email> [--workspace ws_…] [--name "…"] [--scope read|write]
                                  a REST API key (write by default) for the account's personal workspace, shown once`;

/** `<command> <code | email> [--reason "…"]` as a request, or the message to print (usage or the problem). */
export function readAdminArgs(argv: string[]): AdminRequest | string {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { reason: { type: "string" } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { reason: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    return `${(err as Error).message}\n${USAGE}`;
  }
  const [command, target, ...extra] = parsed.positionals;
  if (!isAdminCommand(command))
    return command === undefined ? USAGE : `Unknown command "${command}".\n${USAGE}`;
  if (extra.length > 0) return `Unexpected argument "${extra[0]}".\n${USAGE}`;
  // A code as pasted from a short URL's path: /shop-name.
  const code = target?.replace(/^\/+/, "");
  if (code === undefined || code === "")
    return `Missing <${command.endsWith("-account") ? "email" : "code"}>.\n${USAGE}`;
  return { command, code, reason: parsed.values.reason ?? null };
}

export interface TransferArgs {
  command: "import" | "export";
  file: string;
  /** ISO 3166-1 alpha-2 (upper case) for numbers written without their country code. */
  country?: string;
  /** The workspace whose links these are; absent: anonymous links (import), every link (export). */
  workspaceId?: string;
}

/** `import <file> [--country XX] [--workspace id]` or `export <file> [--workspace id]`, or the message to print. */
export function readTransferArgs(argv: string[]): TransferArgs | string {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { country: { type: "string" }; workspace: { type: "string" } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { country: { type: "string" }, workspace: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    return `${(err as Error).message}\n${USAGE}`;
  }
  const [command, file, ...extra] = parsed.positionals;
  if (command !== "import" && command !== "export") return USAGE;
  if (extra.length > 0) return `Unexpected argument "${extra[0]}".\n${USAGE}`;
  if (file === undefined || file === "") return `Missing <file.csv>.\n${USAGE}`;
  // Without --workspace, imported links are anonymous and the export holds every link.
  const { workspace, country } = parsed.values;
  if (workspace !== undefined && !WORKSPACE_ID_PATTERN.test(workspace)) return WORKSPACE_ID_HINT;
  const scope = workspace === undefined ? {} : { workspaceId: workspace };
  if (country === undefined) return { command, file, ...scope };
  if (command === "export") return `--country is for import only.\n${USAGE}`;
  if (!/^[A-Za-z]{2}$/.test(country))
    return "--country takes a two-letter ISO 3166-1 code, for example GB or US.";
  return { command, file, ...scope, country: country.toUpperCase() };
}

export interface ApiKeyArgs {
  email: string;
  workspaceId?: string;
  name?: string;
  scope: "read" | "write";
}

/** `api-key create <email> [--workspace id] [--name N] [--scope read|write]`, or the message to print. */
export function readApiKeyArgs(argv: string[]): ApiKeyArgs | string {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { workspace: { type: "string" }; name: { type: "string" }; scope: { type: "string" } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { workspace: { type: "string" }, name: { type: "string" }, scope: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    return `${(err as Error).message}\n${USAGE}`;
  }
  const [command, action, email, ...extra] = parsed.positionals;
  if (command !== "api-key" || action !== "create")
    return `Unknown api-key command "${action ?? ""}" (only create).\n${USAGE}`;
  if (extra.length > 0) return `Unexpected argument "${extra[0]}".\n${USAGE}`;
  if (email === undefined || email.trim() === "") return `Missing <email>.\n${USAGE}`;
  const scope = parsed.values.scope ?? "write";
  if (scope !== "read" && scope !== "write") return `--scope is read or write.\n${USAGE}`;
  const { workspace, name } = parsed.values;
  if (workspace !== undefined && !WORKSPACE_ID_PATTERN.test(workspace)) return WORKSPACE_ID_HINT;
  return {
    email,
    scope,
    ...(workspace === undefined ? {} : { workspaceId: workspace }),
    ...(name === undefined ? {} : { name }),
  };
}
