import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { bootTestServer, type TestServer } from "./support/test-server";

/** GET /dashboard/import/progress: how far one's own import has got, and nobody else's. */
describe("import progress", () => {
  let server: TestServer;
  let alice: Owner;
  let bob: Owner;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    alice = await signedInOwner(server);
    bob = await signedInOwner(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const upload = (owner: Owner, id: string, csv: string) => {
    const form = new FormData();
    form.set("intent", "import");
    form.set("upload", id);
    form.set("file", new File([csv], "links.csv", { type: "text/csv" }));
    return owner.post("/dashboard/import", form);
  };
  const progressOf = async (owner: Owner, id: string) => {
    const res = await owner.get(`/dashboard/import/progress?upload=${encodeURIComponent(id)}`);
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it("tells the uploader the counts of its import under the id its page sent, and only the uploader", async () => {
    const id = "a1b2c3d4e5f6a7b8c9d0e1f2";
    const csv = ["phone,message", "+44 7911 123456,One", "+44 7911 654321,Two", "12,Bad", ""].join("\n");
    expect((await upload(alice, id, csv)).status).toBe(200);
    const mine = await progressOf(alice, id);
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({ rowsRead: 3, about: 3, imported: 2, skipped: 0, refused: 1, done: true });
    // Another account asking for the same id learns nothing.
    expect(await progressOf(bob, id)).toMatchObject({ status: 404, json: { error: "not_found" } });
  });

  it("answers an id it never made with 400, an unknown one with 404, a signed-out visitor with the log-in page", async () => {
    expect(await progressOf(alice, "x")).toMatchObject({ status: 400, json: { error: "invalid_request" } });
    expect(await progressOf(alice, `${"a".repeat(40)}<script>`)).toMatchObject({ status: 400 });
    expect(await progressOf(alice, "ffffffffffffffffffffffff")).toMatchObject({ status: 404 });
    const signedOut = await fetch(
      `${server.base}/dashboard/import/progress?upload=ffffffffffffffffffffffff`,
      {
        redirect: "manual",
      },
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
  });
});
