import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.server";
import {
  type AgentSpec,
  codeKeysRoutingTo,
  NEVER_OPEN,
  newAgent,
  newTeamLink,
  newWorkspace,
  type TeamLinkSpec,
  updateAgent,
  waDigits,
} from "./support/team-links";
import { bootTestServer, PHONE_BROWSER, type TestServer } from "./support/test-server";

/**
 * `GET /<code>` of a team link over HTTP, on one instance: which agent's number the 302
 * names, click after click, for each rule (docs/product.md, "How a team link chooses").
 */
describe("team link redirect", () => {
  let server: TestServer;
  let db: Db;
  let workspace: string;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    db = server.running.database.db;
    workspace = await newWorkspace(db);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  let phoneCounter = 0;
  /** An agent with a number of its own; returns its id and digits. */
  async function agent(spec: Partial<AgentSpec> = {}): Promise<{ id: string; phone: string }> {
    phoneCounter++;
    const phone = spec.phone ?? `4479111${String(phoneCounter).padStart(5, "0")}`;
    const id = await newAgent(db, workspace, { name: `Agent ${phoneCounter}`, ...spec, phone });
    return { id, phone };
  }
  const teamLink = (spec: TeamLinkSpec) => newTeamLink(db, workspace, spec);

  async function visit(code: string, query = "", cookie?: string): Promise<Response> {
    const res = await fetch(`${server.base}/${code}${query}`, {
      redirect: "manual",
      headers: { "user-agent": PHONE_BROWSER, ...(cookie === undefined ? {} : { cookie }) },
    });
    await res.arrayBuffer();
    return res;
  }
  /** The digits each of `n` clicks was sent to ("not 302: <status>" otherwise). */
  async function digitsOf(code: string, n: number, query = ""): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await visit(code, query);
      out.push(res.status === 302 ? String(waDigits(res.headers.get("location"))) : `not 302: ${res.status}`);
    }
    return out;
  }
  const tally = (xs: string[]) => {
    const t: Record<string, number> = {};
    for (const x of xs) t[x] = (t[x] ?? 0) + 1;
    return t;
  };
  /** What editing an agent does: the links routing to it are dropped from the cache. */
  async function afterAgentEdit(agentIds: string[]): Promise<void> {
    for (const key of await codeKeysRoutingTo(db, agentIds)) server.running.resolver.invalidate(key);
  }

  it("round robin: 30 clicks over 3 agents, 10 each, in the order the link lists them", async () => {
    const made = [await agent(), await agent(), await agent()];
    const listed = [made[2], made[0], made[1]] as typeof made;
    const { code } = await teamLink({ rotation: "round_robin", agents: listed.map((a) => a.id) });
    const seen = await digitsOf(code, 30);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => listed[i % 3]?.phone));
    expect(tally(seen)).toEqual(Object.fromEntries(listed.map((a) => [a.phone, 10])));
  });

  it("weighted 3:1: 400 clicks split 300 / 100 (within 4)", async () => {
    const [heavy, light] = [await agent({ weight: 3 }), await agent({ weight: 1 })];
    const { code } = await teamLink({ rotation: "weighted", agents: [heavy.id, light.id] });
    const counts = tally(await digitsOf(code, 400));
    expect(Math.abs((counts[heavy.phone] ?? 0) - 300)).toBeLessThanOrEqual(4);
    expect(Math.abs((counts[light.phone] ?? 0) - 100)).toBeLessThanOrEqual(4);
    expect((counts[heavy.phone] ?? 0) + (counts[light.phone] ?? 0)).toBe(400);
  });

  it("sticky: a returning visitor gets the same agent; when that agent is paused, another, with a new cookie", async () => {
    const team = [await agent(), await agent(), await agent()];
    const { code, id } = await teamLink({ rotation: "sticky", agents: team.map((a) => a.id) });
    const cookieName = `chl_t${id}`;
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const keep = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    // Another visitor first, so this one's agent is not simply the first listed.
    await visit(code);
    const first = await visit(code, "", cookieHeader());
    keep(first);
    const chosen = waDigits(first.headers.get("location"));
    const chosenAgent = team.find((a) => a.phone === chosen);
    expect(chosenAgent).toBeDefined();
    expect(jar.get(cookieName)).toBe(chosenAgent?.id);
    const setCookie = first.headers.getSetCookie()[0] ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);

    for (let i = 0; i < 5; i++) {
      await visit(code); // other visitors take turns meanwhile
      const again = await visit(code, "", cookieHeader());
      expect(waDigits(again.headers.get("location"))).toBe(chosen);
      expect(again.headers.getSetCookie()).toEqual([]); // already holds it
    }

    await updateAgent(db, chosenAgent?.id as string, { active: false });
    await afterAgentEdit([chosenAgent?.id as string]);
    const moved = await visit(code, "", cookieHeader());
    keep(moved);
    const now = waDigits(moved.headers.get("location"));
    expect(moved.status).toBe(302);
    expect(now).not.toBe(chosen);
    const newAgent = team.find((a) => a.phone === now);
    expect(jar.get(cookieName)).toBe(newAgent?.id);
    expect(waDigits((await visit(code, "", cookieHeader())).headers.get("location"))).toBe(now);
  });

  it("?department= chooses within it (any case); an unknown one routes to the whole team", async () => {
    const sales = [await agent({ department: "Sales" }), await agent({ department: "Sales" })];
    const support = await agent({ department: "Support" });
    const { code } = await teamLink({
      rotation: "round_robin",
      agents: [sales[0]?.id, support.id, sales[1]?.id] as string[],
    });
    expect(await digitsOf(code, 4, "?department=sales")).toEqual([
      sales[0]?.phone,
      sales[1]?.phone,
      sales[0]?.phone,
      sales[1]?.phone,
    ]);
    expect(await digitsOf(code, 3, "?department=Support")).toEqual(Array(3).fill(support.phone));
    expect(new Set(await digitsOf(code, 3, "?department=Billing"))).toEqual(
      new Set([sales[0]?.phone, sales[1]?.phone, support.phone]),
    );
  });

  it("fills {agent}, {department} and {ref} per click, percent-encoded; a ref that is not a word is left out", async () => {
    const ana = await agent({ name: "Ana & Co", department: "Sales" });
    const { code } = await teamLink({
      rotation: "round_robin",
      agents: [ana.id],
      message: "Hi {agent}, {department} ({ref})",
    });
    const filled = (await visit(code, "?ref=flyer-1")).headers.get("location") as string;
    expect(filled).toBe(
      `https://wa.me/${ana.phone}?text=${encodeURIComponent("Hi Ana & Co, Sales (flyer-1)")}`,
    );
    expect(new URL(filled).searchParams.get("text")).toBe("Hi Ana & Co, Sales (flyer-1)");
    expect([...new URL(filled).searchParams.keys()]).toEqual(["text"]);

    const refused = (await visit(code, "?ref=a%26text%3Dx")).headers.get("location") as string;
    expect(refused).toBe(`https://wa.me/${ana.phone}?text=${encodeURIComponent("Hi Ana & Co, Sales ()")}`);
    expect([...new URL(refused).searchParams.keys()]).toEqual(["text"]);
    const raw = (await visit(code, "?ref=a&text=x")).headers.get("location") as string;
    expect(new URL(raw).searchParams.get("text")).toBe("Hi Ana & Co, Sales (a)");
  });

  it("skips an agent whose hours are closed now; with all closed, ?anyway=1 still reaches an active one", async () => {
    const [open1, closed, open2] = [await agent(), await agent({ hours: NEVER_OPEN }), await agent()];
    const { code } = await teamLink({ rotation: "round_robin", agents: [open1.id, closed.id, open2.id] });
    const seen = await digitsOf(code, 6);
    expect(seen).not.toContain(closed.phone);
    expect(tally(seen)).toEqual({ [open1.phone]: 3, [open2.phone]: 3 });
    // The contact card's button for that agent still reaches them (?agent=, any hours).
    expect(await digitsOf(code, 1, `?agent=${closed.id}`)).toEqual([closed.phone]);

    const night = [
      await agent({ hours: NEVER_OPEN }),
      await agent({ hours: NEVER_OPEN }),
      await agent({ active: false }),
    ];
    const shut = await teamLink({ rotation: "weighted", agents: night.map((a) => a.id) });
    const res = await visit(shut.code);
    expect(res.status).not.toBe(302);
    // The closed page's "message anyway": any active agent, whatever the hours, never a paused one.
    const anyway = await digitsOf(shut.code, 4, "?anyway=1");
    expect(new Set(anyway)).toEqual(new Set([night[0]?.phone, night[1]?.phone]));
  });

  it("an agent whose stored hours cannot be read takes turns as if it had none (the server stays up)", async () => {
    const broken = await agent({ hours: { timeZone: "UTC" } as unknown as AgentSpec["hours"] });
    const other = await agent();
    const { code } = await teamLink({ rotation: "round_robin", agents: [broken.id, other.id] });
    expect(await digitsOf(code, 4)).toEqual([broken.phone, other.phone, broken.phone, other.phone]);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });

  it("with none open, sends to the fallback agent (whatever its hours); a paused fallback does not count", async () => {
    const team = [await agent({ active: false }), await agent({ active: false })];
    const fallback = await agent({ hours: NEVER_OPEN });
    const { code } = await teamLink({
      rotation: "round_robin",
      agents: team.map((a) => a.id),
      fallbackAgentId: fallback.id,
    });
    expect(await digitsOf(code, 3)).toEqual(Array(3).fill(fallback.phone));
    await updateAgent(db, fallback.id, { active: false });
    await afterAgentEdit(team.map((a) => a.id));
    server.running.resolver.invalidate(code); // the fallback is not a member: its edit drops the link too
    expect((await visit(code)).status).not.toBe(302);
  });

  it("with none open and no fallback: no redirect, and no agent's number on the page", async () => {
    const team = [await agent({ active: false }), await agent({ active: false })];
    const { code } = await teamLink({ rotation: "sticky", agents: team.map((a) => a.id) });
    const res = await fetch(`${server.base}/${code}`, {
      redirect: "manual",
      headers: { "user-agent": PHONE_BROWSER },
    });
    const body = await res.text();
    expect(res.status).not.toBe(302);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("location")).toBeNull();
    for (const a of team) expect(body).not.toContain(a.phone);
  });
});
