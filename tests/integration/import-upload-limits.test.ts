import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORTS_AT_ONCE } from "#domain/links/import-parse-thread.server";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { bigCsv } from "./support/csv-files";
import { bootTestServer, type TestServer } from "./support/test-server";

/**
 * The dashboard's CSV upload: read off the event loop, a few at once server-wide (the rest are
 * told to try again, with nothing done), and a quote that never closes named in the report.
 */
describe("CSV uploads", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  const upload = (owner: Owner, csv: string, intent: "import" | "preview" = "import") => {
    const form = new FormData();
    form.set("intent", intent);
    form.set("file", new File([csv], "links.csv", { type: "text/csv" }));
    return owner.post("/dashboard/import", form);
  };
  /** The page's text, entities read back, as a person sees it. */
  const textOf = async (res: Response) =>
    (await res.text())
      .replace(/<[^>]*>/g, " ")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&")
      .replace(/\s+/g, " ");

  it("names the line where a quote that never closes begins, and the lines it took in", async () => {
    const owner = await signedInOwner(server);
    const csv = [
      "phone,message",
      "+44 7911 123450,First",
      '+44 7911 123451,"Hello, the quote is never closed',
      "+44 7911 123452,Third",
      "+44 7911 123453,Fourth",
      "+44 7911 123454,Fifth",
      "+44 7911 123455,Sixth",
      "+44 7911 123456,Seventh",
      "",
    ].join("\n");
    const res = await upload(owner, csv);
    expect(res.status).toBe(200);
    const text = await textOf(res);
    expect(text).toMatch(/1 created ?, 0 already there ?, 1 refused/);
    expect(text).toContain(
      'The quote (") that opens on line 3 is never closed, so lines 3–8 were read as one row',
    );
  });

  it("refuses a file it cannot import at all with the reason, read on the thread like any other", async () => {
    const owner = await signedInOwner(server);
    const res = await upload(owner, "name,colour\nAda,blue\n");
    expect(res.status).toBe(400);
    expect(await textOf(res)).toMatch(/phone/i);
  });

  it(`runs ${IMPORTS_AT_ONCE} uploads at once and tells the others the server is busy, importing nothing for them`, {
    timeout: 120_000,
  }, async () => {
    const owners = await Promise.all(
      Array.from({ length: IMPORTS_AT_ONCE + 2 }, () => signedInOwner(server)),
    );
    const answers = await Promise.all(
      owners.map(async (owner, i) => {
        const res = await upload(owner, bigCsv(12_000, `owner${i}`), "preview");
        return { status: res.status, retryAfter: res.headers.get("retry-after"), text: await textOf(res) };
      }),
    );
    const done = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(done.length + busy.length, JSON.stringify(answers.map((a) => a.status))).toBe(answers.length);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeLessThanOrEqual(IMPORTS_AT_ONCE);
    expect(busy.length).toBeGreaterThanOrEqual(2);
    for (const answer of busy) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.text).toContain("Other imports are running on the server right now");
    }
    for (const answer of done) expect(answer.text).toContain("12,000 would be created");
    // Once they are done, a place is free again.
    expect((await upload(owners[owners.length - 1] as Owner, bigCsv(3, "again"), "preview")).status).toBe(
      200,
    );
  });
});
