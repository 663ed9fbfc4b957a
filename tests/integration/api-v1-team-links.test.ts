import { describe, expect, it } from "vitest";
import { apiV1Fixture, NEVER_OPEN } from "./support/api-v1-fixture";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { visitAsPhone } from "./support/test-server";

warnIfPostgresSkipped();

/** Team links through REST API v1 (docs/product.md "Team links (API)"): creation, JSON, PATCH, the redirect obeying agent changes. */
for (const driver of DRIVERS) {
  describe(`API v1 team links on ${driver}`, () => {
    const api = apiV1Fixture(driver);
    const { call, addAgent } = api;

    it("makes a team link of three agents whose redirect goes to one of them, and never shows their numbers", async () => {
      const team = [
        await addAgent({ name: "One", phone: "+447700900001" }),
        await addAgent({ name: "Two", phone: "+447700900002" }),
        await addAgent({ name: "Three", phone: "+447700900003" }),
      ];
      const made = await call(api.aliceKey, "POST", "/links", {
        agents: team.map((a) => a.id),
        rotation: "round_robin",
        message: "Hi {agent}",
        alias: `team-${api.stamp}`,
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      expect(made.json).toMatchObject({
        code: `team-${api.stamp}`,
        phone: null,
        agents: team.map((a) => a.id),
        rotation: "round_robin",
        fallbackAgent: null,
        qrRef: true,
        message: "Hi {agent}",
      });
      const taken = await call(api.aliceKey, "POST", "/links", {
        agents: [team[0]?.id],
        alias: `TEAM-${api.stamp}`,
      });
      expect([taken.status, taken.json.error]).toEqual([409, "alias_taken"]);
      const numbers = team.map((a) => a.phone.slice(1));
      for (const body of [
        made.json,
        (await call(api.aliceKey, "GET", `/links/${made.json.id}`)).json,
        (await call(api.aliceKey, "GET", "/links")).json,
      ])
        for (const digits of numbers) expect(JSON.stringify(body)).not.toContain(digits);

      const seen = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const hop = await visitAsPhone(api.server, made.json.code);
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
      const made = await call(api.aliceKey, "POST", "/links", { agents: [solo.id, spare.id] });
      expect(made.status).toBe(201);
      const target = async () => (await visitAsPhone(api.server, made.json.code)).headers.get("location");
      expect(await target()).toBe("https://wa.me/447700900011");
      expect(
        (await call(api.aliceKey, "PATCH", `/agents/${solo.id}`, { phone: "+447700900013" })).status,
      ).toBe(200);
      expect(await target()).toBe("https://wa.me/447700900013");
      await call(api.aliceKey, "PATCH", `/agents/${spare.id}`, { active: true });
      await call(api.aliceKey, "PATCH", `/agents/${solo.id}`, { active: false });
      expect(await target()).toBe("https://wa.me/447700900012");
      expect(await target()).toBe("https://wa.me/447700900012");
    });

    it("keeps a link to one number or to agents, never both", async () => {
      const agent = await addAgent({ name: "Mix", phone: "+447700900021" });
      const both = await call(api.aliceKey, "POST", "/links", { phone: "+447911123456", agents: [agent.id] });
      expect([both.status, both.json.error]).toEqual([400, "phone_or_agents"]);
      expect(both.json.message).toContain("never both");
      const viaUrl = await call(api.aliceKey, "POST", "/links", {
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
        const refused = await call(api.aliceKey, "POST", "/links", body);
        expect([refused.status, refused.json.error], JSON.stringify(body)).toEqual([400, "invalid_agents"]);
      }
      // Another workspace's agent is unknown here.
      const foreign = await call(api.bobKey, "POST", "/links", { agents: [agent.id] });
      expect([foreign.status, foreign.json.error]).toEqual([400, "invalid_agents"]);

      // Signed out, a team link is refused: its agents are a workspace's.
      const anonymous = await call(null, "POST", "/api/shorten", { agents: [agent.id] });
      expect([anonymous.status, anonymous.json.error]).toEqual([403, "team_link_needs_workspace"]);
      const anonymousQuery = await call(null, "GET", `/api/shorten?phone=%2B447911123456&agents=${agent.id}`);
      expect(anonymousQuery.status).toBeGreaterThanOrEqual(400);
      expect(anonymousQuery.status).toBeLessThan(500);

      const team = (await call(api.aliceKey, "POST", "/links", { agents: [agent.id] })).json;
      const numberEdit = await call(api.aliceKey, "PATCH", `/links/${team.id}`, { phone: "+447911123456" });
      expect([numberEdit.status, numberEdit.json.error]).toEqual([400, "phone_or_agents"]);
      const plain = (await call(api.aliceKey, "POST", "/links", { phone: "+447911123456" })).json;
      expect(plain).toMatchObject({ phone: "+447911123456", qrRef: true });
      expect(plain).not.toHaveProperty("agents");
      const agentsEdit = await call(api.aliceKey, "PATCH", `/links/${plain.id}`, { agents: [agent.id] });
      expect([agentsEdit.status, agentsEdit.json.error]).toEqual([400, "phone_or_agents"]);
      const mixed = await call(api.aliceKey, "PATCH", `/links/${team.id}`, {
        phone: "+447911123456",
        agents: [agent.id],
      });
      expect([mixed.status, mixed.json.error]).toEqual([400, "phone_or_agents"]);
      expect((await call(api.aliceKey, "PATCH", `/links/${plain.id}`, { qrRef: false })).json).toMatchObject({
        qrRef: false,
        phone: "+447911123456",
      });
    });

    it("changes a team link's agents, rotation, fallback and qrRef with PATCH", async () => {
      const a = await addAgent({ name: "Pa", phone: "+447700900031" });
      const b = await addAgent({ name: "Pb", phone: "+447700900032", hours: NEVER_OPEN });
      const team = (await call(api.aliceKey, "POST", "/links", { agents: [b.id] })).json;
      const same = await call(api.aliceKey, "PATCH", `/links/${team.id}`, {});
      expect([same.status, same.json.updatedAt, same.json.updatedBy]).toEqual([200, team.updatedAt, null]);
      const changed = await call(api.aliceKey, "PATCH", `/links/${team.id}`, {
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
      expect((await visitAsPhone(api.server, team.code)).headers.get("location")).toMatch(
        /^https:\/\/wa\.me\/447700900031/,
      );
      expect((await call(api.aliceKey, "PATCH", `/links/${team.id}`, { rotation: "random" })).status).toBe(
        400,
      );
      expect((await call(api.aliceKey, "PATCH", `/links/${team.id}`, { agents: [] })).json.error).toBe(
        "invalid_agents",
      );
      expect((await call(api.aliceReadKey, "PATCH", `/links/${team.id}`, { qrRef: true })).status).toBe(403);
    });

    it("refuses to delete the only agent of a team link, naming it; deleting one of two leaves the link", async () => {
      const only = await addAgent({ name: "Only", phone: "+447700900041" });
      const other = await addAgent({ name: "Other", phone: "+447700900042" });
      const team = (
        await call(api.aliceKey, "POST", "/links", { agents: [only.id], alias: `only-${api.stamp}` })
      ).json;
      const refused = await call(api.aliceKey, "DELETE", `/agents/${only.id}`);
      expect([refused.status, refused.json.error]).toEqual([409, "agent_in_use"]);
      expect(refused.json.message).toContain(`/only-${api.stamp}`);
      await call(api.aliceKey, "PATCH", `/links/${team.id}`, { agents: [only.id, other.id] });
      expect((await call(api.aliceKey, "DELETE", `/agents/${only.id}`)).status).toBe(204);
      expect((await call(api.aliceKey, "GET", `/links/${team.id}`)).json.agents).toEqual([other.id]);
      expect((await visitAsPhone(api.server, team.code)).headers.get("location")).toBe(
        "https://wa.me/447700900042",
      );
    });
  });
}
