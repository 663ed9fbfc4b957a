import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDateRange } from "#core/analytics-range";
import { agents, linkAgents, links } from "#db/schema";
import { createApiKeyFor } from "#domain/api-keys/create-api-key.server";
import { listAgentDailyClicks } from "#domain/clicks/list-agent-daily-clicks.server";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { signedInAccount } from "./support/signed-in-account";
import { bootTestServer, freshAddress, PHONE_BROWSER, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/**
 * Clicks counted per `?ref=` word and per team agent, read back over HTTP: the API's
 * analytics JSON (`refs`, `agents` with current names), its CSV and the dashboard page.
 * Agents and team links are inserted straight into the database (their API has its own suite).
 */
describe.each(DRIVERS)("analytics per ref and per agent on %s", (driver) => {
  let server: TestServer;
  let key: string;
  let cookie: string;
  let workspaceId: string;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await bootTestServer(driver);
    const account = await signedInAccount(server, "stats");
    cookie = account.cookie;
    const made = await createApiKeyFor(server.running.database.db, account.accountId, { scope: "read" });
    if (!made.ok) throw new Error(made.error);
    key = made.key;
    workspaceId = await personalWorkspaceOf(server.running.database.db, account.accountId);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const visit = (path: string) =>
    fetch(`${server.base}/${path}`, {
      redirect: "manual",
      headers: { "x-forwarded-for": freshAddress(), "user-agent": PHONE_BROWSER },
    });
  const api = async (path: string) => {
    const res = await fetch(`${server.base}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
    return { status: res.status, text: await res.text() };
  };
  const analytics = async (id: number) =>
    JSON.parse((await api(`/links/${id}/analytics?from=${today}&to=${today}`)).text);
  const csvRows = async (id: number) =>
    (await api(`/links/${id}/analytics.csv?from=${today}&to=${today}`)).text
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(","));

  async function insertLink(
    values: Partial<typeof links.$inferInsert>,
  ): Promise<{ id: number; code: string }> {
    const code = `st${randomBytes(5).toString("hex")}`;
    const [row] = await server.running.database.db
      .insert(links)
      .values({ code, codeKey: code, workspaceId, ...values })
      .returning({ id: links.id });
    if (row === undefined) throw new Error("no link inserted");
    return { id: row.id, code };
  }

  it("counts ?ref= words: flyer ×3 and qr ×2 read back as refs; a bad ref is counted as a click without a ref", async () => {
    const link = await insertLink({ phone: "447911123456" });
    for (const ref of ["flyer", "qr", "flyer", "qr", "flyer", "%3Cscript%3E", "", "x".repeat(41)]) {
      const res = await visit(ref === "" ? link.code : `${link.code}?ref=${ref}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("https://wa.me/447911123456");
    }
    await server.running.clicks.flushAll();
    const json = await analytics(link.id);
    expect(json.clicks).toBe(8);
    expect(json.refs).toEqual([
      { ref: "flyer", clicks: 3 },
      { ref: "qr", clicks: 2 },
    ]);
    expect(json.agents).toEqual([]);
    const refRows = (await csvRows(link.id)).filter((cells) => cells[2] === "ref" && cells[4] === "human");
    expect(refRows.map((cells) => [cells[3], cells[5]])).toEqual([
      ["flyer", "3"],
      ["qr", "2"],
    ]);
  });

  it("counts a team link's clicks per agent with the agents' current names; a deleted agent stays counted", async () => {
    const { db } = server.running.database;
    const ids = ["Ana", "Bruno", "Chen"].map(() => `ag_${randomBytes(8).toString("hex")}`);
    await db.insert(agents).values(
      ["Ana", "Bruno", "Chen"].map((name, i) => ({
        id: ids[i] as string,
        workspaceId,
        name,
        phone: `44791112345${i}`,
      })),
    );
    const link = await insertLink({ phone: null, rotation: "round_robin" });
    await db
      .insert(linkAgents)
      .values(ids.map((agentId, position) => ({ linkId: link.id, agentId, position })));
    const sentTo = new Map<string, number>();
    for (let i = 0; i < 6; i++) {
      const res = await visit(i < 2 ? `${link.code}?ref=menu` : link.code);
      expect(res.status).toBe(302);
      const location = String(res.headers.get("location"));
      sentTo.set(location, (sentTo.get(location) ?? 0) + 1);
    }
    await server.running.clicks.flushAll();
    const json = await analytics(link.id);
    expect(json.clicks).toBe(6);
    expect(json.refs).toEqual([{ ref: "menu", clicks: 2 }]);
    const byName = Object.fromEntries(
      (json.agents as Array<{ id: string; name: string; clicks: number }>).map((a) => [a.name, a]),
    );
    expect(Object.keys(byName).sort()).toEqual(["Ana", "Bruno", "Chen"]);
    expect(Object.values(byName).reduce((sum, a) => sum + a.clicks, 0)).toBe(6);
    // Each agent got exactly the clicks sent to its number.
    ids.forEach((id, i) => {
      expect(byName[["Ana", "Bruno", "Chen"][i] as string]).toEqual({
        id,
        name: ["Ana", "Bruno", "Chen"][i],
        clicks: sentTo.get(`https://wa.me/44791112345${i}`) ?? 0,
      });
    });

    // Per agent per day (the dashboard's table): a two-day range, all of it today.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const range = parseDateRange(new URLSearchParams({ from: yesterday, to: today }));
    const daily = await listAgentDailyClicks(db, link.id, range.range);
    expect(daily.days).toEqual([yesterday, today]);
    expect(daily.agents.map((a) => [a.name, a.perDay[0], a.perDay[1], a.clicks]).sort()).toEqual(
      (json.agents as Array<{ name: string; clicks: number }>)
        .map((a) => [a.name, 0, a.clicks, a.clicks])
        .sort(),
    );

    const agentRows = (await csvRows(link.id)).filter(
      (cells) => cells[2] === "agent" && cells[4] === "human",
    );
    expect(agentRows.map((cells) => cells[3]).sort()).toEqual(["Ana", "Bruno", "Chen"]);
    expect(agentRows.reduce((sum, cells) => sum + Number(cells[5]), 0)).toBe(6);

    // Renamed: the new name everywhere, history included. Deleted: "Deleted agent", clicks kept.
    await db
      .update(agents)
      .set({ name: "Ana Lima" })
      .where(eq(agents.id, ids[0] as string));
    await db.delete(agents).where(eq(agents.id, ids[1] as string));
    const after = (await analytics(link.id)).agents as Array<{ id: string; name: string; clicks: number }>;
    expect(after.find((a) => a.id === ids[0])?.name).toBe("Ana Lima");
    expect(after.find((a) => a.id === ids[1])).toMatchObject({ name: "Deleted agent", clicks: 2 });
    expect(after.reduce((sum, a) => sum + a.clicks, 0)).toBe(6);

    const page = await fetch(
      `${server.base}/dashboard/links/${link.id}/analytics?from=${today}&to=${today}`,
      {
        headers: { cookie, "x-forwarded-for": freshAddress() },
      },
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Chats per agent");
    expect(html).toContain("Ana Lima");
    expect(html).toContain("Deleted agent");
    expect(html).toContain("Where clicks came from");
  });

  it("lists the OpenAPI shape of refs and agents", async () => {
    const doc = JSON.parse((await api("/openapi.json")).text);
    const schema = doc.components.schemas.Analytics.properties;
    expect(Object.keys(schema.agents.items.properties).sort()).toEqual(["clicks", "id", "name"]);
    expect(Object.keys(schema.refs.items.properties).sort()).toEqual(["clicks", "ref"]);
  });
});
