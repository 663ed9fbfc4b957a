import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents, links } from "#db/schema";
import { shopWithViewer } from "./dashboard-team-helpers";
import { bootTestServer, type TestServer } from "./support/test-server";

const HOURS = {
  timeZone: "Europe/Lisbon",
  weekly: {
    mon: [["09:00", "17:30"]],
    tue: [["22:00", "02:00"]],
    wed: [],
    thu: [],
    fri: [],
    sat: [],
    sun: [],
  },
  closedDates: ["2026-12-25"],
};

/** The Agents pages over HTTP, as the browser posts their forms (the hours editor fills `hours`). */
describe("dashboard agents", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer("pglite", { env: { RATE_LIMIT_FORMS_PER_10S: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const rowsOf = (workspaceId: string) =>
    server.running.database.db
      .select({
        id: agents.id,
        name: agents.name,
        phone: agents.phone,
        department: agents.department,
        weight: agents.weight,
        active: agents.active,
        hours: agents.hours,
      })
      .from(agents)
      .where(eq(agents.workspaceId, workspaceId));

  it("adds an agent with opening hours through the form, lists, edits, pauses and deletes it", async () => {
    const { owner, workspaceId } = await shopWithViewer(server);
    const empty = await (await owner.get("/dashboard/agents")).text();
    expect(empty).toContain("Add your first agent — a person who answers chats");

    const form = await owner.get("/dashboard/agents/new");
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain("When do they answer?");
    expect(formHtml).toContain("Always open");

    const made = await owner.post("/dashboard/agents/new", {
      name: "  Ana   Souza ",
      phone: "07911 123456",
      country: "GB",
      department: "Sales",
      weight: "3",
      hours: JSON.stringify(HOURS),
    });
    expect(made.status).toBe(302);
    const [row] = await rowsOf(workspaceId);
    expect(row).toMatchObject({
      name: "Ana Souza",
      phone: "447911123456",
      department: "Sales",
      weight: 3,
      active: true,
      hours: HOURS,
    });
    expect(made.headers.get("location")).toBe(`/dashboard/agents?saved=${row?.id}`);
    const list = await (await owner.get(made.headers.get("location") ?? "")).text();
    expect(list).toContain("Saved Ana Souza.");
    expect(list).toContain("Sales");
    expect(list).toContain("+44 7911 123456");

    // The edit form shows what is stored; the department suggestions hold the workspace's.
    const edit = await (await owner.get(`/dashboard/agents/${row?.id}`)).text();
    expect(edit).toContain('value="Ana Souza"');
    expect(edit).toContain('<option value="Sales">');
    expect(edit).toContain("Europe/Lisbon");

    const changed = await owner.post(`/dashboard/agents/${row?.id}`, {
      name: "Ana",
      phone: "+44 7911 123456",
      country: "",
      department: "",
      weight: "1",
      paused: "on",
      hours: "",
    });
    expect(changed.status).toBe(302);
    expect((await rowsOf(workspaceId))[0]).toMatchObject({
      name: "Ana",
      department: null,
      weight: 1,
      active: false,
      hours: null,
    });
    const pausedList = await (await owner.get("/dashboard/agents")).text();
    expect(pausedList).toContain("Paused");
    expect(pausedList).toContain("Always open");

    const resumed = await owner.post("/dashboard/agents", { intent: "resume", id: row?.id ?? "" });
    expect(resumed.status).toBe(200);
    expect((await rowsOf(workspaceId))[0]?.active).toBe(true);

    const deleted = await owner.post("/dashboard/agents", {
      intent: "delete",
      id: row?.id ?? "",
      name: "Ana",
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain("Deleted Ana.");
    expect(await rowsOf(workspaceId)).toEqual([]);
  });

  it("refuses a bad number or bad hours, keeping what was typed", async () => {
    const { owner, workspaceId } = await shopWithViewer(server);
    const badPhone = await owner.post("/dashboard/agents/new", { name: "Bo", phone: "12", hours: "" });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.text()).toContain('value="Bo"');
    const badHours = await owner.post("/dashboard/agents/new", {
      name: "Bo",
      phone: "+44 7911 123456",
      hours: JSON.stringify({ ...HOURS, timeZone: "Mars/Base" }),
    });
    expect(badHours.status).toBe(400);
    expect(await badHours.text()).toContain("Choose a time zone by its name");
    const unreadable = await owner.post("/dashboard/agents/new", {
      name: "Bo",
      phone: "+44 7911 123456",
      hours: "{",
    });
    expect(unreadable.status).toBe(400);
    expect(await rowsOf(workspaceId)).toEqual([]);
  });

  it("lets a viewer see the agents but not add, change or delete one", async () => {
    const { owner, viewer, workspaceId } = await shopWithViewer(server);
    await owner.post("/dashboard/agents/new", { name: "Caio", phone: "+44 7911 123456", hours: "" });
    const [row] = await rowsOf(workspaceId);
    const page = await viewer.get("/dashboard/agents");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Caio");
    // The page's copy travels in its scripts: the controls are looked for in what is drawn.
    const drawn = html.replaceAll(/<script\b[\s\S]*?<\/script>/g, "");
    expect(drawn).not.toContain("Add an agent");
    expect(drawn).not.toContain("Delete agent");
    expect((await viewer.get("/dashboard/agents/new")).status).toBe(403);
    expect((await viewer.post("/dashboard/agents/new", { name: "X", phone: "+44 7911 123456" })).status).toBe(
      403,
    );
    expect(
      (await viewer.post(`/dashboard/agents/${row?.id}`, { name: "X", phone: "+44 7911 123456" })).status,
    ).toBe(403);
    expect((await viewer.post("/dashboard/agents", { intent: "pause", id: row?.id ?? "" })).status).toBe(403);
    expect((await viewer.post("/dashboard/agents", { intent: "delete", id: row?.id ?? "" })).status).toBe(
      403,
    );
    expect(await rowsOf(workspaceId)).toMatchObject([{ name: "Caio", active: true }]);
  });

  it("makes a team link through the new-link form, lists it as a team and edits its agents", async () => {
    const { owner, workspaceId } = await shopWithViewer(server);
    await owner.post("/dashboard/agents/new", {
      name: "Ana",
      phone: "+44 7911 123456",
      department: "Sales",
      hours: "",
    });
    await owner.post("/dashboard/agents/new", { name: "Bruno", phone: "+44 7911 654321", hours: "" });
    const made0 = await rowsOf(workspaceId);
    const ana = made0.find((a) => a.name === "Ana");
    const bruno = made0.find((a) => a.name === "Bruno");
    const form = await (await owner.get("/dashboard/links/new?team=1")).text();
    expect(form).toContain("A team (several agents)");
    expect(form).toContain("Take turns");
    expect(form).toContain(`value="${ana?.id}"`);

    const made = await owner.post(
      "/dashboard/links/new",
      new URLSearchParams([
        ["kind", "team"],
        ["agents", ana?.id ?? ""],
        ["agents", bruno?.id ?? ""],
        ["rotation", "round_robin"],
        ["fallbackAgent", ""],
        ["message", "Hi {agent}!"],
        ["alias", ""],
        // A form without JavaScript posts the hidden number fields too: the kind decides.
        ["phone", ""],
        ["country", ""],
        // "Count QR code scans apart" left unticked.
        ["qrRefShown", "1"],
      ]),
    );
    expect(made.status).toBe(201);
    const [link] = await server.running.database.db
      .select({
        id: links.id,
        code: links.code,
        phone: links.phone,
        rotation: links.rotation,
        qrRef: links.qrRef,
      })
      .from(links)
      .where(eq(links.workspaceId, workspaceId));
    expect(link).toMatchObject({ phone: null, rotation: "round_robin", qrRef: false });
    const first = await fetch(`${server.base}/${link?.code}`, { redirect: "manual" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(
      `https://wa.me/447911123456?text=${encodeURIComponent("Hi Ana!")}`,
    );

    const list = await (await owner.get("/dashboard")).text();
    expect(list).toContain("Team · 2 agents");

    const edit = await (await owner.get(`/dashboard/links/${link?.id}`)).text();
    expect(edit).toContain("Change who answers");
    expect(edit).toContain(`name="agents" checked="" value="${bruno?.id}"`);

    const changed = await owner.post(
      `/dashboard/links/${link?.id}`,
      new URLSearchParams([
        ["kind", "team"],
        ["agents", bruno?.id ?? ""],
        ["rotation", "sticky"],
        ["fallbackAgent", ana?.id ?? ""],
        ["message", ""],
      ]),
    );
    expect(changed.status).toBe(200);
    expect(await (await owner.get("/dashboard")).text()).toContain("Team · 1 agent");
    const after = await fetch(`${server.base}/${link?.code}`, { redirect: "manual" });
    expect(after.headers.get("location")).toBe("https://wa.me/447911654321");

    // Bruno is now the link's only agent: deleting him is refused, naming the link.
    const refused = await owner.post("/dashboard/agents", {
      intent: "delete",
      id: bruno?.id ?? "",
      name: "Bruno",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`/${link?.code}`);
    expect(await rowsOf(workspaceId)).toHaveLength(2);

    const none = await owner.post(
      "/dashboard/links/new",
      new URLSearchParams([
        ["kind", "team"],
        ["rotation", "round_robin"],
        ["message", ""],
      ]),
    );
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("A team link takes 1 to 20 different agents");
  });
});
