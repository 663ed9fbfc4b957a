import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "../../core/errors";

/**
 * Refuses request bodies over `maxBytes` with our JSON error shape. Hono's limiter
 * checks Content-Length up front and counts streamed (chunked) bodies as they
 * arrive, so an oversized upload is cut off without being buffered whole.
 */
export function jsonBodyLimit(maxBytes = 16 * 1024): MiddlewareHandler {
  const message = `The request is too large: keep it under ${formatBytes(maxBytes)}.`;
  return bodyLimit({
    maxSize: maxBytes,
    // `Connection: close`: the rest of the body is never read, and @hono/node-server destroys a
    // socket whose refused body is not drained within 500 ms — which, on a kept-alive connection,
    // cut a later request's answer short. The client opens a new connection instead.
    onError: (c) => c.json(apiError("payload_too_large", message), 413, { Connection: "close" }),
  });
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 && bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}
