/** The admin CLI's arguments (scripts/admin.ts), read with node:util's parseArgs. */
import { parseArgs } from "node:util";
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
  check-numbers                   list links whose stored number cannot receive WhatsApp messages (changes nothing)`;

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
