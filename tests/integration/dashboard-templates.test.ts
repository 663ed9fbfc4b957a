import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_TEMPLATES_PER_WORKSPACE } from "#core/message-template";
import { messageTemplates } from "#db/schema";
import { shopWithViewer } from "./dashboard-team-helpers";
import { bootTestServer, type TestServer } from "./support/test-server";

/** The Templates page over HTTP, as a browser without JavaScript posts its forms. */
describe("dashboard message templates", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer("pglite", { env: { RATE_LIMIT_FORMS_PER_10S: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const rowsOf = (workspaceId: string) =>
    server.running.database.db
      .select({ id: messageTemplates.id, name: messageTemplates.name, body: messageTemplates.body })
      .from(messageTemplates)
      .where(eq(messageTemplates.workspaceId, workspaceId));

  it("adds, edits and deletes a template; the link forms offer it", async () => {
    const { owner, workspaceId } = await shopWithViewer(server);
    const empty = await (await owner.get("/dashboard/templates")).text();
    expect(empty).toContain("No templates yet");
    expect(empty).toContain("Add your first template");

    const made = await owner.post("/dashboard/templates", {
      intent: "create",
      name: "  Order   status ",
      body: "Hi {agent}, I'm asking about my order\r\n(from {ref})",
    });
    expect(made.status).toBe(302);
    const [row] = await rowsOf(workspaceId);
    expect(row).toMatchObject({
      name: "Order status",
      body: "Hi {agent}, I'm asking about my order\n(from {ref})",
    });
    expect(made.headers.get("location")).toBe(`/dashboard/templates?saved=${row?.id}`);
    const listed = await (await owner.get(made.headers.get("location") ?? "")).text();
    expect(listed).toContain("Saved “Order status”.");
    expect(listed).toContain("Hi {agent}, I&#x27;m asking about my order (from {ref})");

    // The new-link form offers it under "Start from a template".
    const form = await (await owner.get("/dashboard/links/new")).text();
    expect(form).toContain("Start from a template");
    expect(form).toContain(`<option value="${row?.id}">Order status</option>`);

    const edited = await owner.post("/dashboard/templates", {
      intent: "update",
      id: row?.id ?? "",
      name: "Order question",
      body: "Hello {agent} from {department}",
    });
    expect(edited.status).toBe(302);
    expect(await rowsOf(workspaceId)).toEqual([
      { id: row?.id, name: "Order question", body: "Hello {agent} from {department}" },
    ]);

    const deleted = await owner.post("/dashboard/templates", {
      intent: "delete",
      id: row?.id ?? "",
      name: "Order question",
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain("Deleted “Order question”.");
    expect(await rowsOf(workspaceId)).toEqual([]);
    const again = await owner.post("/dashboard/templates", { intent: "delete", id: row?.id ?? "" });
    expect(again.status).toBe(404);
  });

  it("refuses a nameless, empty or too long template, keeping what was typed", async () => {
    const { owner, workspaceId } = await shopWithViewer(server);
    const nameless = await owner.post("/dashboard/templates", {
      intent: "create",
      name: " ",
      body: "Hi there",
    });
    expect(nameless.status).toBe(400);
    const page = await nameless.text();
    expect(page).toContain("Give the template a name");
    expect(page).toContain("Hi there");
    const empty = await owner.post("/dashboard/templates", { intent: "create", name: "Empty", body: " \n " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write the message the chat should start with.");
    const long = await owner.post("/dashboard/templates", {
      intent: "create",
      name: "Long",
      body: "é".repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("keep it to 1,000 characters or fewer");
    const longName = await owner.post("/dashboard/templates", {
      intent: "create",
      name: "n".repeat(61),
      body: "Hi",
    });
    expect(longName.status).toBe(400);
    expect(await rowsOf(workspaceId)).toEqual([]);
  });

  it(`holds at most ${MAX_TEMPLATES_PER_WORKSPACE} templates a workspace`, async () => {
    const { owner, workspaceId } = await shopWithViewer(server);
    await server.running.database.db.insert(messageTemplates).values(
      Array.from({ length: MAX_TEMPLATES_PER_WORKSPACE }, (_, i) => ({
        id: `tpl_${i.toString(16).padStart(16, "0")}`,
        workspaceId,
        name: `T${i}`,
        body: "Hi",
      })),
    );
    const refused = await owner.post("/dashboard/templates", {
      intent: "create",
      name: "One more",
      body: "Hi",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("the most it may have");
  });

  it("lets a viewer read the templates but not change them", async () => {
    const { owner, viewer, workspaceId } = await shopWithViewer(server);
    await owner.post("/dashboard/templates", { intent: "create", name: "Greeting", body: "Hello!" });
    const [row] = await rowsOf(workspaceId);
    const page = await viewer.get("/dashboard/templates");
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("Greeting");
    // The page's copy travels in its scripts: the controls are looked for in what is drawn.
    const drawn = text.replaceAll(/<script\b[\s\S]*?<\/script>/g, "");
    expect(drawn).not.toContain("Save template");
    expect(drawn).not.toContain("Delete template");
    const posts: Array<Record<string, string>> = [
      { intent: "create", name: "Mine", body: "Hi" },
      { intent: "update", id: row?.id ?? "", name: "Changed", body: "Hi" },
      { intent: "delete", id: row?.id ?? "" },
    ];
    for (const fields of posts) {
      const res = await viewer.post("/dashboard/templates", fields);
      expect(res.status, fields.intent).toBe(403);
    }
    expect(await rowsOf(workspaceId)).toEqual([{ id: row?.id, name: "Greeting", body: "Hello!" }]);
  });

  it("never shows or changes another workspace's template", async () => {
    const a = await shopWithViewer(server);
    const b = await shopWithViewer(server);
    await a.owner.post("/dashboard/templates", { intent: "create", name: "Secret", body: "A's words" });
    const [row] = await rowsOf(a.workspaceId);
    expect(await (await b.owner.get("/dashboard/templates")).text()).not.toContain("Secret");
    const res = await b.owner.post("/dashboard/templates", {
      intent: "update",
      id: row?.id ?? "",
      name: "Mine",
      body: "x",
    });
    expect(res.status).toBe(404);
    expect((await b.owner.post("/dashboard/templates", { intent: "delete", id: row?.id ?? "" })).status).toBe(
      404,
    );
    expect(await rowsOf(a.workspaceId)).toHaveLength(1);
  });
});
