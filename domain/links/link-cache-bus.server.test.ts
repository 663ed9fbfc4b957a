import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import {
  type CacheDrop,
  LINK_CACHE_CHANNEL,
  LINKS_PER_MESSAGE,
  type LinkCacheBus,
  openLinkCacheBus,
} from "./link-cache-bus.server";

const REDIS_URL = process.env.TEST_REDIS_URL;
/** Keys no other test uses: the Redis is shared, its channel may carry others' messages. */
const keysOf = (count: number) =>
  Array.from({ length: count }, (_, i) => `bus${process.pid}x${Date.now().toString(36)}x${i}`);

describe("link cache bus, a list of links", () => {
  const open: LinkCacheBus[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });

  it("drops each listed link here, and nothing else, without Redis", async () => {
    const drops: CacheDrop[] = [];
    const bus = await openLinkCacheBus({ redisUrl: undefined, apply: (m) => drops.push(m) });
    open.push(bus);
    await bus.invalidate({ kind: "links", codeKeys: ["one-code", "two-code"] });
    expect(drops).toEqual([
      { kind: "link", codeKey: "one-code" },
      { kind: "link", codeKey: "two-code" },
    ]);
  });

  it.runIf(REDIS_URL !== undefined)(
    "reaches another instance in messages of at most LINKS_PER_MESSAGE codes, every code dropped there",
    async () => {
      const url = REDIS_URL as string;
      const dropped = new Set<string>();
      let all = 0;
      const other = await openLinkCacheBus({
        redisUrl: url,
        apply: (m) => (m.kind === "all" ? all++ : m.kind === "link" ? dropped.add(m.codeKey) : undefined),
      });
      const here = await openLinkCacheBus({ redisUrl: url, apply: () => {} });
      open.push(other, here);
      const watcher = new Redis(url);
      const sizes: number[] = [];
      watcher.on("message", (_channel: string, text: string) => {
        const message = JSON.parse(text) as { kind: string; codeKeys?: string[] };
        if (message.kind === "links" && message.codeKeys?.[0]?.startsWith(`bus${process.pid}`))
          sizes.push(text.length);
      });
      await watcher.subscribe(LINK_CACHE_CHANNEL);
      try {
        const codeKeys = keysOf(LINKS_PER_MESSAGE * 2 + 5);
        await here.invalidate({ kind: "links", codeKeys });
        const deadline = Date.now() + 5000;
        // The watcher is a connection of its own: it may hear the last message after `other` does.
        while ((codeKeys.some((key) => !dropped.has(key)) || sizes.length < 3) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        expect(codeKeys.filter((key) => !dropped.has(key))).toEqual([]);
        // Three bounded messages, never one of every code.
        expect(sizes).toHaveLength(3);
        expect(Math.max(...sizes)).toBeLessThan(LINKS_PER_MESSAGE * 64 + 100);
      } finally {
        watcher.disconnect();
      }
    },
  );
});
