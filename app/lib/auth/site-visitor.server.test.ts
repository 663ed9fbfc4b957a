import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readSiteVisitor } from "./site-visitor.server";

describe("readSiteVisitor", () => {
  // What the prerender passes: a request without cookies and no load context at all.
  const noContext = {} as AppLoadContext;

  it("needs no load context for a visitor without a session cookie (the prerender)", async () => {
    const { visitor, headers } = await readSiteVisitor(new Request("http://localhost/faq"), noContext);
    expect(visitor).toEqual({ signedIn: false, accountDeleted: false });
    expect(headers.get("vary")).toBe("Cookie");
    expect(headers.get("cache-control")).toBeNull();
  });

  it("reads the account-deleted notice from the query", async () => {
    const { visitor } = await readSiteVisitor(new Request("http://localhost/?account=deleted"), noContext);
    expect(visitor.accountDeleted).toBe(true);
  });
});
