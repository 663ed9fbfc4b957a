import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

afterEach(() => vi.restoreAllMocks());

describe("handleError (loader and action errors)", () => {
  it("logs a failed query without the values it carried", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // The shape of Drizzle's DrizzleQueryError: the SQL, every parameter, the driver's error as cause.
    const failed = Object.assign(
      new Error(`Failed query: insert into accounts …\nparams: ana@example.com,${"x".repeat(100_000)}`),
      {
        query: "insert into accounts (email, password_hash) values ($1, $2)",
        params: ["ana@example.com", "x".repeat(100_000)],
        cause: Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
      },
    );
    handleError(failed, {
      request: new Request("http://localhost/signup?next=/dashboard"),
      params: {},
      context: {} as never,
    });
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toContain("GET /signup:");
    expect(line).toContain("23505");
    expect(line).not.toContain("ana@example.com");
    expect(line).not.toContain("next=");
    expect(line.length).toBeLessThan(1000);
  });

  it("says nothing for a request the visitor abandoned", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), {
      request: new Request("http://localhost/", { signal: controller.signal }),
      params: {},
      context: {} as never,
    });
    expect(log).not.toHaveBeenCalled();
  });
});
