import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkImports } from "#db/schema";
import { noteLinkImport, startLinkImport } from "#domain/links/record-link-import.server";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, type TestServer, visitAsPhone } from "./support/test-server";

warnIfPostgresSkipped();

/**
 * Dashboard imports are recorded (docs/decisions/0144): the import page lists the latest,
 * running or finished, after a reload too; Undo deletes the links one import made in one
 * step, and only those.
 */
for (const driver of DRIVERS) {
  describe(`import records and undo on ${driver}`, () => {
    let server: TestServer;
    let alice: Owner;
    let bob: Owner;

    beforeAll(async () => {
      server = await bootTestServer(driver);
      alice = await signedInOwner(server);
      bob = await signedInOwner(server);
    });
    afterAll(async () => {
      await server?.stop();
    });

    const upload = async (owner: Owner, name: string, rows: string[]) => {
      const form = new FormData();
      form.set("intent", "import");
      form.set(
        "file",
        new File([["phone,message,alias", ...rows, ""].join("\n")], name, { type: "text/csv" }),
      );
      const res = await owner.post("/dashboard/import", form);
      expect(res.status).toBe(200);
    };
    const importIdOf = async (name: string) => {
      const [row] = await server.running.database.db
        .select({ id: linkImports.id })
        .from(linkImports)
        .where(eq(linkImports.fileName, name));
      return row?.id ?? "";
    };
    const undo = (owner: Owner, id: string) => {
      const form = new FormData();
      form.set("import", id);
      return owner.post("/dashboard/import/undo", form);
    };
    const page = async (owner: Owner) =>
      (await (await owner.get("/dashboard/import")).text()).replaceAll("<!-- -->", "");

    it("lists each import with its counts, and Undo deletes only the links it made", async () => {
      const tag = Date.now().toString(36);
      await upload(alice, "first.csv", [`+44 7911 200001,Kept,kept-${tag}`]);
      await upload(alice, "second.csv", [
        `+44 7911 200001,Kept,kept-${tag}`,
        `+44 7911 200002,Made here,made-${tag}`,
        "+44 7911 200003,No alias,",
        "12,Bad,",
      ]);
      const shown = await page(alice);
      expect(shown).toContain("Recent imports");
      expect(shown).toContain("second.csv");
      expect(shown).toContain("2 created, 1 already there, 1 refused.");
      expect(shown).toContain("Delete the 2 links this import created");

      const id = await importIdOf("second.csv");
      // Another workspace's owner cannot undo it.
      expect((await undo(bob, id)).headers.get("location")).toBe("/dashboard/import?undo=gone");
      expect((await visitAsPhone(server, `made-${tag}`)).status).toBe(302);

      const undone = await undo(alice, id);
      expect(undone.status).toBe(302);
      expect(undone.headers.get("location")).toBe("/dashboard/import?undo=2");
      expect((await visitAsPhone(server, `made-${tag}`)).status).toBe(404);
      // The link the first file made, which the second only found there, stays.
      expect((await visitAsPhone(server, `kept-${tag}`)).status).toBe(302);
      const after = await page(alice);
      expect(after).toContain("Undone: its 2 links were deleted.");
      expect(
        (await (await alice.get("/dashboard/import?undo=2")).text()).replaceAll("<!-- -->", ""),
      ).toContain("Import undone: 2 links deleted.");
      // Once only.
      expect((await undo(alice, id)).headers.get("location")).toBe("/dashboard/import?undo=gone");
    });

    it("shows an import still running after a reload, with its counts so far, and offers no Undo yet", async () => {
      const { db } = server.running.database;
      const workspaceId = await personalWorkspaceOf(db, alice.accountId);
      const id = await startLinkImport(db, {
        workspaceId,
        createdBy: alice.accountId,
        fileName: "running.csv",
      });
      await noteLinkImport(db, id, { imported: 1200, skipped: 3, refused: 1 });
      const shown = await page(alice);
      expect(shown).toContain("running.csv");
      expect(shown).toContain("Importing now: 1,200 created, 3 already there, 1 refused so far.");
      expect((await undo(alice, id)).headers.get("location")).toBe("/dashboard/import?undo=gone");
      await noteLinkImport(db, id, { imported: 1500, skipped: 3, refused: 1 }, true);
      expect(await page(alice)).toContain("1,500 created, 3 already there, 1 refused.");
    });
  });
}
