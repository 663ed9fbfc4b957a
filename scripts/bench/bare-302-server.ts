/**
 * The baseline for `npm run bench`: a bare node:http server that answers every
 * request with the same 302 to wa.me (Location, Cache-Control, Content-Length), no
 * routing, no lookup, no click recording. PORT and HOST as for the real server.
 * EXTRA_HEADERS (JSON pairs) adds headers, for `scripts/bench/header-cost.ts`.
 */
import { createServer, type RequestListener } from "node:http";

const LOCATION = "https://wa.me/447911123456?text=Hi";
const extra = Object.fromEntries(JSON.parse(process.env.EXTRA_HEADERS ?? "[]") as Array<[string, string]>);

// The baseline is the plain way to write it: a header object per response, exactly as before
// EXTRA_HEADERS existed (so `npm run bench` figures compare across runs).
const listener: RequestListener =
  Object.keys(extra).length === 0
    ? (_request, response) => {
        response.writeHead(302, { location: LOCATION, "cache-control": "no-store", "content-length": "0" });
        response.end();
      }
    : (_request, response) => {
        response.writeHead(302, {
          location: LOCATION,
          "cache-control": "no-store",
          "content-length": "0",
          ...extra,
        });
        response.end();
      };

createServer(listener).listen(Number(process.env.PORT ?? 3001), process.env.HOST ?? "127.0.0.1");

process.on("SIGTERM", () => process.exit(0));
