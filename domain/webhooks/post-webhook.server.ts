import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { errorText } from "#core/error-text";
import { allPublic, guardedLookup } from "./url-guard.server";

/** What one POST to a receiver came to. */
export interface PostResult {
  /** The receiver's status; null when none came (timeout, refused address, connection error). */
  statusCode: number | null;
  durationMs: number;
  /** Why it did not succeed, briefly (for the log and a disabled endpoint's reason); null on 2xx. */
  error: string | null;
}

export interface PostOptions {
  allowPrivate: boolean;
  resolve: (host: string) => Promise<string[]>;
  /** The whole attempt, connection to last byte. */
  timeoutMs?: number;
  /** Bytes of the response read at most; a longer answer is cut (its status still counts). */
  maxResponseBytes?: number;
}

export const POST_TIMEOUT_MS = 10_000;
export const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs one signed body. No redirect is followed (a 3xx is a failure), the name is resolved
 * and checked by the request's own lookup, and the attempt is bounded in time and bytes.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const host = target.hostname.startsWith("[") ? target.hostname.slice(1, -1) : target.hostname;
  // An IP literal skips the lookup: it is checked here instead.
  if (!options.allowPrivate && isIP(host) !== 0 && !allPublic([host]))
    return Promise.resolve({ statusCode: null, durationMs: 0, error: "private address refused" });
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: "POST",
    headers: {
      ...headers,
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      "user-agent": "ChatLink-Webhooks/1",
    },
    lookup: guardedLookup(options) as unknown as RequestOptions["lookup"],
    agent: false,
  };
  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  return new Promise((resolvePromise) => {
    let done = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolvePromise({ statusCode, durationMs: took(), error });
    };
    const req = send(target, requestOptions, (res) => {
      const status = res.statusCode ?? null;
      const ok = status !== null && status >= 200 && status < 300;
      let read = 0;
      res.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > maxBytes) {
          res.destroy();
          finish(status, ok ? null : `HTTP ${status}`);
        }
      });
      res.on("end", () => finish(status, ok ? null : `HTTP ${status}`));
      res.on("error", () => finish(status, ok ? null : `HTTP ${status}`));
      res.on("close", () => finish(status, ok ? null : `HTTP ${status}`));
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish(null, `timed out after ${Math.round((options.timeoutMs ?? POST_TIMEOUT_MS) / 1000)} s`);
    }, options.timeoutMs ?? POST_TIMEOUT_MS);
    req.on("error", (err: NodeJS.ErrnoException) => {
      finish(
        null,
        err.code === "EPRIVATE" ? "private address refused" : errorText(err, { stack: false }).slice(0, 200),
      );
    });
    req.end(body);
  });
}
