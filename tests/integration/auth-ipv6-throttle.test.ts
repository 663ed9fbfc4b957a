import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormClient, freshEmail, signUp } from "./support/form-client";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * Issue 9 finding 8: one home line gets a whole IPv6 /64, so every address-keyed
 * throttle and the creator ban must treat the /64 as one client; before, each of its
 * 2^64 addresses had its own budget (each log-in attempt costing a 32 MiB scrypt).
 */
describe("throttles and bans count an IPv6 /64 as one client", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Address number `i` of the /64 `prefix` (four groups), each one different. */
  const inNetwork = (prefix: string, i: number) =>
    `${prefix}:${(i + 1).toString(16)}:0:0:${(i * 7 + 3).toString(16)}`;

  it("log-in: the 21st failed attempt from one /64 gets 429, whichever of its addresses sends it", async () => {
    const net = "2001:db8:a1:1";
    for (let i = 0; i < 20; i++) {
      const miss = await new FormClient(server.base, inNetwork(net, i)).post("/login", {
        email: freshEmail("v6spray"),
        password: "some guess 123",
      });
      expect(miss.status, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await new FormClient(server.base, inNetwork(net, 999)).post("/login", {
      email: freshEmail("v6spray"),
      password: "some guess 123",
    });
    expect(refused.status).toBe(429);
    // The neighbouring /64 is another line, with its own budget.
    const neighbour = await new FormClient(server.base, inNetwork("2001:db8:a1:2", 0)).post("/login", {
      email: freshEmail("v6spray"),
      password: "some guess 123",
    });
    expect(neighbour.status).toBe(401);
  });

  it("sign-up: the 31st attempt from one /64 in an hour gets 429", async () => {
    const net = "2001:db8:a2:1";
    for (let i = 0; i < 30; i++) {
      // Refused as too short (no account, no hashing), but counted: the throttle comes first.
      const answer = await new FormClient(server.base, inNetwork(net, i)).post("/signup", {
        email: freshEmail("v6signup"),
        password: "short",
        ageConfirmed: "yes",
      });
      expect(answer.status, `sign-up ${i + 1}`).toBe(400);
    }
    const refused = await new FormClient(server.base, inNetwork(net, 500)).post("/signup", {
      email: freshEmail("v6signup"),
      password: "short",
      ageConfirmed: "yes",
    });
    expect(refused.status).toBe(429);
  });

  it("password reset: the 11th request from one /64 in an hour gets 429", async () => {
    const net = "2001:db8:a3:1";
    for (let i = 0; i < 10; i++) {
      const answer = await new FormClient(server.base, inNetwork(net, i)).post("/forgot-password", {
        email: freshEmail("v6reset"),
      });
      expect(answer.status, `request ${i + 1}`).toBe(200);
    }
    const refused = await new FormClient(server.base, inNetwork(net, 700)).post("/forgot-password", {
      email: freshEmail("v6reset"),
    });
    expect(refused.status).toBe(429);
  });

  it("creator ban: banning the maker of a link bars the maker's whole /64 from creating more", async () => {
    const net = "2001:db8:a4:1";
    const create = (address: string) =>
      fetch(`${server.base}/api/shorten`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address, origin: PUBLIC_URL },
        body: JSON.stringify({ phone: "+447911123456" }),
      });
    const made = await create(inNetwork(net, 0));
    expect(made.status).toBe(201);
    const { code } = (await made.json()) as { code: string };
    const banned = await server.admin("ban-creator", { code });
    expect(banned.status).toBe(200);
    const again = await create(inNetwork(net, 1));
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: string }).error).toBe("creator_banned");
    // Another line is not affected.
    expect((await create(inNetwork("2001:db8:a4:2", 0))).status).toBe(201);
  });

  it("an IPv4-mapped IPv6 address is counted with its IPv4 address", async () => {
    const { email } = await signUp(server.base);
    for (let i = 0; i < 20; i++) {
      const address = i % 2 === 0 ? "198.51.100.91" : "::ffff:198.51.100.91";
      const miss = await new FormClient(server.base, address).post("/login", {
        email: i < 2 ? email : freshEmail("mapped"),
        password: "some guess 123",
      });
      expect(miss.status, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await new FormClient(server.base, "::ffff:198.51.100.91").post("/login", {
      email: freshEmail("mapped"),
      password: "some guess 123",
    });
    expect(refused.status).toBe(429);
  });
});
