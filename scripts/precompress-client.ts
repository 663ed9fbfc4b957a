/**
 * `npm run build`, last step: writes `<file>.br` and `<file>.gz` beside every
 * compressible file of build/client (scripts, styles, prerendered HTML, React
 * Router's `.data` payloads, SVG, XML, text, JSON), at maximum quality, so the
 * static handler (`serveStatic({ precompressed: true })`) sends them without
 * compressing anything per request. A variant that would not be smaller is not kept.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = join(fileURLToPath(import.meta.url), "..", "..");
/** What React Router and Vite emit that compresses well; PNG, fonts in woff2 and the like already are. */
export const COMPRESSIBLE_EXTENSIONS = [
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".data",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".map",
  ".ico",
];
/** Below this a compressed copy saves next to nothing (and headers cost more). */
const MIN_BYTES = 256;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export function precompressDirectory(dir: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (!COMPRESSIBLE_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) continue;
    const source = readFileSync(path);
    const variants = [
      {
        suffix: ".br",
        body: () =>
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
            },
          }),
      },
      { suffix: ".gz", body: () => gzipSync(source, { level: constants.Z_BEST_COMPRESSION }) },
    ];
    let kept = false;
    for (const variant of variants) {
      const target = path + variant.suffix;
      const body = source.byteLength >= MIN_BYTES ? variant.body() : null;
      if (body === null || body.byteLength >= source.byteLength) {
        rmSync(target, { force: true }); // never leave a stale variant of an older build
        continue;
      }
      writeFileSync(target, body);
      kept = true;
      if (variant.suffix === ".br") summary.brotliBytes += body.byteLength;
      else summary.gzipBytes += body.byteLength;
    }
    if (kept) {
      summary.files += 1;
      summary.bytes += statSync(path).size;
    }
  }
  return summary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = join(ROOT, process.env.BUILD_DIR || "build", "client");
  const started = performance.now();
  const s = precompressDirectory(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${s.files} files in ${relative(ROOT, dir)}: ${kb(s.bytes)} → ${kb(s.brotliBytes)} br, ${kb(s.gzipBytes)} gzip (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
