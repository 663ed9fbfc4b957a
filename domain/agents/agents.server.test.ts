import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_AGENTS_PER_WORKSPACE } from "#core/team-link";
import { type Database, openDatabase } from "#db/client.server";
import { findAccountLink } from "#db/queries/account-links.server";
import { workspaces } from "#db/schema";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { createLink } from "#domain/links/create-link.server";
import type { CacheInvalidation } from "#domain/links/link-cache-bus.server";
import { updateLink } from "#domain/links/update-link.server";
import { updateTeamLink } from "#domain/links/update-team-link.server";
import { freshDataDir } from "../../tests/support/fresh-data-dir";
import type { AgentDeps } from "./agent-view.server";
import { createAgent } from "./create-agent.server";
import { deleteAgent } from "./delete-agent.server";
import { findAgent } from "./find-agent.server";
import { listAgents } from "./list-agents.server";
import { updateAgent } from "./update-agent.server";

const allow = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) } as unknown as RateLimiter;

/** Agents and team links through the domain operations, on PGlite. */
describe("agents and team links", { timeout: 120_000 }, () => {
  let database: Database;
  let dir: string;
  const told: CacheInvalidation[] = [];
  const ws = "ws_00000000000000a1";
  const other = "ws_00000000000000b2";
  const actor = { workspaceId: ws, accountId: null };
  let deps: AgentDeps;
  const linkDeps = () => ({
    db: database.db,
    invalidateLinks: deps.invalidateLinks,
    limiters: { perAddress: allow, perAccount: allow },
  });

  beforeAll(async () => {
    dir = freshDataDir("chatlink-agents-");
    database = await openDatabase({ dataDir: dir, databaseUrl: undefined, log: () => {} });
    await database.db.insert(workspaces).values([
      { id: ws, name: "Shop" },
      { id: other, name: "Other" },
    ]);
    deps = {
      db: database.db,
      invalidateLinks: async (message) => {
        told.push(message);
      },
    };
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const agent = async (name: string, phone: string) => {
    const made = await createAgent(deps, actor, { name, phone });
    if (!made.ok) throw new Error(made.error);
    return made.agent;
  };

  it("creates, lists, finds and changes agents of the workspace only", async () => {
    const made = await createAgent(deps, actor, {
      name: " Ana ",
      phone: "+44 7911 123456",
      department: "Sales",
    });
    expect(made).toMatchObject({
      ok: true,
      agent: {
        name: "Ana",
        phone: "+447911123456",
        department: "Sales",
        weight: 1,
        active: true,
        hours: null,
        openNow: true,
      },
    });
    if (!made.ok) return;
    expect(made.agent.id).toMatch(/^ag_[0-9a-f]{16}$/);
    expect((await listAgents(deps, actor)).agents.map((a) => a.id)).toContain(made.agent.id);
    expect(await findAgent(deps, { workspaceId: other, accountId: null }, { id: made.agent.id })).toEqual({
      ok: false,
      error: "agent_not_found",
    });
    expect(
      await updateAgent(
        deps,
        { workspaceId: other, accountId: null },
        { id: made.agent.id, changes: { active: false } },
      ),
    ).toEqual({ ok: false, error: "agent_not_found" });
    expect(
      await updateAgent(deps, actor, { id: made.agent.id, changes: { weight: 5, active: false } }),
    ).toMatchObject({
      ok: true,
      agent: { weight: 5, active: false, name: "Ana" },
    });
  });

  it("makes a team link in order, refuses others' agents, and drops it from caches when an agent changes", async () => {
    const a = await agent("A", "+447911000001");
    const b = await agent("B", "+447911000002");
    const foreign = await createAgent(
      deps,
      { workspaceId: other, accountId: null },
      { name: "F", phone: "+447911000003" },
    );
    if (!foreign.ok) throw new Error("foreign");
    const member = { kind: "member", actor } as const;
    expect(
      await createLink(linkDeps(), { input: { agents: [a.id, foreign.agent.id] }, creator: member }),
    ).toMatchObject({
      ok: false,
      error: "invalid_agents",
    });
    const made = await createLink(linkDeps(), {
      input: { agents: [b.id, a.id], rotation: "weighted", fallbackAgent: a.id, message: "Hi {agent}" },
      creator: member,
    });
    expect(made).toMatchObject({ ok: true, link: { destination: null } });
    if (!made.ok) return;
    const row = await findAccountLink(database.db, ws, made.link.id);
    expect(row).toMatchObject({
      phone: null,
      rotation: "weighted",
      agents: [b.id, a.id],
      fallbackAgent: a.id,
      qrRef: true,
    });

    told.length = 0;
    await updateAgent(deps, actor, { id: a.id, changes: { phone: "+447911000009" } });
    expect(told).toEqual([{ kind: "links", codeKeys: [made.link.code.toLowerCase()] }]);

    // A one-number edit of a team link is refused, not a broken row.
    expect(
      await updateLink(database.db, deps.invalidateLinks, actor, made.link.id, { phone: "447911123456" }),
    ).toMatchObject({
      ok: false,
      error: "phone_or_agents",
    });

    // The last agent of a team link cannot go; one of two can, and leaves the link.
    expect(await updateTeamLink(deps, actor, { linkId: made.link.id, changes: { agents: [a.id] } })).toEqual({
      ok: true,
    });
    expect(await deleteAgent(deps, actor, { id: a.id })).toMatchObject({ ok: false, error: "agent_in_use" });
    expect(
      await updateTeamLink(deps, actor, { linkId: made.link.id, changes: { agents: [a.id, b.id] } }),
    ).toEqual({ ok: true });
    told.length = 0;
    expect(await deleteAgent(deps, actor, { id: a.id })).toEqual({ ok: true });
    expect(told).toEqual([{ kind: "links", codeKeys: [made.link.code.toLowerCase()] }]);
    expect(await findAccountLink(database.db, ws, made.link.id)).toMatchObject({
      agents: [b.id],
      fallbackAgent: null,
    });
  });

  it("refuses a workspace's agent over MAX_AGENTS_PER_WORKSPACE, even sent in parallel", async () => {
    const full = { workspaceId: "ws_00000000000000c3", accountId: null };
    await database.db.insert(workspaces).values({ id: full.workspaceId, name: "Full" });
    const answers = await Promise.all(
      Array.from({ length: MAX_AGENTS_PER_WORKSPACE + 5 }, (_, i) =>
        createAgent(deps, full, { name: `Agent ${i}`, phone: "+447911123456" }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(MAX_AGENTS_PER_WORKSPACE);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array(5).fill({ ok: false, error: "too_many_agents" }),
    );
    expect((await listAgents(deps, full)).agents).toHaveLength(MAX_AGENTS_PER_WORKSPACE);
  });

  it("refuses a team link signed out, or with a number too", async () => {
    const a = await agent("C", "+447911000004");
    expect(
      await createLink(linkDeps(), {
        input: { agents: [a.id] },
        creator: { kind: "anonymous", address: "203.0.113.1", fingerprint: "f" },
      }),
    ).toMatchObject({ ok: false, error: "team_link_needs_workspace" });
    expect(
      await createLink(linkDeps(), {
        input: { agents: [a.id], phone: "+447911123456" },
        creator: { kind: "member", actor },
      }),
    ).toMatchObject({ ok: false, error: "phone_or_agents" });
  });
});
