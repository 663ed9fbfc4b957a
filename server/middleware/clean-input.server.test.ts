import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { cleanPageInput, refuseApiInput } from "./clean-input.server";

/** The query each route saw, as its handler reads it. */
function app(): Hono {
  const hono = new Hono();
  hono.use("*", refuseApiInput());
  hono.use("*", cleanPageInput());
  hono.all("*", (c) => c.json(Object.fromEntries(new URL(c.req.url).searchParams)));
  return hono;
}

describe("query strings against the one rule for text", () => {
  const long = "x".repeat(1500);

  it.each([
    ["%00", "NUL"],
    ["%1f", "a lower-case escape"],
    ["%1B", "ESC"],
    ["%7F", "DEL"],
    ["%7f", "del"],
    ["%0B", "a vertical tab"],
  ])("refuses %s (%s) in an API query, naming the field, however long the rest", async (escaped) => {
    const res = await app().request(`/api/qr?data=${long}&q=a${escaped}b`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "invalid_input", field: "q" });
  });

  it("passes what is acceptable untouched: line breaks, tabs, an escaped percent sign, other scripts", async () => {
    const query = `data=${long}&a=1%0A2%0D%093&b=%2500&c=caf%C3%A9+%D8%B4%D9%83%D8%B1%D8%A7&d=%E2%80%8F`;
    const res = await app().request(`/api/qr?${query}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: long,
      a: "1\n2\r\t3",
      b: "%00",
      c: "café شكرا",
      d: "\u200f",
    });
  });

  it("gives a page the query with each run of refused characters as one space", async () => {
    const res = await app().request("/dashboard?q=a%00%01b&ok=fine");
    expect(await res.json()).toEqual({ q: "a b", ok: "fine" });
    expect(await (await app().request("/dashboard?q=plain")).json()).toEqual({ q: "plain" });
  });
});
