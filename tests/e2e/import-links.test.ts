import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import {
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  pageAt as pageIn,
  screenshot,
  url,
} from "./browser";
import { redirectOf } from "./links";

/** Dashboard → Import or export: a CSV file in, a report out, the same file again creates nothing. */
const session = browserForFile();
const pageAt = (viewport: "desktop" | "phone") => pageIn(session, viewport);

const CSV = [
  "\uFEFFPhone;Message;Alias",
  "07911 123456;Hi from the flyer;e2e-flyer-VIEWPORT",
  "12;Too short;",
  "+1 202 555 0143;Hello;",
  "",
].join("\n");

for (const viewport of ["desktop", "phone"] as const) {
  describe(`import and export page on ${viewport}`, () => {
    it("imports a spreadsheet's CSV into the account, reports each refused row, and creates nothing twice", async () => {
      const page = await pageAt(viewport);
      await signUp(page);
      await page.goto(url("/dashboard"));
      await page.getByRole("link", { name: "Import or export" }).click();
      await page.waitForURL(url("/dashboard/import"));
      await hydrated(page);
      const alias = `e2e-flyer-${viewport}-${Date.now().toString(36)}`;
      const file = {
        name: "links.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(CSV.replace(`e2e-flyer-VIEWPORT`, alias)),
      };

      await page.getByLabel("CSV file").setInputFiles(file);
      await page.getByLabel("Country for numbers without a country code (optional)").fill("gb");

      // Preview first: what the import would do, the rows as read, and nothing written.
      await page.getByRole("button", { name: "Preview" }).click();
      await page
        .getByRole("status")
        .filter({
          hasText:
            "Nothing imported yet. Importing this file now: 2 would be created, 0 already there, 1 would be refused.",
        })
        .waitFor();
      const firstRows = page.getByRole("table").first();
      expect(await firstRows.getByRole("row").nth(1).textContent()).toBe(
        `2+447911123456Hi from the flyer${alias}New link`,
      );
      expect(await firstRows.getByRole("row").nth(2).textContent()).toBe(
        "4+12025550143Hellonew codeNew link",
      );
      await expectNoAxeViolations(page, "import preview");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `import-preview-${viewport}`);
      // Nothing written: the account's export does not have it.
      expect(await (await page.request.get(url("/dashboard/export"))).text()).not.toContain(alias);

      // The file is still chosen: Import links imports it.
      await page.getByRole("button", { name: "Import links" }).click();
      await page.getByRole("status").filter({ hasText: "2 created, 0 already there, 1 refused." }).waitFor();
      const refusals = page.getByRole("table");
      expect(await refusals.getByRole("row").nth(1).textContent()).toMatch(
        /^3United Kingdom phone numbers have/,
      );
      await expectNoAxeViolations(page, "import report");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `import-${viewport}`);
      expect((await redirectOf(url(`/${alias}`))).location).toBe(
        `https://wa.me/447911123456?text=${encodeURIComponent("Hi from the flyer")}`,
      );

      await page.getByLabel("CSV file").setInputFiles(file);
      await page.getByLabel("Country for numbers without a country code (optional)").fill("GB");
      await page.getByRole("button", { name: "Import links" }).click();
      await page.getByRole("status").filter({ hasText: "0 created, 2 already there, 1 refused." }).waitFor();

      // The export names its workspace, and has both links, each number with a space after its
      // country code, so a spreadsheet keeps it as text (not 4.48E+11).
      await page.getByText("In the workspace “Personal”.").waitFor();
      await page.getByRole("link", { name: "Download the links of “Personal” (CSV)" }).waitFor();
      const download = await page.request.get(url("/dashboard/export"));
      expect(download.status()).toBe(200);
      expect(download.headers()["content-type"]).toContain("text/csv");
      const text = await download.text();
      expect(text.split("\r\n")[0]).toBe("code,shortUrl,phone,message,createdAt,clicks");
      expect(text).toContain(`${alias},${url(`/${alias}`)},+44 7911123456,Hi from the flyer,`);
      expect(text).toContain(",+1 2025550143,Hello,");

      // Undo the first import as a whole: a confirm step, then its two links are gone.
      await page.reload();
      await hydrated(page);
      const first = page.getByRole("article", { name: "links.csv" }).filter({ hasText: "2 created" });
      await first.getByText("Undo this import…").click();
      await first.getByText("Delete the 2 links this import created").waitFor();
      await expectNoAxeViolations(page, "import page with Undo open");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `import-undo-${viewport}`);
      await first.getByRole("button", { name: "Delete 2 links" }).click();
      await page.getByText("Import undone: 2 links deleted.").waitFor();
      await page.getByText("Undone: its 2 links were deleted.").waitFor();
      expect((await redirectOf(url(`/${alias}`))).status).toBe(404);
    });
  });
}

describe("a large file on the import page", () => {
  it("shows the running import after a reload, then the finished one", async () => {
    const page = await pageAt("phone");
    await signUp(page);
    await page.goto(url("/dashboard/import"));
    await hydrated(page);
    const tag = Date.now().toString(36);
    const rows = Array.from(
      { length: 15_000 },
      (_, i) => `+44 7400 ${String(200000 + i)},Shop ${i},rl-${tag}-${i}`,
    );
    await page.getByLabel("CSV file").setInputFiles({
      name: "reloaded.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["phone,message,alias", ...rows, ""].join("\n")),
    });
    await page.getByRole("button", { name: "Import links" }).click();
    await page.getByRole("progressbar", { name: "Import progress" }).waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: /rows read: [\d,]+ created/ })
      .waitFor();

    await page.reload();
    const record = page.getByRole("article", { name: "reloaded.csv" });
    await record.getByText(/Importing now: [\d,]+ created/).waitFor();
    await screenshot(page, "import-running-after-reload-phone");
    // Kept up to date without another reload, until it ends.
    await record.getByText("15,000 created, 0 already there, 0 refused.").waitFor({ timeout: 50_000 });
    await record.getByText("Undo this import…").waitFor();
  });

  it("shows how far the import has got while it runs: a bar and the counts so far, then the report", async () => {
    const page = await pageAt("desktop");
    await signUp(page);
    await page.goto(url("/dashboard/import"));
    await hydrated(page);
    // 19,000 numbers in a UK mobile range, each with its own alias: well under the 2 MB limit.
    const tag = Date.now().toString(36);
    const rows = Array.from(
      { length: 19_000 },
      (_, i) => `+44 7400 ${String(100000 + i)},Shop ${i},big-${tag}-${i}`,
    );
    await page.getByLabel("CSV file").setInputFiles({
      name: "big.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["phone,message,alias", ...rows, ""].join("\n")),
    });
    await page.getByRole("button", { name: "Import links" }).click();

    const progress = page.getByRole("progressbar", { name: "Import progress" });
    await progress.waitFor();
    // The server's count of rows done, asked while the import runs.
    await page
      .getByRole("status")
      .filter({ hasText: /of about 19,000 rows read: [\d,]+ created/ })
      .waitFor();
    expect(Number(await progress.getAttribute("max"))).toBe(19_000);
    expect(Number(await progress.getAttribute("value"))).toBeGreaterThan(0);
    await screenshot(page, "import-progress-desktop");

    await page
      .getByRole("status")
      .filter({ hasText: "19,000 created, 0 already there, 0 refused." })
      .waitFor();
    expect(await progress.count()).toBe(0);
    await expectNoAxeViolations(page, "import report after a large file");
  });
});
