import { describe, expect, it } from "vitest";
import { hostScopeOf } from "./host-scope.server";

const shop = { id: "dom_0123456789abcdef", workspaceId: "ws_0123456789abcdef" };
const deps = {
  publicHost: "chatlink.example",
  verified: { get: (name: string) => (name === "chat.shop.test" ? shop : undefined) },
};

/** docs/decisions/0156-custom-domain-hosts.md: which Host is the main site, a custom domain, or nothing. */
describe("hostScopeOf", () => {
  it("serves the main site on PUBLIC_URL's host, addresses, localhost and single-label names", () => {
    for (const host of [
      "chatlink.example",
      "ChatLink.Example:443",
      "chatlink.example.",
      "127.0.0.1:3000",
      "[::1]:3000",
      "localhost:3000",
      "app.localhost",
      "chatlink:3000",
      undefined,
    ])
      expect([host, hostScopeOf(host, deps)]).toEqual([host, "main"]);
  });

  it("gives a verified custom domain its own scope, in any case and with a port", () => {
    expect(hostScopeOf("Chat.Shop.test:443", deps)).toBe(shop);
    expect(hostScopeOf("chat.shop.test.", deps)).toBe(shop);
  });

  it("gives any other name of two labels or more nothing", () => {
    for (const host of ["evil.test", "shop.test", "chatlink.example.evil.test", "www.chatlink.example"])
      expect([host, hostScopeOf(host, deps)]).toEqual([host, "unknown"]);
  });
});
