import { request } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domains } from "#db/schema";
import { shopWithViewer } from "./dashboard-team-helpers";
import { startTestDns, type TestDns, testDnsUnavailable } from "./support/dns-server";
import { bootTestServer, type TestServer } from "./support/test-server";

const noDns = testDnsUnavailable();

/** A GET with this Host header: where the printed link leads. */
function locationOnHost(base: string, host: string, path: string) {
  return new Promise<string | undefined>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.headers.location);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The Domains page and the new-link form's domain choice, as a browser without JavaScript posts them. */
describe.skipIf(noDns !== null)("dashboard custom domains", () => {
  let server: TestServer;
  let dns: TestDns;

  beforeAll(async () => {
    dns = await startTestDns();
    server = await bootTestServer("pglite", {
      env: { RATE_LIMIT_FORMS_PER_10S: "1000", DNS_SERVERS: dns.server },
    });
  });
  afterAll(async () => {
    await server?.stop();
    dns?.stop();
  });

  it("an owner adds a domain, sees its DNS records, verifies it, makes a link on it and removes it", async () => {
    const { owner, viewer, workspaceId } = await shopWithViewer(server);
    expect((await viewer.get("/dashboard/settings/domains")).status).toBe(403);
    expect(await (await owner.get("/dashboard/settings/domains")).text()).toContain("No custom domains yet.");

    const added = await owner.post("/dashboard/settings/domains", {
      intent: "add",
      domain: "Chat.Shop-D.test",
    });
    expect(added.status).toBe(200);
    const [row] = await server.running.database.db
      .select()
      .from(domains)
      .where(eq(domains.workspaceId, workspaceId));
    if (row === undefined) throw new Error("no domain stored");
    const pending = await (await owner.get("/dashboard/settings/domains")).text();
    for (const text of [
      "chat.shop-d.test",
      "Waiting for DNS",
      "_chatlink.chat.shop-d.test",
      row.verificationToken,
      "chat.test",
    ])
      expect(pending).toContain(text);
    const refused = await owner.post("/dashboard/settings/domains", { intent: "add", domain: "127.0.0.1" });
    expect([refused.status, await refused.text()]).toEqual([
      400,
      expect.stringContaining("Enter a domain name"),
    ]);

    const early = await owner.post("/dashboard/settings/domains", { intent: "verify", domainId: row.id });
    expect(await early.text()).toContain("No TXT record was found");
    await dns.setTxt("_chatlink.chat.shop-d.test", row.verificationToken);
    const verified = await owner.post("/dashboard/settings/domains", { intent: "verify", domainId: row.id });
    expect(await verified.text()).toContain("Verified: links made on this domain now open on it.");

    expect(await (await owner.get("/dashboard/links/new")).text()).toContain(
      '<option value="chat.shop-d.test">',
    );
    const made = await owner.post("/dashboard/links/new", {
      phone: "+447911123456",
      message: "",
      alias: "menu-d",
      domain: "chat.shop-d.test",
    });
    expect(made.status).toBe(201);
    expect(await made.text()).toContain("https://chat.shop-d.test/menu-d");
    expect(await locationOnHost(server.base, "chat.shop-d.test", "/menu-d")).toBe(
      "https://wa.me/447911123456",
    );

    // The page in another language (the language cookie), its dates and the API's sentences too.
    const spanish = await fetch(`${server.base}/dashboard/settings/domains`, {
      headers: { cookie: `${owner.cookie}; chatlink_lang=es` },
    });
    const inSpanish = await spanish.text();
    for (const text of ["Dominios propios", "Verificado", "Usar para enlaces nuevos", "Verificar ahora"])
      expect(inSpanish).toContain(text);

    // The workspace's default: the form starts on it, and a link made without the field goes there.
    const chosen = await owner.post("/dashboard/settings/domains", { intent: "default", domainId: row.id });
    expect(await chosen.text()).toContain("New links are made on this domain unless another is chosen.");
    expect(await (await owner.get("/dashboard/links/new")).text()).toMatch(
      /<option value="chat.shop-d.test" selected="">/,
    );
    const byDefault = await owner.post("/dashboard/links/new", { phone: "+447911123456", alias: "menu-e" });
    expect(await byDefault.text()).toContain("https://chat.shop-d.test/menu-e");
    const onMain = await owner.post("/dashboard/links/new", {
      phone: "+447911123456",
      alias: "menu-f",
      domain: "",
    });
    expect(await onMain.text()).toContain("http://chat.test/menu-f");

    const mistyped = await owner.post("/dashboard/settings/domains", {
      intent: "remove",
      domainId: row.id,
      confirm: "shop-d.test",
    });
    expect([mistyped.status, await mistyped.text()]).toEqual([
      400,
      expect.stringContaining("Type the domain name exactly"),
    ]);
    const removed = await owner.post("/dashboard/settings/domains", {
      intent: "remove",
      domainId: row.id,
      confirm: "CHAT.shop-d.test",
    });
    expect(await removed.text()).toContain("Domain removed.");
    expect(await locationOnHost(server.base, "chat.shop-d.test", "/menu-d")).toBeUndefined();
  });

  it("the new-link form takes a 4-letter alias on the workspace's own domain, saying so in its hint", async () => {
    const { owner } = await shopWithViewer(server);
    await owner.post("/dashboard/settings/domains", { intent: "add", domain: "chat.cornershop-s.test" });
    const [row] = await server.running.database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "chat.cornershop-s.test"));
    if (row === undefined) throw new Error("no domain stored");
    await dns.setTxt("_chatlink.chat.cornershop-s.test", row.verificationToken);
    await owner.post("/dashboard/settings/domains", { intent: "verify", domainId: row.id });
    await owner.post("/dashboard/settings/domains", { intent: "default", domainId: row.id });

    const form = await (await owner.get("/dashboard/links/new")).text();
    expect(form).toContain("On your own domain: 3–50 letters, digits, _ or -.");
    const made = await owner.post("/dashboard/links/new", {
      phone: "+447911123456",
      alias: "menu",
      domain: "chat.cornershop-s.test",
    });
    expect(made.status).toBe(201);
    expect(await made.text()).toContain("https://chat.cornershop-s.test/menu");
    expect(await locationOnHost(server.base, "chat.cornershop-s.test", "/menu")).toBe(
      "https://wa.me/447911123456",
    );

    // On the main address the same alias is refused, and the form says where it would fit.
    const onMain = await owner.post("/dashboard/links/new", {
      phone: "+447911123456",
      alias: "menu",
      domain: "",
    });
    const page = await onMain.text();
    expect(onMain.status).toBe(400);
    expect(page).toContain("On your workspace&#x27;s own domain 3 are enough");
    expect(page).toContain("5–50 letters, digits, _ or -. Leave empty for a random code.");
  });
});
