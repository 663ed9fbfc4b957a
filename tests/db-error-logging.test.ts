import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorText } from "#core/error-text";
import { ClickRecorder } from "#domain/clicks/click-recorder.server";
import { describeClient } from "#domain/clicks/describe-client.server";

/**
 * Database errors are logged without the statement's values (issue 9, finding 13): one
 * failed click flush logged 80 MB of parameters, and any failed query logged the emails and
 * addresses it carried.
 */
const EMAIL = "private.person@example.com";
const HUGE = "r".repeat(5 * 1024 * 1024);

describe("database errors in logs", () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  let failure: unknown;

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle({ client });
    await db.execute(sql`create table t (email text, host varchar(10))`);
    failure = await db.execute(sql`insert into t (email, host) values (${EMAIL}, ${HUGE})`).then(
      () => null,
      (err: unknown) => err,
    );
  }, 60_000);
  afterAll(async () => {
    await client?.close();
  });

  it("names the code, the driver's message and the statement, in a few hundred bytes", () => {
    expect(failure).toBeInstanceOf(Error);
    // What was logged before: the whole statement and every parameter.
    expect(String((failure as Error).stack).length).toBeGreaterThan(HUGE.length);
    const text = errorText(failure);
    expect(text.length).toBeLessThan(1024);
    expect(text).toContain("22001"); // string_data_right_truncation
    expect(text).toContain("value too long");
    expect(text).toContain("insert into t");
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain("rrrrrrrrrr");
  });

  it("keeps the click recorder's log line small when a flush fails with huge values", async () => {
    const lines: string[] = [];
    const recorder = new ClickRecorder(
      async () => {
        await db.execute(sql`insert into t (email, host) values (${EMAIL}, ${HUGE})`);
      },
      (line) => lines.push(line),
    );
    recorder.record({ linkId: 1, profile: describeClient("Mozilla/5.0"), country: null, referrer: "" });
    await recorder.flush().catch(() => {});
    await recorder.close(1).catch(() => {});
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.length).toBeLessThan(2048);
      expect(line).not.toContain(EMAIL);
      expect(line).not.toContain("rrrrrrrrrr");
    }
  });

  it("cuts a params dump out of any other error and bounds its length", () => {
    const err = new Error(`Failed query: select 1\nparams: ${EMAIL},${HUGE}`);
    const text = errorText(err);
    expect(text).not.toContain(EMAIL);
    expect(text.length).toBeLessThanOrEqual(2100);
  });
});
