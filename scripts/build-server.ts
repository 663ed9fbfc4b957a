/**
 * `npm run build` (after the React Router build): bundles the Node server
 * (server/index.ts and everything it imports from server/, db/, core/) into
 * build/server-node/index.mjs, and the branded-QR render worker it starts into
 * build/server-node/qr-render-worker.mjs beside it (the pool finds it there), and the
 * embedded database's thread into build/server-node/pglite-worker.mjs (the CSV import's reading
 * thread into import-parse-worker.mjs), so `npm run serve` runs plain `node` without tsx's
 * loader (~110 MB of RSS: docs/benchmarks.md). Packages stay external (node_modules
 * is there at run time); the server finds build/client, build/server and
 * db/migrations from the repository root, wherever the bundle sits.
 */
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_BUNDLE = join(ROOT, "build", "server-node", "index.mjs");
/** The QR render worker's entry: its own bundle, since a forked child process runs a file, not an import (ADR 0047). */
const QR_WORKER_BUNDLE = join(ROOT, "build", "server-node", "qr-render-worker.mjs");
const QR_WORKER_ENTRY = join(ROOT, "domain", "qr", "qr-render-worker.server.ts");
/** The embedded database's thread (ADR 0136): a worker runs a file too. */
const PGLITE_WORKER_BUNDLE = join(ROOT, "build", "server-node", "pglite-worker.mjs");
const PGLITE_WORKER_ENTRY = join(ROOT, "db", "pglite-thread-worker.server.ts");
/** The CSV import's reading thread. */
const IMPORT_WORKER_BUNDLE = join(ROOT, "build", "server-node", "import-parse-worker.mjs");
const IMPORT_WORKER_ENTRY = join(ROOT, "domain", "links", "import-parse-worker.server.ts");
/** Where the bundled code comes from (app/ is React Router's build, not this bundle). */
const SOURCE_DIRS = ["server", "domain", "db", "core"];

/**
 * Bundles `entry` (default: the server) into `outfile`. Each file is written aside and
 * renamed into place, so a process starting from the old bundle meanwhile never reads
 * half a file.
 */
export async function buildServer(
  outfile = SERVER_BUNDLE,
  entry = join(ROOT, "server", "index.ts"),
): Promise<string> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: true,
    // Stack traces need the mappings only; with --enable-source-maps the server keeps every map
    // it loads in memory, and the sources inside ours were ~1 MB of it.
    sourcesContent: false,
    // Keep function and class names: stack traces and `err.name` checks read them.
    keepNames: true,
    logLevel: "warning",
    write: false,
  });
  mkdirSync(dirname(outfile), { recursive: true });
  // The source map first, so the bundle that points at it never precedes it.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith(".map")) - Number(a.path.endsWith(".map")),
  );
  for (const file of files) {
    const aside = `${file.path}.${process.pid}.tmp`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  const bytes = files.reduce((sum, file) => sum + file.contents.byteLength, 0);
  console.log(
    `server bundle: ${relative(ROOT, outfile)} (${(bytes / 1024).toFixed(0)} KB with its source map)`,
  );
  return outfile;
}

/** The server and its workers, as `npm run build` writes them (into `dir`, by default build/server-node). */
export async function buildServerBundles(dir = dirname(SERVER_BUNDLE)): Promise<string> {
  const entry = await buildServer(join(dir, "index.mjs"));
  await buildServer(join(dir, basename(QR_WORKER_BUNDLE)), QR_WORKER_ENTRY);
  await buildServer(join(dir, basename(PGLITE_WORKER_BUNDLE)), PGLITE_WORKER_ENTRY);
  await buildServer(join(dir, basename(IMPORT_WORKER_BUNDLE)), IMPORT_WORKER_ENTRY);
  return entry;
}

/** True when any bundle is missing or older than any source file it is built from. */
export function serverBundleIsStale(outfile = SERVER_BUNDLE): boolean {
  let built: number;
  try {
    built = Math.min(
      statSync(outfile).mtimeMs,
      statSync(QR_WORKER_BUNDLE).mtimeMs,
      statSync(PGLITE_WORKER_BUNDLE).mtimeMs,
      statSync(IMPORT_WORKER_BUNDLE).mtimeMs,
    );
  } catch {
    return true;
  }
  return SOURCE_DIRS.some((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true }).some(
      (e) => e.isFile() && /\.tsx?$/.test(e.name) && statSync(join(e.parentPath, e.name)).mtimeMs > built,
    ),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildServerBundles().catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  });
}
