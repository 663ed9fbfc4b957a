import { describe, expect, it } from "vitest";
import { readLinkQuery, stickyAgentOf, stickyCookie } from "./redirect-query.server";

const AGENT = "ag_0123456789abcdef";

describe("readLinkQuery", () => {
  it("reads ref, department, agent and anyway", () => {
    expect(readLinkQuery(`/shop?ref=qr&department=%20Sales%20&agent=${AGENT}&anyway=1`)).toEqual({
      ref: "qr",
      utm: null,
      department: "Sales",
      agentId: AGENT,
      anyway: true,
    });
  });

  it("drops a ref that is not a word, a department over 40 characters, and a query over 1,024", () => {
    expect(readLinkQuery("/shop?ref=a%26text%3Dx").ref).toBeNull();
    expect(readLinkQuery(`/shop?department=${"d".repeat(41)}`).department).toBeNull();
    expect(readLinkQuery(`/shop?department=${"d".repeat(40)}`).department).toBe("d".repeat(40));
    expect(readLinkQuery(`/shop?ref=qr&pad=${"x".repeat(1020)}`).ref).toBeNull();
    expect(readLinkQuery("/shop")).toEqual({
      ref: null,
      utm: null,
      department: null,
      agentId: null,
      anyway: false,
    });
  });
});

describe("readLinkQuery: campaign tags", () => {
  it("reads utm_source, utm_medium and utm_campaign as one value; a missing tag is empty", () => {
    expect(readLinkQuery("/shop?utm_source=instagram&utm_medium=bio&utm_campaign=spring-sale").utm).toBe(
      "instagram|bio|spring-sale",
    );
    expect(readLinkQuery("/shop?utm_campaign=spring&ref=qr")).toMatchObject({ ref: "qr", utm: "||spring" });
  });

  it("counts no tags when any given tag is not a word (a `|` could not split it back)", () => {
    expect(readLinkQuery("/shop?utm_source=a%7Cb").utm).toBeNull();
    expect(readLinkQuery(`/shop?utm_source=ok&utm_medium=${"m".repeat(41)}`).utm).toBeNull();
    expect(readLinkQuery("/shop?utm_source=").utm).toBeNull();
  });
});

describe("stickyAgentOf", () => {
  it("reads this link's cookie among others", () => {
    expect(stickyAgentOf(`a=1; chl_t7=${AGENT}; b=2`, 7)).toBe(AGENT);
    expect(stickyAgentOf(`chl_t7=${AGENT}`, 7)).toBe(AGENT);
    expect(stickyAgentOf(`chl_t77=${AGENT}`, 7)).toBeNull();
  });

  it("skips a cookie whose name only ends like ours and finds ours after it", () => {
    expect(stickyAgentOf(`xchl_t7=ag_ffffffffffffffff; chl_t7=${AGENT}`, 7)).toBe(AGENT);
  });

  it("refuses a value that is not exactly an agent id", () => {
    expect(stickyAgentOf(`chl_t7=${AGENT}0`, 7)).toBeNull();
    expect(stickyAgentOf("chl_t7=ag_0123", 7)).toBeNull();
    expect(stickyAgentOf("chl_t7=someone@example.com", 7)).toBeNull();
  });

  it("reads back the cookie it sets", () => {
    const cookie = stickyCookie(7, AGENT, true);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(stickyAgentOf(cookie.split(";")[0], 7)).toBe(AGENT);
  });
});
