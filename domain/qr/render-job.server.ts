import { decodePngLogo, renderBrandedPng } from "./branded-png.server";
import { renderBrandedSvg } from "./branded-render.server";
import type { RenderJob, WorkerResult } from "./qr-render-protocol.server";
import { renderQr } from "./render-qr.server";
import { LogoDrawError, sanitisedSvgLogo } from "./svg-logo.server";

/**
 * Draws one job, in the render worker (qr-render-worker.server.ts). Everything that
 * costs CPU in proportion to what a caller sends — the QR symbol for long data, the
 * pixels, PNG encoding, decoding a PNG logo, parsing an SVG logo — happens here.
 */
export async function runRenderJob(job: RenderJob): Promise<WorkerResult> {
  const pid = process.pid;
  try {
    if (job.kind === "plain") {
      const result = await renderQr(job.data, job.size, job.format);
      return result.ok ? { ok: true, body: result.body, workerPid: pid } : result;
    }
    if (job.format === "png") {
      const png = renderBrandedPng(job.options, job.symbol, job.pad);
      return { ok: true, body: new Uint8Array(png), workerPid: pid };
    }
    // SVG output embeds the logo as a data URI: a PNG that decodes, or the sanitised SVG, never the upload.
    let options = job.options;
    if (options.logo?.kind === "png") decodePngLogo(options.logo.bytes);
    if (options.logo?.kind === "svg")
      options = {
        ...options,
        logo: { kind: "svg", bytes: new TextEncoder().encode(sanitisedSvgLogo(options.logo.bytes)) },
      };
    const svg = renderBrandedSvg(options, job.symbol, job.pad);
    return { ok: true, body: new TextEncoder().encode(svg), workerPid: pid };
  } catch (err) {
    if (err instanceof LogoDrawError)
      return { ok: false, reason: "logo", message: err.message, problem: err.problem };
    return { ok: false, reason: "failed", message: err instanceof Error ? err.message : String(err) };
  }
}
