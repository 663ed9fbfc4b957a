import { Hono } from "hono";
import { normaliseDomainName } from "#core/domain-name";
import type { VerifiedDomains } from "#domain/domains/verified-domains.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { clientAddressOf } from "../middleware/client-address.server";

/** Handshakes' questions per proxy address per 10 s (a proxy asks once per new name it is shown). */
export const ASKS_PER_10S = 200;
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * `GET /ask?domain=<name>` (mounted at /api/domains), for a TLS proxy's on-demand certificates
 * (Caddy's `on_demand_tls { ask … }`): 200 when the name is a verified custom domain, 404
 * otherwise. Answered from the in-memory verified set, never a database query, so it holds
 * while the database is away (the last set loaded); counted per address in memory.
 */
export function domainAskRoutes(deps: {
  verified: Pick<VerifiedDomains, "get">;
  limiter: RateLimiter;
  trustProxy: number;
}): Hono {
  const app = new Hono();
  app.get("/ask", async (c) => {
    const allowance = await deps.limiter.hit(clientAddressOf(c, deps.trustProxy));
    if (!allowance.allowed)
      return c.json({ verified: false }, 429, {
        ...NO_STORE,
        "Retry-After": String(allowance.retryAfterSeconds),
      });
    const asked = c.req.query("domain") ?? "";
    // The public host is never a custom domain: any name is checked against the set alone.
    const name = asked.length <= 1000 ? normaliseDomainName(asked, "") : null;
    const known = name?.ok === true && deps.verified.get(name.name) !== undefined;
    return c.json({ verified: known }, known ? 200 : 404, NO_STORE);
  });
  return app;
}
