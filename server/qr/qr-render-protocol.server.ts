import type { BrandedQrOptions, LogoPad } from "./branded-render.server";
import type { QrMatrix } from "./encode-png.server";

/** One branded PNG to draw: what renderBrandedPng takes. */
export interface PngJob {
  options: BrandedQrOptions;
  symbol: QrMatrix;
  pad: LogoPad | null;
}

/**
 * The pool's answer. "logo" is the upload's fault; "timeout" and "failed" are too when
 * the job has an SVG logo (resvg is the part that can run away or crash); "busy" and
 * "closed" are the server's state.
 */
export type PngRender =
  /** `workerPid`: the worker process that drew it. */
  | { ok: true; png: Uint8Array<ArrayBuffer>; workerPid: number }
  | { ok: false; reason: "logo"; message: string }
  /** The queue is full: overload, try again shortly. */
  | { ok: false; reason: "busy" }
  /** The drawing ran longer than the pool's limit and its worker was killed. */
  | { ok: false; reason: "timeout" }
  /** The worker died or threw while drawing. */
  | { ok: false; reason: "failed"; message: string }
  /** The pool is shutting down. */
  | { ok: false; reason: "closed" };

/** What pages get on their load context (`context.qrRenderer`): draws branded PNGs in a worker process. */
export interface QrRenderer {
  renderPng(job: PngJob): Promise<PngRender>;
}

export type RenderRequest = PngJob & { id: number };
export type RenderReply =
  | { id: number; ok: true; png: Uint8Array<ArrayBuffer>; workerPid: number }
  | { id: number; ok: false; reason: "logo" | "failed"; message: string };
