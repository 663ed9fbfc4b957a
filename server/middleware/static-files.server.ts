import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/** More files than a build ever writes (269 today): past it, every path is looked up on disk. */
const MAX_INDEXED_FILES = 20_000;

/**
 * The built client's files, served precompressed. The directory is written by the build
 * and never changes while the server runs, so its file names are read once: a request for
 * any other path (an unknown short code, a page) goes on without a synchronous `stat` on
 * the server's thread, which Hono's serveStatic makes for every GET it sees (a twentieth
 * of the thread under a flood of unknown paths).
 */
export function staticFiles(root: string, cacheControl: (path: string) => string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  const files = indexFiles(root);
  return async (c, next) => {
    if (files !== null && !files.has(decodedPath(c.req.path))) return next();
    const res = await serve(c, next);
    // Set on the answer itself (serveStatic's onFound sets it on the context after the body is made,
    // which only Node's own Response class happens to carry over).
    if (res instanceof Response) res.headers.set("Cache-Control", cacheControl(c.req.path));
    return res;
  };
}

/** URL paths ("/assets/x.js") of every file under `root` (and of directories with an index.html); null when there are too many to hold. */
export function indexFiles(root: string): Set<string> | null {
  const files = new Set<string>();
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (files.size >= MAX_INDEXED_FILES) return null;
    const path = `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`;
    files.add(path);
    // serveStatic answers a directory with its index.html.
    if (path.endsWith("/index.html"))
      files.add(path.slice(0, -"index.html".length)).add(path.slice(0, -"/index.html".length));
  }
  return files;
}

/** The path as serveStatic reads it (percent-decoded); a malformed escape cannot name a file. */
function decodedPath(path: string): string {
  if (!path.includes("%")) return path;
  try {
    return decodeURI(path);
  } catch {
    return "";
  }
}
