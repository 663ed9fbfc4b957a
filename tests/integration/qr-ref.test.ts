import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links, workspaceMembers } from "#db/schema";
import { createApiKeyFor } from "#domain/api-keys/create-api-key.server";
import { decodeQr } from "../support/decode-qr";
import { createThroughDashboard, type SignedInClient, signedInClient } from "./dashboard-helpers";
import { bootTestServer, freshAddress, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * QR codes ChatLink draws of a stored link carry `?ref=qr` (scans counted apart from clicks)
 * unless its owner turns that off on the QR page (links.qr_ref). Read back with a real decoder.
 * One database suffices: the switch is one column.
 */
describe("?ref=qr on the QR codes of a link", () => {
  let server: TestServer;
  let owner: SignedInClient;
  let link: { id: number; code: string; response: Response };
  let key: string;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    owner = await signedInClient(server);
    link = await createThroughDashboard(server, owner, { phone: "+44 7911 123456" });
    const made = await createApiKeyFor(server.running.database.db, owner.accountId, { scope: "read" });
    if (!made.ok) throw new Error(made.error);
    key = made.key;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const shortUrl = () => `${PUBLIC_URL}/${link.code}`;
  const dashboardPng = async () => {
    const res = await owner.get(`/dashboard/links/${link.id}/qr/image?format=png&size=512`);
    expect(res.status).toBe(200);
    return decodeQr(new Uint8Array(await res.arrayBuffer()));
  };
  const apiPng = async () => {
    const res = await fetch(`${server.base}/api/v1/links/${link.id}/qr?size=300&format=png`, {
      headers: { authorization: `Bearer ${key}`, "x-forwarded-for": freshAddress() },
    });
    expect(res.status).toBe(200);
    return decodeQr(new Uint8Array(await res.arrayBuffer()));
  };
  const qrRefOf = async () =>
    (
      await server.running.database.db.select({ qrRef: links.qrRef }).from(links).where(eq(links.id, link.id))
    )[0]?.qrRef;

  it("the dashboard's branded QR and the API's QR scan as the short URL with ?ref=qr", async () => {
    expect(await dashboardPng()).toBe(`${shortUrl()}?ref=qr`);
    expect(await apiPng()).toBe(`${shortUrl()}?ref=qr`);
  });

  it("the QR shown when a link is made in the dashboard carries ?ref=qr; the anonymous generator's stays bare", async () => {
    const html = await link.response.text();
    expect(html).toContain(`/api/qr?data=${encodeURIComponent(`${shortUrl()}?ref=qr`)}&amp;size=300x300`);
    const made = await fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ phone: "+44 7911 123457" }),
    });
    const body = (await made.json()) as { qr: string; shortUrl: string };
    const image = await fetch(body.qr.replace(PUBLIC_URL, server.base));
    expect(image.status).toBe(200);
    expect(await decodeQr(new Uint8Array(await image.arrayBuffer()))).toBe(body.shortUrl);
  });

  it("a link made with scans not counted apart shows a bare QR when made", async () => {
    const res = await owner.post("/dashboard/links/new", {
      phone: "+44 7911 123458",
      message: "",
      alias: "",
      qrRefShown: "1", // the form's box, left unticked
    });
    expect(res.status).toBe(201);
    const html = await res.text();
    const code = new RegExp(`${PUBLIC_URL.replace(/[.]/g, "\\.")}/([A-Za-z0-9_-]{5,50})`).exec(html)?.[1];
    const bare = `${PUBLIC_URL}/${code}`;
    expect(html).toContain(`/api/qr?data=${encodeURIComponent(bare)}&amp;size=300x300`);
    expect(html).not.toContain(encodeURIComponent(`${bare}?ref=qr`));
  });

  it("the QR page's switch turns it off and on again for every code of the link", async () => {
    const page = await owner.get(`/dashboard/links/${link.id}/qr`);
    const html = await page.text();
    const label = /<label for="qrRef"[^>]*>(.*?)<\/label>/s.exec(html)?.[1] ?? "";
    expect(
      label
        .replace(/<[^>]*>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe("Count QR code scans apart");
    expect(html).toMatch(/<input[^>]*name="qrRef"[^>]*checked/);

    const off = await owner.post(`/dashboard/links/${link.id}/qr`, { intent: "qr-ref" });
    expect(off.status).toBeLessThan(400);
    expect(await qrRefOf()).toBe(false);
    expect(await dashboardPng()).toBe(shortUrl());
    expect(await apiPng()).toBe(shortUrl());
    expect(await (await owner.get(`/dashboard/links/${link.id}/qr`)).text()).not.toMatch(
      /<input[^>]*name="qrRef"[^>]*checked/,
    );

    await owner.post(`/dashboard/links/${link.id}/qr`, { intent: "qr-ref", qrRef: "on" });
    expect(await qrRefOf()).toBe(true);
    expect(await apiPng()).toBe(`${shortUrl()}?ref=qr`);
  });

  it("a viewer sees the switch but cannot change it (403)", async () => {
    const viewer = await signedInClient(server);
    const workspaceId = (
      await server.running.database.db
        .select({ workspaceId: links.workspaceId })
        .from(links)
        .where(eq(links.id, link.id))
    )[0]?.workspaceId;
    if (!workspaceId) throw new Error("no workspace");
    await server.running.database.db
      .insert(workspaceMembers)
      .values({ workspaceId, accountId: viewer.accountId, role: "viewer" });
    const cookie = `${viewer.cookie}; chatlink_workspace=${workspaceId}`;
    const as = (init: RequestInit = {}) =>
      fetch(`${server.base}/dashboard/links/${link.id}/qr`, {
        ...init,
        headers: { cookie, origin: server.base, "sec-fetch-site": "same-origin", ...(init.headers ?? {}) },
        redirect: "manual",
      });
    const page = await as();
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<input id="qrRef"[^>]*disabled/);
    const refused = await as({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=qr-ref",
    });
    expect(refused.status).toBe(403);
    expect(await qrRefOf()).toBe(true);
  });
});
