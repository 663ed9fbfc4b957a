import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface ServeCommand {
  /** The variables set before `node` (NODE_ENV, the allocator's settings). */
  env: Record<string, string>;
  /** node's own flags, before the entry. */
  nodeArgs: string[];
  /** The script node runs, relative to the repository root. */
  entry: string;
}

/**
 * `npm run serve`'s command as package.json writes it (`NAME=value … node --flag … entry`), so a
 * benchmark starts the server exactly as an operator does, from one definition (ADR 0162).
 */
export function serveCommand(root: string): ServeCommand {
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<
    string,
    string
  >;
  return parseServeCommand(scripts.serve ?? "");
}

export function parseServeCommand(command: string): ServeCommand {
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && words[i] !== "node"; i++) {
    const word = words[i] as string;
    const eq = word.indexOf("=");
    if (eq <= 0) throw new Error(`npm run serve: "${word}" is neither NAME=value nor node`);
    env[word.slice(0, eq)] = word.slice(eq + 1);
  }
  const rest = words.slice(i + 1);
  const entry = rest.pop();
  if (i === words.length || entry === undefined || entry.startsWith("-"))
    throw new Error(`npm run serve is not "NAME=value … node [flags] entry": ${command}`);
  return { env, nodeArgs: rest, entry };
}
