/**
 * The chat button (app/button/button.ts) as one minified script without imports, for
 * `<script src=".../button.js" async>` on other sites. The client build emits it as
 * build/client/button.js (vite.config.ts); `node --import tsx scripts/build-button.ts` writes it
 * alone. Its budget is 6 KB gzip (scripts/build-button.test.ts, in `npm test`).
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const BUTTON_ENTRY = join(ROOT, "app", "button", "button.ts");
/** The script's budget: bytes after gzip at its best level (what a host page downloads). */
export const BUTTON_GZIP_BUDGET = 6 * 1024;

/** The script's text, as `npm run build` writes it. */
export async function bundleButton(): Promise<string> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [BUTTON_ENTRY],
    bundle: true,
    format: "iife",
    platform: "browser",
    // Browsers with constructable stylesheets and shadow DOM; older ones get the <style> fallback.
    target: "es2020",
    minify: true,
    legalComments: "none",
    write: false,
    logLevel: "warning",
  });
  const file = result.outputFiles[0];
  if (file === undefined) throw new Error("esbuild wrote no button.js");
  return file.text;
}

export function gzipBytes(text: string): number {
  return gzipSync(text, { level: 9 }).byteLength;
}

/** Writes button.js into `clientDir` (aside, then renamed, so a running server never reads half a file). */
export async function buildButton(
  clientDir = join(ROOT, process.env.BUILD_DIR || "build", "client"),
): Promise<string> {
  const text = await bundleButton();
  const out = join(clientDir, "button.js");
  mkdirSync(dirname(out), { recursive: true });
  const aside = `${out}.${process.pid}.tmp`;
  writeFileSync(aside, text);
  renameSync(aside, out);
  console.log(`chat button: ${relative(ROOT, out)} (${text.length} bytes, ${gzipBytes(text)} gzip)`);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildButton().catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  });
}
