import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Agent, apiV1Fixture, NEVER_OPEN, NINE_TO_FIVE } from "./support/api-v1-fixture";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { visitAsPhone } from "./support/test-server";

warnIfPostgresSkipped();

/** REST API v1 /agents (docs/product.md "Team links (API)"), over HTTP against the built server. */
for (const driver of DRIVERS) {
  describe(`API v1 agents on ${driver}`, () => {
    const api = apiV1Fixture(driver);
    const { call, addAgent } = api;

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

      const listed = await call(api.aliceReadKey, "GET", "/agents");
      expect(listed.status).toBe(200);
      expect(listed.json.data.map((a: Agent) => a.id)).toEqual([ana.id, always.id]);
      expect((await call(api.aliceReadKey, "GET", `/agents/${ana.id}`)).json).toEqual(ana);

      const closed = await call(api.aliceKey, "PATCH", `/agents/${ana.id}`, { hours: NEVER_OPEN, weight: 7 });
      expect(closed.status).toBe(200);
      expect(closed.json).toMatchObject({ name: "Ana Lopez", weight: 7, openNow: false, hours: NEVER_OPEN });
      expect((await call(api.aliceKey, "PATCH", `/agents/${ana.id}`, { hours: null })).json).toMatchObject({
        hours: null,
        openNow: true,
      });

      for (const [method, path, body] of [
        ["POST", "/agents", { name: "Cy", phone: "+447911123458" }],
        ["PATCH", `/agents/${ana.id}`, { active: false }],
        ["DELETE", `/agents/${always.id}`, undefined],
      ] as const) {
        const refused = await call(api.aliceReadKey, method, path, body);
        expect([refused.status, refused.json.error]).toEqual([403, "forbidden"]);
      }
      expect((await call(api.aliceKey, "DELETE", `/agents/${always.id}`)).status).toBe(204);
      const gone = await call(api.aliceKey, "GET", `/agents/${always.id}`);
      expect([gone.status, gone.json.error]).toEqual([404, "agent_not_found"]);
      // Another workspace's agent is as absent as an unknown one.
      for (const [method, path] of [
        ["GET", `/agents/${ana.id}`],
        ["PATCH", `/agents/${ana.id}`],
        ["DELETE", `/agents/${ana.id}`],
      ] as const) {
        const hidden = await call(
          api.bobKey,
          method,
          path,
          method === "PATCH" ? { active: false } : undefined,
        );
        expect([hidden.status, hidden.json.error]).toEqual([404, "agent_not_found"]);
      }
      expect((await call(api.bobKey, "GET", "/agents")).json).toEqual({ data: [] });
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
        const answer = await call(api.aliceKey, "POST", "/agents", body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.json, JSON.stringify(body).slice(0, 80)).toMatchObject({
          error,
          message: expect.any(String),
        });
      }
      const ana = (await call(api.aliceKey, "GET", "/agents")).json.data[0] as Agent;
      const patched = await call(api.aliceKey, "PATCH", `/agents/${ana.id}`, {
        hours: { timeZone: "Nowhere/Land", weekly: {} },
      });
      expect([patched.status, patched.json.error]).toEqual([400, "invalid_hours"]);
      expect((await call(api.aliceKey, "GET", `/agents/${"x".repeat(5000)}`)).status).toBe(404);
    });

    it("answers any body to the agents and team-link routes with 2xx or a 4xx JSON error, never a 5xx", async () => {
      const agent = await addAgent({ name: "Fuzz", phone: "+447700900061" });
      const team = (await call(api.aliceKey, "POST", "/links", { agents: [agent.id] })).json;
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
              api.aliceKey,
              method,
              path,
              typeof body === "string" ? body : JSON.stringify(body),
            );
            expect(answer.status, `${route} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
            if (answer.status >= 400)
              expect(answer.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
            // The agent the link routes to stays; a created or patched one is never left broken.
            if (route.startsWith("PATCH /agents") && answer.status === 200)
              await call(api.aliceKey, "PATCH", path, { active: true, hours: null, phone: "+447700900061" });
          },
        ),
        { numRuns: 80 },
      );
      expect((await visitAsPhone(api.server, team.code)).status).toBe(302);
    });
  });
}
