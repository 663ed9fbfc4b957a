import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links } from "#db/schema";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { createThroughDashboard, redirectOf, type SignedInClient, signedInClient } from "./dashboard-helpers";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/**
 * Two accounts on one server: B can never see, edit, delete or claim A's links,
 * through any dashboard page or post, and gets 404 (never 403) so ids reveal nothing.
 */
for (const driver of DRIVERS) {
  describe(`dashboard isolation between accounts on ${driver}`, () => {
    let server: TestServer;
    let a: SignedInClient;
    let b: SignedInClient;
    let link: { id: number; code: string };
    let aWorkspace: string;

    beforeAll(async () => {
      server = await bootTestServer(driver);
      a = await signedInClient(server);
      b = await signedInClient(server);
      link = await createThroughDashboard(server, a, {
        phone: "447911123456",
        message: "A's secret message",
      });
      aWorkspace = await personalWorkspaceOf(server.running.database.db, a.accountId);
    });
    afterAll(async () => {
      await server?.stop();
    });

    const row = async () =>
      (
        await server.running.database.db
          .select({ workspaceId: links.workspaceId, phone: links.phone, message: links.message })
          .from(links)
          .where(eq(links.id, link.id))
      )[0];

    it("B's list and search never show A's links", async () => {
      for (const path of [
        "/dashboard",
        `/dashboard?q=${link.code}`,
        "/dashboard?q=secret",
        "/dashboard?q=447911",
      ]) {
        const html = await (await b.get(path)).text();
        expect(html, path).not.toContain(`${PUBLIC_URL}/${link.code}`);
        expect(html, path).not.toContain("A&#x27;s secret message");
        expect(html, path).not.toContain("secret message");
      }
      expect(await (await a.get("/dashboard")).text()).toContain(`${PUBLIC_URL}/${link.code}`);
    });

    it("B cannot open A's link for editing: 404, the same as a link that does not exist", async () => {
      const res = await b.get(`/dashboard/links/${link.id}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).not.toContain("secret message");
      expect(html).not.toContain(link.code);
      expect((await b.get("/dashboard/links/2147483647")).status).toBe(404);
    });

    it("B cannot change A's link", async () => {
      const res = await b.post(`/dashboard/links/${link.id}`, {
        phone: "+1 415 555 0199",
        message: "hijacked",
      });
      expect(res.status).toBe(404);
      expect(await row()).toEqual({
        workspaceId: aWorkspace,
        phone: "447911123456",
        message: "A's secret message",
      });
      expect((await redirectOf(server, link.code)).location).toBe(
        `https://wa.me/447911123456?text=${encodeURIComponent("A's secret message")}`,
      );
    });

    it("B cannot delete A's link", async () => {
      const res = await b.post("/dashboard", { intent: "delete", id: String(link.id) });
      expect(res.status).toBe(404);
      expect((await row())?.workspaceId).toBe(aWorkspace);
      expect((await redirectOf(server, link.code)).status).toBe(302);
    });

    it("B cannot claim A's link, whatever token it sends", async () => {
      const res = await b.post("/dashboard", {
        intent: "claim",
        claims: JSON.stringify([{ code: link.code, claimToken: "A".repeat(43) }]),
      });
      expect(res.status).toBe(200);
      expect((await row())?.workspaceId).toBe(aWorkspace);
    });

    it("A can still do all of it", async () => {
      expect((await a.get(`/dashboard/links/${link.id}`)).status).toBe(200);
      expect(
        (await a.post(`/dashboard/links/${link.id}`, { phone: "447911123456", message: "still mine" }))
          .status,
      ).toBe(200);
      expect((await a.post("/dashboard", { intent: "delete", id: String(link.id) })).status).toBe(200);
      expect((await redirectOf(server, link.code)).status).toBe(404);
    });
  });
}
