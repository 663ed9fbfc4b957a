import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ButtonConfig } from "#core/chat-button";
import { links, workspaceMembers } from "#db/schema";
import { createThroughDashboard, type SignedInClient, signedInClient } from "./dashboard-helpers";
import { bootTestServer, freshAddress, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * The dashboard's Chat button page (/dashboard/links/:id/button): the one line to paste, the
 * options saved per link (links.button) and read back by the public configuration, the sample
 * page the preview frames, and the roles. One database suffices: the options are one column.
 */
describe("the Chat button page of a link", () => {
  let server: TestServer;
  let owner: SignedInClient;
  let link: { id: number; code: string };

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    owner = await signedInClient(server);
    link = await createThroughDashboard(server, owner, { phone: "+44 7911 123456" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const config = async () =>
    (await (
      await fetch(`${server.base}/api/button/${link.code}`, {
        headers: { "x-forwarded-for": freshAddress() },
      })
    ).json()) as ButtonConfig;

  it("shows the one line to paste and the defaults, linked from the link's edit page", async () => {
    const page = await owner.get(`/dashboard/links/${link.id}/button`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      `&lt;script src=&quot;${PUBLIC_URL}/button.js&quot; data-link=&quot;${link.code}&quot; async&gt;&lt;/script&gt;`,
    );
    expect(html).toContain(
      `src="/dashboard/links/${link.id}/button/preview?position=right&amp;color=%2325d366"`,
    );
    const edit = await (await owner.get(`/dashboard/links/${link.id}`)).text();
    expect(edit).toContain(`href="/dashboard/links/${link.id}/button"`);
  });

  it("saves the options per link, and the public configuration serves them at once", async () => {
    // Read (and cached) before the save: the save must drop it.
    expect((await config()).options.position).toBe("right");
    const saved = await owner.post(`/dashboard/links/${link.id}/button`, {
      position: "left",
      color: "#AA3300",
      label: "  Talk to Rosa  ",
      greeting: "",
      refs: "on",
      events: "on",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Options saved.");
    expect((await config()).options).toEqual({
      position: "left",
      color: "#aa3300",
      label: "Talk to Rosa",
      greeting: null,
      refs: true,
      events: true,
    });
    // Unticked boxes send nothing: off.
    await owner.post(`/dashboard/links/${link.id}/button`, {
      position: "right",
      color: "#25d366",
      label: "",
      greeting: "",
    });
    expect((await config()).options).toMatchObject({
      position: "right",
      label: null,
      refs: false,
      events: false,
    });
  });

  it("refuses options it cannot use with a 400 and keeps what was saved", async () => {
    const refused: Array<Record<string, string>> = [
      { position: "top", color: "#25d366" },
      { position: "left", color: "red" },
      { position: "left", color: "#25d366", label: "x".repeat(41) },
      { position: "left", color: "#25d366", greeting: "x".repeat(121) },
    ];
    for (const fields of refused) {
      const res = await owner.post(`/dashboard/links/${link.id}/button`, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain("Check the options");
    }
    expect((await config()).options.position).toBe("right");
  });

  it("serves the preview's sample page with the script and the page's choices, escaped", async () => {
    const res = await owner.get(
      `/dashboard/links/${link.id}/button/preview?position=left&color=%23123456&label=${encodeURIComponent('"><script>x</script>')}`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `<script src="/button.js" data-link="${link.code}" data-position="left" data-color="#123456"`,
    );
    expect(html).toContain('data-label="&#34;&#62;&#60;script&#62;x&#60;/script&#62;"');
    expect(html).not.toContain("<script>x");
    // Not for anyone else: signed out, the dashboard's log-in redirect.
    expect(
      (await fetch(`${server.base}/dashboard/links/${link.id}/button/preview`, { redirect: "manual" }))
        .status,
    ).toBe(302);
  });

  it("speaks the dashboard's language: the page, the sample page and the button in it", async () => {
    const headers = { cookie: owner.cookie, "accept-language": "pt-BR" };
    const page = await fetch(`${server.base}/dashboard/links/${link.id}/button`, { headers });
    const html = await page.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Botão de conversa");
    expect(html).toContain("Até 40 caracteres.");
    expect(html).toContain("colocado em {ref} na sua mensagem");
    const sample = await (
      await fetch(`${server.base}/dashboard/links/${link.id}/button/preview`, { headers })
    ).text();
    expect(sample).toContain('<html lang="pt-BR" dir="ltr">');
    expect(sample).toContain("Esta é uma página de exemplo.");
    expect(sample).toContain('data-lang="pt-BR"');
  });

  it("lets a viewer see the page but not change the options (403)", async () => {
    const viewer = await signedInClient(server);
    const db = server.running.database.db;
    const workspaceId = (
      await db.select({ w: links.workspaceId }).from(links).where(eq(links.id, link.id))
    )[0]?.w;
    if (!workspaceId) throw new Error("no workspace");
    await db.insert(workspaceMembers).values({ workspaceId, accountId: viewer.accountId, role: "viewer" });
    const cookie = `${viewer.cookie}; chatlink_workspace=${workspaceId}`;
    const as = (init: RequestInit = {}) =>
      fetch(`${server.base}/dashboard/links/${link.id}/button`, {
        ...init,
        headers: { cookie, origin: server.base, "sec-fetch-site": "same-origin", ...(init.headers ?? {}) },
        redirect: "manual",
      });
    const page = await as();
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<fieldset disabled=""/);
    const refused = await as({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "position=left&color=%23000000",
    });
    expect(refused.status).toBe(403);
    expect((await config()).options.position).toBe("right");
  });
});
