import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cannotRun } from "./support/cannot-run";
import {
  bootTwoInstances,
  twoInstancesEnabled as enabled,
  operatorApiKey,
  type TwoInstances,
} from "./support/two-instances";

if (!enabled)
  cannotRun("REST API v1 rate limit across two instances", "needs TEST_DATABASE_URL and TEST_REDIS_URL");

/** The per-key limit is counted in Redis, so a client cannot double it by reaching two instances. */
describe.runIf(enabled)("REST API v1: one rate limit per key across two instances", () => {
  const LIMIT = 3;
  let pair: TwoInstances;
  let key: string;

  beforeAll(async () => {
    pair = await bootTwoInstances({}, { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    key = await operatorApiKey(pair, "read");
  });
  afterAll(async () => {
    await pair?.stop();
  });

  it(`allows ${LIMIT} calls a minute between both, then 429 with Retry-After on either`, async () => {
    const call = (base: string) =>
      fetch(`${base}/api/v1/workspace`, { headers: { authorization: `Bearer ${key}` } });
    const statuses = [];
    for (const base of [pair.a.base, pair.b.base, pair.a.base]) statuses.push((await call(base)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await call(pair.b.base);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "rate_limited" });
    // A bad key is refused before it is counted: it cannot use up a real key's calls.
    expect(
      (await fetch(`${pair.a.base}/api/v1/workspace`, { headers: { authorization: "Bearer chl_x" } })).status,
    ).toBe(401);
  });
});
