import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { signUp } from "./accounts";
import { baseUrl, browserForFile, hydrated, pageAt, url } from "./browser";

/**
 * Issue 23: a CSV file over the import's 2 MB is refused in the dashboard's language as soon as it
 * is chosen, and never sent (past the server's form allowance only the edge's page would answer).
 */
const session = browserForFile();

describe("a CSV file too big to import", () => {
  it("is refused in Spanish before it is sent", async () => {
    const page = await pageAt(session, "phone");
    await signUp(page);
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: "es", url: baseUrl() }]);
    await page.goto(url("/dashboard/import"));
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const refusal = "El archivo pesa más de 2 MB";
    await page.getByLabel("Archivo CSV").setInputFiles({
      name: "links.csv",
      mimeType: "text/csv",
      buffer: Buffer.alloc(3 * 1024 * 1024, "a"),
    });
    await page.getByText(refusal).waitFor();
    await page.getByRole("button", { name: "Vista previa" }).click();
    await page.getByText(refusal).waitFor();
    expect(posts).toEqual([]);
  });
});
