import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.server";
import { accounts, links } from "#db/schema";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { createTestDatabase, DRIVERS, type TestDatabase, warnIfPostgresSkipped } from "./support/databases";
import { childEnv, runAdmin } from "./support/processes";
import { bootTestServer, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/** Links stored before numbers were read with libphonenumber: the create path refuses these today, so they go in directly. */
async function storeLink(db: Db, code: string, phone: string, ownerId: number | null): Promise<void> {
  await db.insert(links).values({
    code,
    codeKey: code.toLowerCase(),
    phone,
    workspaceId: ownerId === null ? null : await personalWorkspaceOf(db, ownerId),
    createdBy: ownerId,
    creatorFingerprint: null,
  });
}

/** `npm run admin -- check-numbers`, through the running server and on the database directly. */
for (const driver of DRIVERS) {
  describe(`operator CLI: check-numbers on ${driver}`, () => {
    let server: TestServer;
    let database: TestDatabase | undefined;
    let env: NodeJS.ProcessEnv;
    let email: string;

    beforeAll(async () => {
      if (driver === "postgres") database = await createTestDatabase();
      server = await bootTestServer(driver, database === undefined ? {} : { databaseUrl: database.url });
      env = childEnv({
        DATA_DIR: server.dataDir,
        ...(database === undefined ? {} : { DATABASE_URL: database.url }),
      });
      const { db } = server.running.database;
      email = `owner-${Date.now().toString(36)}@example.com`;
      const [owner] = await db.insert(accounts).values({ email }).returning({ id: accounts.id });
      if (owner === undefined) throw new Error("no account");
      await storeLink(db, "chkGood", "447911123456", owner.id);
      await storeLink(db, "chkTrunk", "4407911123456", owner.id);
      await storeLink(db, "chkShort", "44791112345", null);
      await storeLink(db, "chkNoCode", "9991234567", null);
    });
    afterAll(async () => {
      await server?.running.close();
      await database?.drop();
      rmSync(server.dataDir, { recursive: true, force: true });
    });

    it("lists each impossible number with its owner, problem and suggestion, through the running server", async () => {
      const run = await runAdmin(["check-numbers"], env);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("through the running server");
      expect(run.json).toEqual({
        checked: 4,
        impossible: 3,
        truncated: false,
        links: [
          {
            code: "chkTrunk",
            phone: "4407911123456",
            problem:
              "The 0 after +44 is dialled only for calls inside the country; WhatsApp needs the number without it.",
            suggestion: "+447911123456",
            owner: email,
            reason: "trunk_prefix",
          },
          {
            code: "chkShort",
            phone: "44791112345",
            problem:
              "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.",
            suggestion: null,
            owner: null,
            reason: "wrong_length",
          },
          expect.objectContaining({ code: "chkNoCode", phone: "9991234567", suggestion: null }),
        ],
      });
      const lines = run.stdout.trim().split("\n");
      expect(lines).toHaveLength(4);
      expect(lines[0]).toBe(
        [
          "chkTrunk",
          email,
          "4407911123456",
          "The 0 after +44 is dialled only for calls inside the country; WhatsApp needs the number without it.",
          "did you mean +447911123456?",
        ].join("\t"),
      );
      expect(lines[1]).toMatch(/^chkShort\tanonymous\t44791112345\t.+\tno suggestion/);
      expect(run.stdout).not.toContain("chkGood");
    });

    it("answers one page at a time by id on /__admin/check-numbers, and refuses a malformed page request", async () => {
      const first = await server.admin("check-numbers", { after: 0, limit: 2 });
      expect(first.status).toBe(200);
      const page = first.json.result as { checked: number; links: Array<{ code: string }>; next: number };
      expect(page.checked).toBe(2);
      expect(page.links.map((l) => l.code)).toEqual(["chkTrunk"]);
      const second = await server.admin("check-numbers", { after: page.next, limit: 3 });
      // A short page is the last one.
      expect(second.json.result).toMatchObject({ checked: 2, next: null });
      expect((second.json.result as { links: unknown[] }).links).toHaveLength(2);
      for (const body of [
        {},
        { after: -1 },
        { after: "0" },
        { after: 0.5 },
        { after: 0, limit: 0 },
        { after: 0, limit: 5000 },
      ])
        expect((await server.admin("check-numbers", body)).status, JSON.stringify(body)).toBe(400);
    });

    it("pages through more links than a page, counts exactly and truncates only the JSON list; also with the server down", async () => {
      const { db } = server.running.database;
      // 1,001 more impossible numbers: more than two pages of 500 and more than the JSON lists.
      await db.insert(links).values(
        Array.from({ length: 1001 }, (_, i) => ({
          code: `bulk${i}`,
          codeKey: `bulk${i}`,
          phone: "4407911123456",
          creatorFingerprint: null,
        })),
      );
      const expectations = (run: Awaited<ReturnType<typeof runAdmin>>) => {
        expect(run.code).toBe(0);
        expect(run.json).toMatchObject({ checked: 1005, impossible: 1004, truncated: true });
        expect(run.json.links).toHaveLength(1000);
        // Every one is still listed as a line, before the JSON.
        expect(run.stdout.trim().split("\n")).toHaveLength(1004 + 1);
        expect(run.stdout).toContain("bulk1000\tanonymous\t4407911123456\t");
        expect(run.stderr).toContain("The JSON below lists the first 1000");
      };
      const through = await runAdmin(["check-numbers"], env);
      expect(through.stderr).toContain("through the running server");
      expectations(through);

      await server.running.close();
      const direct = await runAdmin(["check-numbers"], env);
      expect(direct.stderr).toContain(
        driver === "pglite" ? "directly on the embedded database" : "directly on PostgreSQL",
      );
      expectations(direct);
    });
  });
}
