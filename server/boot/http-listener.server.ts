import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Cleanups } from "./cleanups.server";

/**
 * The HTTP server around the redirect listener, listening on host:port; its cleanup stops
 * accepting and lets requests in progress finish (at most 5 s). Resolves with the port bound.
 */
export async function listenHttp(
  listener: RequestListener,
  opts: { port: number; host: string; requestTimeoutMs: number },
  cleanups: Cleanups,
): Promise<number> {
  const requestTimeout = opts.requestTimeoutMs;
  const server = createServer(
    {
      // A client that sends its headers or body slowly (slowloris) or stops half-way gets a 408 and
      // is closed after this long, rather than holding a socket and its buffers indefinitely. An idle
      // keep-alive connection between requests is not a request in progress and is not affected.
      requestTimeout,
      headersTimeout: Math.min(20_000, requestTimeout),
      // How often those deadlines are checked (Node's default, 30 s, would double the wait).
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(requestTimeout / 6))),
    },
    listener,
  );
  // Longer than the idle timeout of common proxies and load balancers (60 s), so the server is never
  // the side that closes a keep-alive connection just as a request is sent on it.
  server.keepAliveTimeout = 65_000;
  await listen(server, opts.port, opts.host);
  cleanups.push(() => stopAccepting(server));
  return (server.address() as AddressInfo).port;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolvePromise();
    });
  });
}

/** Stops accepting and waits for requests in progress (at most 5 s), closing idle keep-alive sockets now. */
function stopAccepting(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolvePromise();
    });
    server.closeIdleConnections();
  });
}
