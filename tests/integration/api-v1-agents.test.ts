import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "#db/schema";
import { createTestDatabase, DRIVERS, type TestDatabase, warnIfPostgresSkipped } from "./support/databases";
import { cliEnvFor, runAdmin } from "./support/processes";
import {
  bootTestServer,
  freshAddress,
  PUBLIC_URL,
  type TestServer,
  visitAsPhone,
} from "./support/test-server";

warnIfPostgresSkipped();

interface Agent {
  id: string;
  name: string;
  phone: string;
  department: string | null;
  weight: number;
  active: boolean;
  hours: unknown;
  openNow: boolean;
}

const NINE_TO_FIVE = {
  timeZone: "Europe/London",
  weekly: { mon: [["09:00", "17:30"]], sat: [["22:00", "02:00"]] },
};
/** Open at no moment of the week: no day has a range. */
const NEVER_OPEN = { timeZone: "UTC", weekly: {} };

/** REST API v1 /agents and team links (docs/product.md "Team links"), over HTTP against the built server. */
for (const driver of DRIVERS) {
  describe(`API v1 agents and team links on ${driver}`, () => {
    let server: TestServer;
    let database: TestDatabase | undefined;
    const stamp = Date.now().toString(36);
    const alice = `alice-${stamp}@example.com`;
    const bob = `bob-${stamp}@example.com`;
    let aliceKey: string;
    let aliceReadKey: string;
    let bobKey: string;

    const call = async (key: string | null, method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
      if (key !== null) headers.authorization = `Bearer ${key}`;
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${server.base}${path.startsWith("/api/") ? "" : "/api/v1"}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, json: text === "" ? null : JSON.parse(text) };
    };
    const addAgent = async (body: Record<string, unknown>) => {
      const made = await call(aliceKey, "POST", "/agents", body);
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      return made.json as Agent;
    };

    beforeAll(async () => {
      if (driver === "postgres") database = await createTestDatabase();
      server = await bootTestServer(driver, database === undefined ? {} : { databaseUrl: database.url });
      const env = cliEnvFor(server.dataDir, database?.url, PUBLIC_URL);
      await server.running.database.db.insert(accounts).values([{ email: alice }, { email: bob }]);
      aliceKey = String((await runAdmin(["api-key", "create", alice], env)).json.key);
      aliceReadKey = String((await runAdmin(["api-key", "create", alice, "--scope", "read"], env)).json.key);
      bobKey = String((await runAdmin(["api-key", "create", bob], env)).json.key);
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it("creates, lists, reads, changes and deletes agents; a read key only reads", async () => {
      const ana = await addAgent({
        name: "  Ana Lopez ",
        phone: "07911 123456",
        country: "GB",
        department: "Sales",
        hours: NINE_TO_FIVE,
      });
      expect(ana).toMatchObject({
        name: "Ana Lopez",
        phone: "+447911123456",
        department: "Sales",
        weight: 1,
        active: true,
        hours: NINE_TO_FIVE,
        openNow: expect.any(Boolean),
      });
      expect(ana.id).toMatch(/^ag_[0-9a-f]{16}$/);
      const always = await addAgent({
        name: "Bo",
        phone: "https://wa.me/447911123457",
        weight: 3,
        active: false,
      });
      expect(always).toMatchObject({
        phone: "+447911123457",
        hours: null,
        openNow: true,
        weight: 3,
        active: false,
      });

      const listed = await call(aliceReadKey, "GET", "/agents");
      expect(listed.status).toBe(200);
      expect(listed.json.data.map((a: Agent) => a.id)).toEqual([ana.id, always.id]);
      expect((await call(aliceReadKey, "GET", `/agents/${ana.id}`)).json).toEqual(ana);

      const closed = await call(aliceKey, "PATCH", `/agents/${ana.id}`, { hours: NEVER_OPEN, weight: 7 });
      expect(closed.status).toBe(200);
      expect(closed.json).toMatchObject({ name: "Ana Lopez", weight: 7, openNow: false, hours: NEVER_OPEN });
      expect((await call(aliceKey, "PATCH", `/agents/${ana.id}`, { hours: null })).json).toMatchObject({
        hours: null,
        openNow: true,
      });

      for (const [method, path, body] of [
        ["POST", "/agents", { name: "Cy", phone: "+447911123458" }],
        ["PATCH", `/agents/${ana.id}`, { active: false }],
        ["DELETE", `/agents/${always.id}`, undefined],
      ] as const) {
        const refused = await call(aliceReadKey, method, path, body);
        expect([refused.status, refused.json.error]).toEqual([403, "forbidden"]);
      }
      expect((await call(aliceKey, "DELETE", `/agents/${always.id}`)).status).toBe(204);
      const gone = await call(aliceKey, "GET", `/agents/${always.id}`);
      expect([gone.status, gone.json.error]).toEqual([404, "agent_not_found"]);
      // Another workspace's agent is as absent as an unknown one.
      for (const [method, path] of [
        ["GET", `/agents/${ana.id}`],
        ["PATCH", `/agents/${ana.id}`],
        ["DELETE", `/agents/${ana.id}`],
      ] as const) {
        const hidden = await call(bobKey, method, path, method === "PATCH" ? { active: false } : undefined);
        expect([hidden.status, hidden.json.error]).toEqual([404, "agent_not_found"]);
      }
      expect((await call(bobKey, "GET", "/agents")).json).toEqual({ data: [] });
    });

    it("answers bad agents with a JSON {error, message} 4xx, never a 5xx", async () => {
      const cases: Array<[unknown, string]> = [
        [{ name: "N\u0000ul", phone: "+447911123456" }, "invalid_input"],
        [{ name: "x".repeat(100_000), phone: "+447911123456" }, "payload_too_large"],
        [{ name: "x".repeat(2000), phone: "+447911123456" }, "invalid_request"],
        [{ name: "Ok", phone: "9".repeat(5000) }, "invalid_request"],
        [{ name: "", phone: "+447911123456" }, "invalid_request"],
        [{ name: "Ok", phone: "12" }, "invalid_phone"],
        [{ name: "Ok", phone: "+447911123456", weight: 0 }, "invalid_request"],
        [{ name: "Ok", phone: "+447911123456", weight: 2.5 }, "invalid_request"],
        [{ name: "Ok", phone: "+447911123456", department: "d".repeat(41) }, "invalid_request"],
        [
          { name: "Ok", phone: "+447911123456", hours: { timeZone: "Mars/Olympus", weekly: {} } },
          "invalid_hours",
        ],
        [
          {
            name: "Ok",
            phone: "+447911123456",
            hours: { timeZone: "UTC", weekly: { mon: [["25:00", "26:00"]] } },
          },
          "invalid_hours",
        ],
        [
          {
            name: "Ok",
            phone: "+447911123456",
            hours: { timeZone: "UTC", weekly: {}, closedDates: Array(500).fill("2026-12-25") },
          },
          "invalid_hours",
        ],
        [{ name: "Ok", phone: "+447911123456", hours: "always" }, "invalid_hours"],
        [{ name: "Ok", phone: "+447911123456", id: "ag_0000000000000000" }, "invalid_request"],
        ["[1, 2]", "invalid_request"],
        ["{broken", "invalid_request"],
      ];
      for (const [body, error] of cases) {
        const answer = await call(aliceKey, "POST", "/agents", body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.json, JSON.stringify(body).slice(0, 80)).toMatchObject({
          error,
          message: expect.any(String),
        });
      }
      const ana = (await call(aliceKey, "GET", "/agents")).json.data[0] as Agent;
      const patched = await call(aliceKey, "PATCH", `/agents/${ana.id}`, {
        hours: { timeZone: "Nowhere/Land", weekly: {} },
      });
      expect([patched.status, patched.json.error]).toEqual([400, "invalid_hours"]);
      expect((await call(aliceKey, "GET", `/agents/${"x".repeat(5000)}`)).status).toBe(404);
    });

    it("answers any body to the agents and team-link routes with 2xx or a 4xx JSON error, never a 5xx", async () => {
      const agent = await addAgent({ name: "Fuzz", phone: "+447700900061" });
      const team = (await call(aliceKey, "POST", "/links", { agents: [agent.id] })).json;
      const agentLike = fc.record(
        {
          name: fc.oneof(fc.string({ maxLength: 80 }), fc.anything()),
          phone: fc.oneof(fc.constant("+447700900062"), fc.string({ maxLength: 40 }), fc.anything()),
          department: fc.oneof(fc.string({ maxLength: 50 }), fc.constant(null)),
          weight: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double(), fc.anything()),
          active: fc.anything(),
          hours: fc.oneof(
            fc.anything(),
            fc.record({
              timeZone: fc.oneof(fc.constantFrom("UTC", "Europe/London", "America/Sao_Paulo"), fc.string()),
              weekly: fc.dictionary(
                fc.constantFrom("mon", "tue", "sun", "xyz"),
                fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })), {
                  maxLength: 3,
                }),
              ),
              closedDates: fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
            }),
          ),
        },
        { requiredKeys: [] },
      );
      const teamLike = fc.record(
        {
          agents: fc.oneof(
            fc.constant([agent.id]),
            fc.array(fc.string({ maxLength: 30 }), { maxLength: 25 }),
            fc.anything(),
          ),
          rotation: fc.oneof(fc.constantFrom("round_robin", "weighted", "sticky"), fc.anything()),
          fallbackAgent: fc.oneof(fc.constant(agent.id), fc.constant(null), fc.anything()),
          message: fc.oneof(fc.string({ maxLength: 50 }), fc.anything()),
          qrRef: fc.anything(),
          phone: fc.string({ maxLength: 20 }),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            "POST /agents",
            `PATCH /agents/${agent.id}`,
            "POST /links",
            `PATCH /links/${team.id}`,
          ),
          fc.oneof(agentLike, teamLike, fc.json(), fc.object()),
          async (route, body) => {
            const [method, path] = route.split(" ") as [string, string];
            const answer = await call(
              aliceKey,
              method,
              path,
              typeof body === "string" ? body : JSON.stringify(body),
            );
            expect(answer.status, `${route} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
            if (answer.status >= 400)
              expect(answer.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
            // The agent the link routes to stays; a created or patched one is never left broken.
            if (route.startsWith("PATCH /agents") && answer.status === 200)
              await call(aliceKey, "PATCH", path, { active: true, hours: null, phone: "+447700900061" });
          },
        ),
        { numRuns: 80 },
      );
      expect((await visitAsPhone(server, team.code)).status).toBe(302);
    });

    it("makes a team link of three agents whose redirect goes to one of them, and never shows their numbers", async () => {
      const team = [
        await addAgent({ name: "One", phone: "+447700900001" }),
        await addAgent({ name: "Two", phone: "+447700900002" }),
        await addAgent({ name: "Three", phone: "+447700900003" }),
      ];
      const made = await call(aliceKey, "POST", "/links", {
        agents: team.map((a) => a.id),
        rotation: "round_robin",
        message: "Hi {agent}",
        alias: `team-${stamp}`,
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      expect(made.json).toMatchObject({
        code: `team-${stamp}`,
        phone: null,
        agents: team.map((a) => a.id),
        rotation: "round_robin",
        fallbackAgent: null,
        qrRef: true,
        message: "Hi {agent}",
      });
      const taken = await call(aliceKey, "POST", "/links", { agents: [team[0]?.id], alias: `TEAM-${stamp}` });
      expect([taken.status, taken.json.error]).toEqual([409, "alias_taken"]);
      const numbers = team.map((a) => a.phone.slice(1));
      for (const body of [
        made.json,
        (await call(aliceKey, "GET", `/links/${made.json.id}`)).json,
        (await call(aliceKey, "GET", "/links")).json,
      ])
        for (const digits of numbers) expect(JSON.stringify(body)).not.toContain(digits);

      const seen = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const hop = await visitAsPhone(server, made.json.code);
        expect(hop.status).toBe(302);
        const location = hop.headers.get("location") ?? "";
        const digits = /^https:\/\/wa\.me\/(\d+)\?text=Hi%20/.exec(location)?.[1];
        expect(numbers).toContain(digits);
        seen.add(String(digits));
      }
      expect(seen.size).toBe(3);
    });

    it("obeys an agent's pause or new number at the very next click", async () => {
      const solo = await addAgent({ name: "Solo", phone: "+447700900011" });
      const spare = await addAgent({ name: "Spare", phone: "+447700900012", active: false });
      const made = await call(aliceKey, "POST", "/links", { agents: [solo.id, spare.id] });
      expect(made.status).toBe(201);
      const target = async () => (await visitAsPhone(server, made.json.code)).headers.get("location");
      expect(await target()).toBe("https://wa.me/447700900011");
      expect((await call(aliceKey, "PATCH", `/agents/${solo.id}`, { phone: "+447700900013" })).status).toBe(
        200,
      );
      expect(await target()).toBe("https://wa.me/447700900013");
      await call(aliceKey, "PATCH", `/agents/${spare.id}`, { active: true });
      await call(aliceKey, "PATCH", `/agents/${solo.id}`, { active: false });
      expect(await target()).toBe("https://wa.me/447700900012");
      expect(await target()).toBe("https://wa.me/447700900012");
    });

    it("keeps a link to one number or to agents, never both", async () => {
      const agent = await addAgent({ name: "Mix", phone: "+447700900021" });
      const both = await call(aliceKey, "POST", "/links", { phone: "+447911123456", agents: [agent.id] });
      expect([both.status, both.json.error]).toEqual([400, "phone_or_agents"]);
      expect(both.json.message).toContain("never both");
      const viaUrl = await call(aliceKey, "POST", "/links", {
        url: "https://wa.me/447911123456",
        agents: [agent.id],
      });
      expect(viaUrl.json.error).toBe("phone_or_agents");

      for (const body of [
        { agents: [] },
        { agents: [agent.id, agent.id] },
        { agents: ["ag_ffffffffffffffff"] },
        { agents: [agent.id], fallbackAgent: "ag_nope" },
      ]) {
        const refused = await call(aliceKey, "POST", "/links", body);
        expect([refused.status, refused.json.error], JSON.stringify(body)).toEqual([400, "invalid_agents"]);
      }
      // Another workspace's agent is unknown here.
      const foreign = await call(bobKey, "POST", "/links", { agents: [agent.id] });
      expect([foreign.status, foreign.json.error]).toEqual([400, "invalid_agents"]);

      // Signed out, a team link is refused: its agents are a workspace's.
      const anonymous = await call(null, "POST", "/api/shorten", { agents: [agent.id] });
      expect([anonymous.status, anonymous.json.error]).toEqual([403, "team_link_needs_workspace"]);
      const anonymousQuery = await call(null, "GET", `/api/shorten?phone=%2B447911123456&agents=${agent.id}`);
      expect(anonymousQuery.status).toBeGreaterThanOrEqual(400);
      expect(anonymousQuery.status).toBeLessThan(500);

      const team = (await call(aliceKey, "POST", "/links", { agents: [agent.id] })).json;
      const numberEdit = await call(aliceKey, "PATCH", `/links/${team.id}`, { phone: "+447911123456" });
      expect([numberEdit.status, numberEdit.json.error]).toEqual([400, "phone_or_agents"]);
      const plain = (await call(aliceKey, "POST", "/links", { phone: "+447911123456" })).json;
      expect(plain).toMatchObject({ phone: "+447911123456", qrRef: true });
      expect(plain).not.toHaveProperty("agents");
      const agentsEdit = await call(aliceKey, "PATCH", `/links/${plain.id}`, { agents: [agent.id] });
      expect([agentsEdit.status, agentsEdit.json.error]).toEqual([400, "phone_or_agents"]);
      const mixed = await call(aliceKey, "PATCH", `/links/${team.id}`, {
        phone: "+447911123456",
        agents: [agent.id],
      });
      expect([mixed.status, mixed.json.error]).toEqual([400, "phone_or_agents"]);
      expect((await call(aliceKey, "PATCH", `/links/${plain.id}`, { qrRef: false })).json).toMatchObject({
        qrRef: false,
        phone: "+447911123456",
      });
    });

    it("changes a team link's agents, rotation, fallback and qrRef with PATCH", async () => {
      const a = await addAgent({ name: "Pa", phone: "+447700900031" });
      const b = await addAgent({ name: "Pb", phone: "+447700900032", hours: NEVER_OPEN });
      const team = (await call(aliceKey, "POST", "/links", { agents: [b.id] })).json;
      const changed = await call(aliceKey, "PATCH", `/links/${team.id}`, {
        agents: [b.id, a.id],
        rotation: "weighted",
        fallbackAgent: a.id,
        qrRef: false,
        message: "Hello {department}",
      });
      expect(changed.status, JSON.stringify(changed.json)).toBe(200);
      expect(changed.json).toMatchObject({
        agents: [b.id, a.id],
        rotation: "weighted",
        fallbackAgent: a.id,
        qrRef: false,
        message: "Hello {department}",
        phone: null,
      });
      // The fallback is told at once: b is never open, so a gets every chat.
      expect((await visitAsPhone(server, team.code)).headers.get("location")).toMatch(
        /^https:\/\/wa\.me\/447700900031/,
      );
      expect((await call(aliceKey, "PATCH", `/links/${team.id}`, { rotation: "random" })).status).toBe(400);
      expect((await call(aliceKey, "PATCH", `/links/${team.id}`, { agents: [] })).json.error).toBe(
        "invalid_agents",
      );
      expect((await call(aliceReadKey, "PATCH", `/links/${team.id}`, { qrRef: true })).status).toBe(403);
    });

    it("refuses to delete the only agent of a team link, naming it; deleting one of two leaves the link", async () => {
      const only = await addAgent({ name: "Only", phone: "+447700900041" });
      const other = await addAgent({ name: "Other", phone: "+447700900042" });
      const team = (await call(aliceKey, "POST", "/links", { agents: [only.id], alias: `only-${stamp}` }))
        .json;
      const refused = await call(aliceKey, "DELETE", `/agents/${only.id}`);
      expect([refused.status, refused.json.error]).toEqual([409, "agent_in_use"]);
      expect(refused.json.message).toContain(`/only-${stamp}`);
      await call(aliceKey, "PATCH", `/links/${team.id}`, { agents: [only.id, other.id] });
      expect((await call(aliceKey, "DELETE", `/agents/${only.id}`)).status).toBe(204);
      expect((await call(aliceKey, "GET", `/links/${team.id}`)).json.agents).toEqual([other.id]);
      expect((await visitAsPhone(server, team.code)).headers.get("location")).toBe(
        "https://wa.me/447700900042",
      );
    });
  });
}
