import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root: the nearest directory above this module with a package.json.
 * This code runs from db/ (tsx, tests) or bundled into build/server-node/ (`npm run
 * serve`); either way build/, db/migrations and node_modules are found from there.
 */
export function projectRoot(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) return resolve(start, "..");
  }
}
