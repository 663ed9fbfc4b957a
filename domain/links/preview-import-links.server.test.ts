import { rmSync } from "node:fs";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.server";
import { freshDataDir } from "../../tests/support/fresh-data-dir";
import { importCsv, parseImportCsv } from "./import-csv.server";
import { IMPORT_PAGE_MAX_ROWS, importLinks } from "./import-links.server";
import { PREVIEW_ROWS_SHOWN, previewImportLinks } from "./preview-import-links.server";

/** The dashboard's Preview says what Import links will then do, and writes nothing. */
describe("import preview", { timeout: 120_000 }, () => {
  let database: Database;
  let dir: string;
  const owner = { workspaceId: null, country: "GB" };

  beforeAll(async () => {
    dir = freshDataDir("chatlink-preview-");
    database = await openDatabase({ dataDir: dir, databaseUrl: undefined, log: () => {} });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const source = (text: string) => ({
    firstLine: text.slice(0, text.indexOf("\n")),
    open: () => Readable.from([text]),
  });
  const linkCount = async () =>
    Number(
      (
        (await database.db.execute(sql`select count(*)::int as n from links`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
  const preview = async (text: string) => {
    const p = previewImportLinks(database.db);
    const summary = await importCsv(parseImportCsv(source(text)), p.page, owner, () => {});
    return { summary, rows: p.rows() };
  };
  const run = (text: string) =>
    importCsv(
      parseImportCsv(source(text)),
      (rows, options) => importLinks(database.db, rows, options, async () => {}),
      owner,
      () => {},
    );

  // Repeats within a page and across pages (the page is IMPORT_PAGE_MAX_ROWS rows), an alias
  // clash inside the file, a bad number, and enough rows for more than one page.
  const many = Array.from(
    { length: IMPORT_PAGE_MAX_ROWS + 200 },
    (_, i) => `+44 7911 ${String(100000 + (i % 1100)).padStart(6, "0")},Hi ${i % 1100},`,
  );
  const FILE = [
    "phone,message,alias",
    "07911 123456,From the flyer,preview-flyer",
    "07911 123456,From the flyer,PREVIEW-FLYER",
    "07911 654321,Another chat,preview-flyer",
    "12,Too short,",
    ...many,
    "",
  ].join("\n");

  it("counts what the import then does, lists the first rows as read, and writes nothing", async () => {
    const before = await linkCount();
    const seen = await preview(FILE);
    expect(await linkCount()).toBe(before);
    expect(seen.summary.refused).toBe(2); // the clashing alias and the short number
    expect(seen.summary.errors.map((e) => [e.line, e.error])).toEqual([
      [4, "alias_taken"],
      [5, "invalid_phone"],
    ]);
    expect(seen.rows).toHaveLength(PREVIEW_ROWS_SHOWN);
    expect(seen.rows[0]).toEqual({
      line: 2,
      phone: "+447911123456",
      message: "From the flyer",
      alias: "preview-flyer",
      outcome: "create",
    });
    expect(seen.rows[1]).toMatchObject({ line: 6, alias: null, outcome: "create" });

    const done = await run(FILE);
    expect(done).toEqual(seen.summary);
    expect(await linkCount()).toBe(before + done.imported);
  });

  it("tells its progress page by page: rows read rising, and the last counts equal to the report", async () => {
    const told: Array<{ rowsRead: number; imported: number; skipped: number; refused: number }> = [];
    const p = previewImportLinks(database.db);
    const summary = await importCsv(
      parseImportCsv(source(FILE)),
      p.page,
      owner,
      () => {},
      (rowsRead, counts) =>
        told.push({ rowsRead, imported: counts.imported, skipped: counts.skipped, refused: counts.refused }),
    );
    // Two pages (IMPORT_PAGE_MAX_ROWS rows, then the rest), checked two at a time: either may end first.
    expect(told).toHaveLength(2);
    expect([IMPORT_PAGE_MAX_ROWS, 204]).toContain(told[0]?.rowsRead);
    expect(told.at(-1)).toEqual({
      rowsRead: IMPORT_PAGE_MAX_ROWS + 204,
      imported: summary.imported,
      skipped: summary.skipped,
      refused: summary.refused,
    });
  });

  it("then finds every row already there, and an alias held by another chat refused", async () => {
    const again = await preview(FILE);
    expect(again.summary.imported).toBe(0);
    expect(again.rows.every((row) => row.outcome === "exists")).toBe(true);
    const clash = await preview("phone,alias\n+1 202 555 0143,preview-flyer\n");
    expect(clash.summary).toMatchObject({ imported: 0, skipped: 0, refused: 1 });
    expect(clash.summary.errors[0]?.error).toBe("alias_taken");
  });
});
