import { checkQrColours, parseHexColour } from "#core/qr-colours";
import { checkLogoWidth } from "#core/qr-rules";
import { BRANDED_QR_SIZES, MAX_BRANDED_QR_BODY_BYTES, MAX_LOGO_BYTES } from "#core/qr-sizes";
import type { RateLimitResult } from "#domain/limits/rate-limit.server";
import { type BrandLogo, MAX_LOGO_EDGE, readLogo } from "#domain/qr/branded-logo.server";
import { brandedSymbol } from "#domain/qr/branded-render.server";
import type { LogoProblem } from "#domain/qr/logo-problem";
import type { QrRenderer, RenderResult } from "#domain/qr/qr-render-protocol.server";
import { colourProblemText, logoWidthProblemText, type QrWords } from "../../components/branded-qr/qr-words";
import { QR_PAGE_COPY } from "../../content/qr-page";
import { formatMessage } from "../i18n/format-message";

/** The form's fields (a multipart POST, or a query string when there is no logo). */
export interface BrandedQrFields {
  get(name: string): FormDataEntryValue | null;
}

/** The whole multipart body: the logo's limit plus room for the other fields and boundaries. */

const NO_STORE = { "Cache-Control": "no-store" };

/** The header naming the field a refusal is about, so the designer can show it beside that field. */
export const REFUSED_FIELD_HEADER = "X-Refused-Field";

/** A refusal people read: plain text with the reason, 422 for choices we refuse, 400 for malformed input. */
export function refusal(message: string, status: 400 | 413 | 422 = 422, field?: "logo"): Response {
  return textResponse(message, status, field === undefined ? {} : { [REFUSED_FIELD_HEADER]: field });
}

function textResponse(message: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

/** The refusals' words: the QR page's copy in the request's language (English by default). */
export type QrRefusalWords = QrWords;

const ENGLISH: QrRefusalWords = {
  locale: "en",
  copy: QR_PAGE_COPY,
  format: (message, values) => formatMessage("en", message, values),
};

/**
 * Why the logo is refused: the server's precise sentence in English, the kind of problem in the
 * page's other languages (QR_PAGE_COPY.logoProblems), as the API's error details are.
 */
function logoRefusal(
  { locale, copy, format }: QrRefusalWords,
  problem: LogoProblem,
  english: string,
): Response {
  const text =
    locale === "en"
      ? english
      : format(copy.logoProblems[problem], { maxKb: MAX_LOGO_BYTES / 1024, maxPx: String(MAX_LOGO_EDGE) });
  return refusal(text, 422, "logo");
}

/** How long an overloaded server asks the browser to wait (about the queue's drawing time). */
const RETRY_AFTER_SECONDS = 5;

/**
 * The render pool's answer as a response. Only overload and shutdown are 503 (with
 * Retry-After); anything a logo can cause (unreadable, too slow to draw, a crash or
 * memory exhaustion while drawing it) is a 422 about the logo, so user input never
 * earns a 5xx. The caller's own job still in the pool is a 429.
 */
function renderFailure(
  result: Exclude<RenderResult, { ok: true }>,
  svgLogo: boolean,
  words: QrRefusalWords,
): Response {
  const later = { "Retry-After": String(RETRY_AFTER_SECONDS) };
  const say = words.copy.problems;
  switch (result.reason) {
    case "logo":
      return logoRefusal(words, result.problem, result.message);
    case "owner_busy":
      return textResponse(say.ownerBusy, 429, later);
    case "data_too_long":
    case "size_too_small":
      // brandedSymbol has checked both before the job was sent.
      return textResponse(say.drawFailed, 500);
    case "busy":
      return textResponse(say.busy, 503, later);
    case "closed":
      return textResponse(say.restarting, 503, later);
    case "timeout":
      return svgLogo ? refusal(say.svgTooSlow, 422, "logo") : textResponse(say.tooSlow, 503, later);
    case "failed":
      return svgLogo ? refusal(say.svgFailed, 422, "logo") : textResponse(say.drawFailed, 500);
  }
}

/**
 * Who draws the image, for whom (the pool's per-owner share), and the caller's
 * allowance for the format, asked only when an image is about to be drawn.
 */
export interface QrDrawing {
  renderer: QrRenderer;
  owner: string;
  allowance: (format: "png" | "svg") => Promise<RateLimitResult>;
}

/**
 * Renders the link's branded QR code from the form fields: `foreground`,
 * `background` (#rrggbb), `size` (one of BRANDED_QR_SIZES, PNG only), `format`
 * (png|svg), optional `logo` (file), `logoSize` (percent of the code's width,
 * checkLogoWidth) and `download` (1 → attachment). Every
 * refusal is a text response saying what to change. Only cheap checks happen here;
 * both formats are drawn by `renderer` (the worker pool on the load context), which
 * also decodes or parses the logo. Each format has its own allowance per account.
 */
export async function brandedQrResponse(
  fields: BrandedQrFields,
  data: string,
  fileStem: string,
  drawing: QrDrawing,
  words: QrRefusalWords = ENGLISH,
): Promise<Response> {
  const foreground = text(fields.get("foreground")) ?? "#000000";
  const background = text(fields.get("background")) ?? "#ffffff";
  const colours = checkQrColours(foreground, background);
  if (!colours.ok) return refusal(colourProblemText(words, colours));

  const format = text(fields.get("format")) ?? "png";
  if (format !== "png" && format !== "svg") return refusal("Choose PNG or SVG.", 400);
  const sizeText = text(fields.get("size")) ?? "1024";
  const size = BRANDED_QR_SIZES.find((s) => String(s) === sizeText);
  if (size === undefined) return refusal(`Choose a size of ${BRANDED_QR_SIZES.join(", ")} pixels.`, 400);

  const logoWidth = checkLogoWidth(text(fields.get("logoSize")));
  let logo: BrandLogo | null = null;
  const upload = fields.get("logo");
  if (upload !== null && typeof upload !== "string" && upload.size > 0) {
    if (upload.size > MAX_LOGO_BYTES)
      return refusal(
        words.format(words.copy.designer.logoTooBig, { maxKb: MAX_LOGO_BYTES / 1024 }),
        413,
        "logo",
      );
    const read = readLogo(new Uint8Array(await upload.arrayBuffer()));
    if (!read.ok) return logoRefusal(words, read.problem, read.message);
    logo = read.logo;
    // Only a logo can be too large to scan; without one the field is ignored.
    if (!logoWidth.ok) return refusal(logoWidthProblemText(words, logoWidth), 422, "logo");
  }

  const built = brandedSymbol(data, logo !== null, size, logoWidth.ok ? logoWidth.percent : undefined);
  if (!built.ok) return refusal(built.message);
  const options = {
    data,
    size,
    foreground: parseHexColour(foreground) ?? { r: 0, g: 0, b: 0 },
    background: parseHexColour(background) ?? { r: 255, g: 255, b: 255 },
    logo,
  };
  const headers: Record<string, string> = { ...NO_STORE, "X-Content-Type-Options": "nosniff" };
  if (text(fields.get("download")) === "1")
    headers["Content-Disposition"] =
      `attachment; filename="${fileStem}-qr${format === "png" ? `-${size}` : ""}.${format}"`;
  const allowance = await drawing.allowance(format);
  if (!allowance.allowed)
    return textResponse(
      words.format(format === "png" ? words.copy.problems.pngLimited : words.copy.problems.svgLimited, {
        seconds: allowance.retryAfterSeconds,
      }),
      429,
      { "Retry-After": String(allowance.retryAfterSeconds) },
    );
  const drawn = await drawing.renderer.render(
    { kind: "branded", format, options, symbol: built.symbol, pad: built.pad },
    drawing.owner,
  );
  if (!drawn.ok) return renderFailure(drawn, logo?.kind === "svg", words);
  return new Response(drawn.body, {
    headers: { ...headers, "Content-Type": format === "png" ? "image/png" : "image/svg+xml" },
  });
}

function text(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * The request's form fields, read with a byte limit: a multipart body is read in
 * full before it can be parsed, so a stream longer than the limit is cut off
 * instead of being buffered. Null when the body is too large.
 */
export async function readLimitedForm(
  request: Request,
  limit = MAX_BRANDED_QR_BODY_BYTES,
): Promise<FormData | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  const type = request.headers.get("content-type") ?? "";
  return new Response(body, { headers: { "Content-Type": type } }).formData();
}
