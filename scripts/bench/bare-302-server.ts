/**
 * The baseline for `npm run bench`: a bare node:http server that answers every
 * request with the same 302 to wa.me, headers as ours sends them, no routing,
 * no lookup, no click recording. PORT and HOST as for the real server.
 */
import { createServer } from "node:http";

const LOCATION = "https://wa.me/447911123456?text=Hi";

createServer((_request, response) => {
  response.writeHead(302, { location: LOCATION, "cache-control": "no-store", "content-length": "0" });
  response.end();
}).listen(Number(process.env.PORT ?? 3001), process.env.HOST ?? "127.0.0.1");

process.on("SIGTERM", () => process.exit(0));
