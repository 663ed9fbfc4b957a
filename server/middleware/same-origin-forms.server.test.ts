import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin-forms.server";

const PUBLIC = "https://chat.example";
const at = (headers: Record<string, string>) =>
  isSameOrigin(new Headers({ host: "10.0.0.5:3000", ...headers }), "http://10.0.0.5:3000/login", PUBLIC);

describe("isSameOrigin", () => {
  it("accepts PUBLIC_URL's origin, the request's own origin, and no Origin at all", () => {
    expect(at({ origin: PUBLIC })).toBe(true);
    expect(at({ origin: "http://10.0.0.5:3000" })).toBe(true);
    expect(at({})).toBe(true);
    expect(at({ "sec-fetch-site": "same-origin" })).toBe(true);
  });
  it("refuses other origins, a null origin and cross-site fetch metadata", () => {
    expect(at({ origin: "https://evil.example" })).toBe(false);
    expect(at({ origin: "http://chat.example" })).toBe(false);
    expect(at({ origin: "null" })).toBe(false);
    expect(at({ "sec-fetch-site": "cross-site" })).toBe(false);
    expect(at({ "sec-fetch-site": "cross-site", origin: PUBLIC })).toBe(false);
  });
});
