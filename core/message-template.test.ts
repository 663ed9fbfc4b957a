import { describe, expect, it } from "vitest";
import { checkTemplate } from "./message-template";

describe("checkTemplate", () => {
  it("trims and collapses the name, cleans the body as a link's message is", () => {
    expect(checkTemplate({ name: "  Order \t status ", body: " Hi {agent}\r\nthere\u0000 " })).toEqual({
      ok: true,
      value: { name: "Order status", body: "Hi {agent}\nthere" },
    });
  });

  it("names the field at fault", () => {
    expect(checkTemplate({ name: "", body: "Hi" })).toMatchObject({
      ok: false,
      field: "name",
      problem: "name_missing",
    });
    expect(checkTemplate({ name: "n".repeat(61), body: "Hi" })).toMatchObject({ problem: "name_too_long" });
    expect(checkTemplate({ name: "A", body: " \n " })).toMatchObject({
      field: "body",
      problem: "body_missing",
    });
    expect(checkTemplate({ name: "A", body: 42 })).toMatchObject({ problem: "body_missing" });
  });

  it("counts characters as people do: 1,000 emoji fit, 1,001 do not", () => {
    expect(checkTemplate({ name: "A", body: "😀".repeat(1000) }).ok).toBe(true);
    expect(checkTemplate({ name: "A", body: "😀".repeat(1001) })).toMatchObject({ problem: "body_too_long" });
    expect(checkTemplate({ name: "A", body: "x".repeat(50_000) })).toMatchObject({
      problem: "body_too_long",
    });
  });
});
