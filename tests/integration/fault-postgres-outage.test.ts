import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cannotRun } from "./support/cannot-run";
import {
  type PrivatePostgres,
  privatePostgresUnavailable,
  startPrivatePostgres,
} from "./support/fault-services";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

/**
 * PostgreSQL stopped (pg_ctl stop -m immediate, as in a crash) and started again
 * under traffic. The cluster is a private one made for this file (initdb in a temp
 * dir, a free port), never the machine's shared PostgreSQL. The server must keep
 * running, answer 503 JSON to API calls while the database is gone, keep serving
 * links it has seen (even past their cache TTL), and recover on its own once PostgreSQL is back, writing
 * the clicks it counted meanwhile.
 */
const unavailable = privatePostgresUnavailable();
if (unavailable) cannotRun("PostgreSQL stopped and restarted under traffic", unavailable);

const PHONE = "447911123456";
/** Short, so cached links expire during the outage: the last known destination must still be served. */
const SHORT_TTL = 100;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(unavailable !== null)("PostgreSQL stopped and restarted under traffic", () => {
  let cluster: PrivatePostgres;
  let server: TestServer;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const url = await cluster.createDatabase("chatlink");
    server = await bootTestServer("postgres", { databaseUrl: url, start: { linkCacheTtlMs: SHORT_TTL } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  const create = () =>
    fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ phone: PHONE, message: "outage" }),
    });
  const visit = (code: string) => fetch(`${server.base}/${code}`, { redirect: "manual" });
  const codeOf = async (res: Response) => String(((await res.json()) as { code: string }).code);

  it("serves cached links, answers 503 JSON otherwise, and recovers by itself", async () => {
    const cachedRes = await create();
    expect(cachedRes.status).toBe(201);
    const cached = await codeOf(cachedRes);
    const uncachedRes = await create();
    expect(uncachedRes.status).toBe(201);
    const uncached = await codeOf(uncachedRes);
    expect((await visit(cached)).status).toBe(302); // now in this instance's cache

    // Background traffic for the whole outage: every answer is recorded, none may be a 500 or a dropped connection.
    const seen: Record<string, number> = {};
    let cachedRedirects = 1;
    let running = true;
    const traffic = (async () => {
      while (running) {
        for (const request of [() => visit(cached), create, () => fetch(`${server.base}/api/health`)]) {
          let key: string;
          try {
            const res = await request();
            await res.arrayBuffer();
            key = String(res.status);
            if (res.status === 302) cachedRedirects++;
          } catch (err) {
            key = `error: ${String(err)}`;
          }
          seen[key] = (seen[key] ?? 0) + 1;
        }
        await pause(10);
      }
    })();

    try {
      // A transaction open when PostgreSQL dies (as the click flush's is, for a moment each second)
      // holds a client outside the pool: its lost connection was an 'error' event nobody listened
      // to, which crashed the process. Now the transaction just fails.
      const { db } = server.running.database;
      const transaction = db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          cluster.stop();
          await pause(200);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => "committed",
          () => "failed",
        );
      expect(await transaction).toBe("failed");

      // The next API call that needs the database is "try again later", as JSON.
      let refused: Response | undefined;
      for (let i = 0; i < 200 && refused === undefined; i++) {
        const res = await create();
        if (res.status === 503) refused = res;
        else await res.arrayBuffer();
        await pause(50);
      }
      if (refused === undefined) throw new Error("the API never answered 503 with PostgreSQL stopped");
      expect(refused.headers.get("content-type")).toMatch(/application\/json/);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(((await refused.json()) as { error: string }).error).toBe("unavailable");

      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { status: string }).status).toBe("unavailable");
      // A link this instance has seen still redirects, even once its cache entry has expired
      // (stale if error); one it never saw cannot be looked up.
      await pause(SHORT_TTL * 2);
      const stillThere = await visit(cached);
      expect(stillThere.status).toBe(302);
      cachedRedirects++;
      expect(stillThere.headers.get("location")).toBe(`https://wa.me/${PHONE}?text=outage`);
      expect((await visit(uncached)).status).toBe(503);
      // Pages that need no database are served.
      expect((await fetch(`${server.base}/features`)).status).toBe(200);

      await cluster.start();

      // Recovery needs no restart of ours: poll (bounded) until creation works again.
      let recovered = false;
      for (let i = 0; i < 300 && !recovered; i++) {
        const res = await create();
        await res.arrayBuffer();
        recovered = res.status === 201;
        if (!recovered) await pause(100);
      }
      expect(recovered).toBe(true);
    } finally {
      running = false;
      await traffic;
    }

    expect((await visit(uncached)).status).toBe(302);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);

    // Nothing but success, 503 and (for creations during the outage) nothing else; the connection never dropped.
    expect(Object.keys(seen).filter((k) => !["200", "201", "302", "503"].includes(k))).toEqual([]);
    expect(seen["503"] ?? 0).toBeGreaterThan(0);

    // Clicks counted while the database was gone were kept and written once it came back.
    const stats = await server.admin("stats", { code: cached });
    expect(stats.status).toBe(200);
    const result = stats.json.result as { clicks: number; bots: number };
    // Node's fetch says "node": counted as a bot, so humans + bots is every redirect.
    expect(result.clicks + result.bots).toBe(cachedRedirects);
  }, 120_000);
});
