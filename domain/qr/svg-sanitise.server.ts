import { SaxesParser, type SaxesTagNS } from "saxes";
import type { LogoProblem } from "./logo-problem";
import { SvgCopies } from "./svg-copies.server";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

/** Logos are marks: a few hundred shapes. These bound the parse and what resvg is given. */
export const MAX_SVG_ELEMENTS = 5000;
export const MAX_SVG_DEPTH = 64;
export const MAX_SVG_ATTRIBUTES_PER_ELEMENT = 100;
/** Elements once every `<use>` is expanded: resvg's own limit is a million, which takes seconds to reach. */
export const MAX_SVG_DRAWN_ELEMENTS = 20_000;

/**
 * SVG elements kept (everything resvg draws or uses to draw). Anything else — <script>,
 * <foreignObject>, editors' own elements, other namespaces, other spellings (`IMAGE`) —
 * is dropped with everything inside it.
 */
const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "image",
  "switch",
  "a",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "style",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feImage",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);

/** Raster data URIs load nothing; an embedded SVG could carry references of its own, so it is not allowed. */
const SAFE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

export type SanitisedSvg = { ok: true; svg: string } | { ok: false; message: string; problem: LogoProblem };

export function externalReferenceMessage(reference: string): string {
  const shown = reference.length > 60 ? `${reference.slice(0, 57)}…` : reference;
  return `The SVG logo refers to another file ("${shown}"): embed images in it as data: URIs, or upload a PNG.`;
}

/** Thrown inside the parser's handlers to stop it at the first refusal. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly problem: LogoProblem,
  ) {
    super(message);
  }
}

/**
 * Parses an uploaded SVG logo with a real (streaming, linear, namespace-aware) XML
 * parser and writes it out again keeping only what is safe to hand to resvg, which
 * would read any local file an `<image href="/path">` names (it has no option to
 * stop that). References are judged after the parser has resolved them — entity and
 * character references decoded, prefixes bound to namespace URIs — so no spelling
 * of the text can hide one: every attribute whose local name is `href`, in any
 * namespace, must be a same-document `#id` or a raster data URI, and every CSS
 * `url(…)` must point at `#id`. The output holds only SVG-namespace elements from a
 * fixed list, attributes without a namespace plus `xlink:href` and `xml:space`, and
 * text; no DOCTYPE, entity, processing instruction, comment or foreign element
 * survives. Refuses DOCTYPEs, malformed XML, a root other than SVG's `<svg>`, and
 * files beyond the element, depth and attribute bounds. ADR 0070.
 */
export function sanitiseSvg(text: string): SanitisedSvg {
  const out: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  let elements = 0;
  let depth = 0;
  /** Depth at which a dropped element opened; everything inside it is skipped. */
  let droppedAt = -1;
  /** Depth of the open <style> element, or -1: text inside it is CSS. */
  let styleAt = -1;
  /** The style sheet's text, checked whole when it closes (text may arrive in pieces). */
  let styleText = "";
  let sawRoot = false;
  const copies = new SvgCopies(MAX_SVG_DRAWN_ELEMENTS);
  const refuse = (message: string, problem: LogoProblem = "svg_external"): never => {
    throw new Refusal(message, problem);
  };

  parser.on("doctype", () =>
    refuse("The SVG logo has a DOCTYPE: save it as plain SVG, without one.", "svg_malformed"),
  );
  parser.on("error", (err) =>
    refuse(
      `The SVG logo could not be drawn: it is not well-formed XML (${clip(err.message)}).`,
      "svg_malformed",
    ),
  );
  parser.on("opentag", (tag: SaxesTagNS) => {
    elements++;
    depth++;
    if (elements > MAX_SVG_ELEMENTS)
      refuse(
        `The SVG logo has too many elements (over ${MAX_SVG_ELEMENTS.toLocaleString("en-US")}): simplify it, or upload a PNG.`,
        "svg_too_complex",
      );
    if (depth > MAX_SVG_DEPTH)
      refuse(
        `The SVG logo nests elements too deeply (over ${MAX_SVG_DEPTH} levels): simplify it.`,
        "svg_too_complex",
      );
    const attributes = Object.values(tag.attributes);
    if (attributes.length > MAX_SVG_ATTRIBUTES_PER_ELEMENT)
      refuse(
        `An element of the SVG logo has over ${MAX_SVG_ATTRIBUTES_PER_ELEMENT} attributes: simplify it.`,
        "svg_too_complex",
      );
    if (!sawRoot) {
      sawRoot = true;
      if (tag.uri !== SVG_NS || tag.local !== "svg")
        refuse(`The logo must be a PNG or an SVG whose root is <svg xmlns="${SVG_NS}">.`, "not_image");
    }
    // Every reference is checked, even in elements that are dropped: one rule, no exceptions.
    let id: string | null = null;
    const hrefs: string[] = [];
    for (const attribute of attributes) {
      if (attribute.local.toLowerCase() === "href") {
        if (!safeHref(attribute.value)) refuse(externalReferenceMessage(attribute.value));
        hrefs.push(attribute.value);
      } else if (attribute.local === "id" && attribute.uri === "") id = attribute.value;
      checkCss(attribute.value, attribute.local === "style", refuse);
    }
    copies.opened(id, tag.local === "use" || tag.local === "feImage" ? hrefs : []);
    if (droppedAt !== -1) return;
    if (tag.uri !== SVG_NS || !ELEMENTS.has(tag.local)) {
      droppedAt = depth;
      return;
    }
    if (tag.local === "style" && styleAt === -1) styleAt = depth;
    let open = `<${tag.local}`;
    if (depth === 1) open += ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`;
    for (const attribute of attributes) {
      const name = keptName(attribute.uri, attribute.local);
      if (name !== null) open += ` ${name}="${escapeXml(attribute.value)}"`;
    }
    out.push(`${open}>`);
  });
  parser.on("closetag", (tag: SaxesTagNS) => {
    copies.closed();
    if (droppedAt === -1) out.push(`</${tag.local}>`);
    else if (droppedAt === depth) droppedAt = -1;
    if (styleAt === depth) {
      checkCss(styleText, true, refuse);
      styleAt = -1;
      styleText = "";
    }
    depth--;
  });
  const onText = (value: string) => {
    if (droppedAt !== -1 || depth === 0) return;
    if (styleAt !== -1) styleText += value;
    out.push(escapeXml(value));
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  // Comments and processing instructions are simply not written out.

  try {
    // In slices, so a refusal stops the work early rather than after the whole file.
    for (let i = 0; i < text.length; i += 16_384) parser.write(text.slice(i, i + 16_384));
    parser.close();
    if (copies.total() > MAX_SVG_DRAWN_ELEMENTS)
      refuse(
        `The SVG logo has too many elements once its <use> copies are counted (over ${MAX_SVG_DRAWN_ELEMENTS.toLocaleString("en-US")}): simplify it, or upload a PNG.`,
        "svg_too_complex",
      );
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, message: err.message, problem: err.problem };
    return {
      ok: false,
      message: `The SVG logo could not be drawn: it is not well-formed XML (${clip(String(err))}).`,
      problem: "svg_malformed",
    };
  }
  if (!sawRoot) return { ok: false, message: "The logo must be a PNG or SVG image.", problem: "not_image" };
  return { ok: true, svg: out.join("") };
}

function safeHref(value: string): boolean {
  return value.startsWith("#") || SAFE_DATA_URI.test(value);
}

/**
 * CSS in a style sheet, a style attribute or a presentation attribute (`fill="url(…)"`):
 * every `url(` must point inside the document, and nothing may be imported. In style
 * sheets and style attributes a backslash is refused as well, since a CSS escape
 * (`\75 rl(`) could spell either. A linear scan, no regular expression.
 */
/** Every refusal here is about something outside the file (svg_external, `refuse`'s default). */
function checkCss(value: string, isStyle: boolean, refuse: (message: string) => never): void {
  const css = value.toLowerCase();
  if (isStyle && css.includes("\\"))
    refuse("The SVG logo's CSS uses escapes (\\): write it out plainly, or upload a PNG.");
  if (css.includes("@import"))
    refuse("The SVG logo imports a style sheet (@import): put its styles in the file, or upload a PNG.");
  for (let at = css.indexOf("url("); at !== -1; at = css.indexOf("url(", at + 4)) {
    let i = at + 4;
    while (i < css.length && (css[i] === " " || css[i] === "\t" || css[i] === "\n" || css[i] === "\r")) i++;
    if (css[i] === '"' || css[i] === "'") i++;
    if (css[i] !== "#") {
      const end = value.indexOf(")", at);
      refuse(externalReferenceMessage(value.slice(at, end === -1 ? at + 60 : end + 1)));
    }
  }
}

/** The name an attribute is written out under, or null to drop it. */
function keptName(uri: string, local: string): string | null {
  if (uri === "") return local.startsWith("on") ? null : local; // event handlers: never needed to draw
  if (uri === XLINK_NS && local === "href") return "xlink:href";
  if (uri === XML_NS && local === "space") return "xml:space";
  return null;
}

function escapeXml(text: string): string {
  let out = "";
  for (const ch of text) {
    if (ch === "&") out += "&amp;";
    else if (ch === "<") out += "&lt;";
    else if (ch === ">") out += "&gt;";
    else if (ch === '"') out += "&quot;";
    else if (ch === "\n") out += "&#10;";
    else if (ch === "\r") out += "&#13;";
    else if (ch === "\t") out += "&#9;";
    else out += ch;
  }
  return out;
}

function clip(message: string): string {
  const text = message.replace(/^Error:\s*/, "");
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
