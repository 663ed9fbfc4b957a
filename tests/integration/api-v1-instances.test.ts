import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cannotRun } from "./support/cannot-run";
import {
  bootTwoInstances,
  twoInstancesEnabled as enabled,
  eventually,
  LONG_TTL,
  operatorApiKey,
  type TwoInstances,
} from "./support/two-instances";

if (!enabled)
  cannotRun("REST API v1 edits across two instances", "needs TEST_DATABASE_URL and TEST_REDIS_URL");

/**
 * A PATCH or DELETE through one instance changes the next redirect on the other, whose
 * cache holds the link for ten minutes: only the Redis bus can tell it.
 */
describe.runIf(enabled)("REST API v1: an edit or a delete reaches every instance", () => {
  let pair: TwoInstances;
  let key: string;

  beforeAll(async () => {
    pair = await bootTwoInstances({ linkCacheTtlMs: LONG_TTL });
    key = await operatorApiKey(pair, "write");
  });
  afterAll(async () => {
    await pair?.stop();
  });

  const call = (base: string, method: string, path: string, body?: unknown) =>
    fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const destination = async (base: string, code: string) => {
    const res = await fetch(`${base}/${code}`, { redirect: "manual" });
    await res.arrayBuffer();
    return res.status === 302 ? res.headers.get("location") : res.status;
  };

  it("PATCH on A: B's next redirect goes to the new number; DELETE on A: B shows Link Not Found", async () => {
    const created = await call(pair.a.base, "POST", "/links", { phone: "+44 7911 123456", message: "Hi" });
    expect(created.status).toBe(201);
    const link = (await created.json()) as { id: string; code: string };
    // B reads the link once and keeps it.
    expect(await destination(pair.b.base, link.code)).toBe("https://wa.me/447911123456?text=Hi");

    const patched = await call(pair.a.base, "PATCH", `/links/${link.id}`, { phone: "+1 415 555 2671" });
    expect(patched.status).toBe(200);
    expect(
      await eventually(
        async () => (await destination(pair.b.base, link.code)) === "https://wa.me/14155552671?text=Hi",
      ),
    ).toBe(true);

    expect((await call(pair.a.base, "DELETE", `/links/${link.id}`)).status).toBe(204);
    expect(await eventually(async () => (await destination(pair.b.base, link.code)) === 404)).toBe(true);
  });
});
