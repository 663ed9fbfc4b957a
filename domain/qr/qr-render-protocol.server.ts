import type { BrandedQrOptions, LogoPad } from "./branded-render.server";
import type { QrMatrix } from "./encode-png.server";
import type { LogoProblem } from "./logo-problem";
import type { QrFormat } from "./qr-params.server";

/**
 * One image for the render worker: a branded code (PNG or SVG, with its logo's
 * checks, decoding and rasterising) or a plain `/api/qr` image (symbol and all).
 */
export type RenderJob =
  | { kind: "branded"; format: QrFormat; options: BrandedQrOptions; symbol: QrMatrix; pad: LogoPad | null }
  | { kind: "plain"; data: string; size: number; format: QrFormat };

/** What the worker itself answers: the image, or why the input cannot make one. */
export type WorkerResult =
  /** `workerPid`: the worker process that drew it. */
  | { ok: true; body: Uint8Array<ArrayBuffer>; workerPid: number }
  /** The uploaded logo is refused or cannot be drawn: the message says why. */
  | { ok: false; reason: "logo"; message: string; problem: LogoProblem }
  /** Plain images: the data fits no QR code, or needs more pixels than asked for. */
  | { ok: false; reason: "data_too_long" }
  | { ok: false; reason: "size_too_small"; minSize: number }
  /** The worker threw while drawing. */
  | { ok: false; reason: "failed"; message: string };

/**
 * The pool's answer. "logo" is the upload's fault; "timeout" and "failed" are too when
 * the job has an SVG logo (resvg is the part that can run away or crash); "busy" and
 * "closed" are the server's state; "owner_busy" is the caller's own (it already has
 * as many jobs in the pool as one caller may).
 */
export type RenderResult =
  | WorkerResult
  /** The queue is full: overload, try again shortly. */
  | { ok: false; reason: "busy" }
  /** The caller already has its share of the pool (one drawing, one waiting). */
  | { ok: false; reason: "owner_busy" }
  /** The drawing ran longer than the pool's limit and its worker was killed. */
  | { ok: false; reason: "timeout" }
  /** The pool is shutting down. */
  | { ok: false; reason: "closed" };

/** What pages and routes get (`context.qrRenderer`): draws QR images in a worker process. */
export interface QrRenderer {
  /** `owner`: whose job it is (an account or an address key), for the pool's per-caller share. */
  render(job: RenderJob, owner: string): Promise<RenderResult>;
}

export type RenderRequest = { id: number; job: RenderJob };
export type RenderReply = WorkerResult & { id: number };
