import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOwner } from "./analytics-accounts";
import { createThroughDashboard, redirectOf, signedInClient } from "./dashboard-helpers";
import { freshAddress, type TestServer } from "./support/test-server";
import {
  bootTwoInstances,
  twoInstancesEnabled as enabled,
  LONG_TTL,
  operatorApiKey,
  type TwoInstances,
} from "./support/two-instances";

if (!enabled)
  console.warn("SKIPPED: link creation across instances (needs TEST_DATABASE_URL and TEST_REDIS_URL)");

/**
 * B remembers an unknown code for a second (the resolver's negative TTL). A link made
 * under that code on A, through any front door, must reach B through the cache bus
 * well before that second is over: the one creation operation publishes it.
 */
const WELL_BELOW_THE_NEGATIVE_TTL_MS = 400;

describe.runIf(enabled)("a new link is found at once on the other instance, whatever the front door", () => {
  let instances: TwoInstances | undefined;
  let a: TestServer;
  let b: TestServer;
  let apiKey: string;

  beforeAll(async () => {
    instances = await bootTwoInstances({ linkCacheTtlMs: LONG_TTL });
    ({ a, b } = instances);
    apiKey = await operatorApiKey(instances, "write");
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
  });

  const alias = (door: string) => `new-${door}-${Date.now().toString(36)}`;

  /** B answers 404 and keeps the code as unknown; `create` makes it on A; B must answer 302 soon after. */
  async function expectFoundOnB(code: string, create: () => Promise<void>): Promise<void> {
    expect((await redirectOf(b, code)).status).toBe(404);
    await create();
    const until = Date.now() + WELL_BELOW_THE_NEGATIVE_TTL_MS;
    let seen = await redirectOf(b, code);
    while (seen.status !== 302 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 10));
      seen = await redirectOf(b, code);
    }
    expect(seen.status).toBe(302);
  }

  it("through /api/shorten", async () => {
    const code = alias("shorten");
    await expectFoundOnB(code, async () => {
      const res = await fetch(`${a.base}/api/shorten`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
        body: JSON.stringify({ phone: "+44 7911 123456", alias: code }),
      });
      expect(res.status).toBe(201);
    });
  });

  it("through API v1", async () => {
    const code = alias("api");
    await expectFoundOnB(code, async () => {
      const res = await fetch(`${a.base}/api/v1/links`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ phone: "+44 7911 123456", alias: code }),
      });
      expect(res.status).toBe(201);
    });
  });

  it("through the dashboard", async () => {
    const client = await signedInClient(a);
    const code = alias("dash");
    await expectFoundOnB(code, async () => {
      await createThroughDashboard(a, client, { phone: "447911123456", alias: code });
    });
  });

  it("through the dashboard's CSV import", async () => {
    const owner = await signedInOwner(a);
    const code = alias("import");
    await expectFoundOnB(code, async () => {
      const form = new FormData();
      form.set("intent", "import");
      form.set(
        "file",
        new File([`phone,alias\n+44 7911 123456,${code}\n`], "links.csv", { type: "text/csv" }),
      );
      const res = await owner.post("/dashboard/import", form);
      expect(res.status).toBe(200);
    });
  });
});
