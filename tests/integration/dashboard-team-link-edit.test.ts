import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "#domain/agents/create-agent.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { createLink } from "#domain/links/create-link.server";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { redirectOf, signedInClient } from "./dashboard-helpers";
import { bootTestServer, type TestServer } from "./support/test-server";

const allow = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) } as unknown as RateLimiter;

/**
 * The dashboard's one-number edit form on a team link (no number of its own): the page
 * opens and a number sent to it is a clear 400, never a 500 or a link with both.
 */
describe("dashboard edit of a team link", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite", { env: { RATE_LIMIT_FORMS_PER_10S: "1000" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("opens the page and refuses a number with 400, the link still going to its agent", async () => {
    const client = await signedInClient(server);
    const db = server.running.database.db;
    const actor = {
      workspaceId: await personalWorkspaceOf(db, client.accountId),
      accountId: client.accountId,
    };
    const invalidateLinks = async () => {};
    const agent = await createAgent({ db, invalidateLinks }, actor, { name: "Ana", phone: "+447700900051" });
    if (!agent.ok) throw new Error(agent.error);
    const made = await createLink(
      { db, invalidateLinks, limiters: { perAddress: allow, perAccount: allow } },
      { input: { agents: [agent.agent.id] }, creator: { kind: "member", actor } },
    );
    if (!made.ok) throw new Error(made.error);

    expect((await client.get(`/dashboard/links/${made.link.id}`)).status).toBe(200);
    expect((await client.get("/dashboard")).status).toBe(200);
    const saved = await client.post(`/dashboard/links/${made.link.id}`, {
      phone: "+447911123456",
      message: "x",
    });
    expect(saved.status).toBe(400);
    expect(await saved.text()).toContain("This is a team link");
    expect((await redirectOf(server, made.link.code)).location).toBe("https://wa.me/447700900051");
  });
});
