import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { clientAddress } from "#domain/net/ip-address.server";

/** `clientAddress` for a Hono request served by @hono/node-server. */
export function clientAddressOf(c: Context, trustProxy: number): string {
  return clientAddress(
    { socketAddress: socketAddressOf(c), forwardedFor: c.req.header("x-forwarded-for") ?? null },
    trustProxy,
  );
}

function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // `app.request()` in tests and non-Node adapters have no socket bindings.
    return undefined;
  }
}
