import { LRUCache } from "lru-cache";
import type { RenderResult } from "./qr-render-protocol.server";

/** A drawn image, or why the render pool could not draw it. */
export type CachedRender = { ok: true; body: Uint8Array<ArrayBuffer> } | Exclude<RenderResult, { ok: true }>;

/**
 * Rendered images by ETag, bounded by total bytes rather than count (a 2048 px PNG
 * weighs a hundred small ones). Concurrent requests for the same image share one
 * render, and its outcome, instead of each paying for it.
 */
export class QrImageCache {
  readonly #images: LRUCache<string, Uint8Array<ArrayBuffer>>;
  readonly #inFlight = new Map<string, Promise<CachedRender>>();

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.#images = new LRUCache<string, Uint8Array<ArrayBuffer>>({
      maxSize: maxBytes,
      sizeCalculation: (b) => b.length || 1,
    });
  }

  /** The cached image, or the render already under way for it; undefined when it would cost a render. */
  peek(key: string): Promise<CachedRender> | undefined {
    const cached = this.#images.get(key);
    if (cached) return Promise.resolve({ ok: true, body: cached });
    return this.#inFlight.get(key);
  }

  /** The cached image, or the outcome of `render` (its image is cached; refusals are not). */
  async getOrRender(key: string, render: () => Promise<CachedRender>): Promise<CachedRender> {
    const cached = this.#images.get(key);
    if (cached) return { ok: true, body: cached };
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const job = render()
      .then((result) => {
        if (result.ok) this.#images.set(key, result.body);
        return result;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, job);
    return job;
  }

  get totalBytes(): number {
    return this.#images.calculatedSize;
  }
}
