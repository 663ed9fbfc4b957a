import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#db/client.server";
import { BUTTON_CONFIG_TTL_MS, createButtonConfigCache } from "./button-config-cache.server";
import type { ButtonLinkConfig } from "./read-button-config.server";

/** The database as readButtonConfig sees it: code key → config, and how often it was asked. */
const stored = new Map<string, ButtonLinkConfig>();
const reads: string[] = [];
vi.mock("./read-button-config.server", () => ({
  readButtonConfig: async (_db: Db, key: string) => {
    reads.push(key);
    await new Promise((r) => setTimeout(r, 5));
    return stored.get(key) ?? null;
  },
}));

const config = (code: string, color: string): ButtonLinkConfig => ({
  code,
  options: { position: "right", color, greeting: null, label: null, refs: false, events: false },
  team: null,
});

afterEach(() => {
  stored.clear();
  reads.length = 0;
  vi.restoreAllMocks();
});

describe("the chat button configuration cache", () => {
  it("answers a flood of page views of one code with one read; another server's cache reads its own", async () => {
    const one = createButtonConfigCache({} as Db);
    const two = createButtonConfigCache({} as Db);
    stored.set("shopone", config("ShopOne", "#111111"));
    const answers = await Promise.all(Array.from({ length: 50 }, () => one.read("SHOPONE", 0)));
    expect(new Set(answers.map((a) => a?.options.color))).toEqual(new Set(["#111111"]));
    expect(reads).toEqual(["shopone"]);
    stored.set("shopone", config("ShopOne", "#222222"));
    expect((await two.read("shopone", 0))?.options.color).toBe("#222222");
    expect(reads).toEqual(["shopone", "shopone"]);
  });

  it("reads afresh once the link's change is announced, or after the TTL when it is not", async () => {
    const cache = createButtonConfigCache({} as Db);
    stored.set("menuone", config("menuone", "#111111"));
    expect((await cache.read("menuone", 0))?.options.color).toBe("#111111");
    stored.set("menuone", config("menuone", "#222222"));
    expect((await cache.read("menuone", 0))?.options.color).toBe("#111111");
    cache.drop("menuone");
    expect((await cache.read("menuone", 0))?.options.color).toBe("#222222");

    stored.delete("menuone");
    const later = performance.now() + BUTTON_CONFIG_TTL_MS + 1;
    vi.spyOn(performance, "now").mockReturnValue(later);
    expect(await cache.read("menuone", 0)).toBeNull();
  });

  it("remembers unknown codes briefly, drops everything on a clear, and keeps no key that is not a code", async () => {
    const cache = createButtonConfigCache({} as Db);
    expect(await cache.read("nothing", 0)).toBeNull();
    expect(await cache.read("nothing", 0)).toBeNull();
    expect(reads).toEqual(["nothing"]);
    stored.set("nothing", config("nothing", "#333333"));
    cache.drop(null);
    expect((await cache.read("nothing", 0))?.options.color).toBe("#333333");
    expect(await cache.read("x".repeat(5_000), 0)).toBeNull();
    expect(reads).not.toContain("x".repeat(5_000));
  });
});
