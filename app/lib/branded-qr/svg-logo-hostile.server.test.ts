import { resolve } from "node:path";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { createQrRenderPool } from "#domain/qr/qr-render-pool.server";
import { brandedQrResponse } from "./branded-qr-response.server";

const pool = createQrRenderPool({ timeoutMs: 4000 });
afterAll(() => pool.close());

const DATA = "http://chat.test/abc1234";
const UNLIMITED = async () => ({ allowed: true, retryAfterSeconds: 0 });
/** A real image of the repository's: if resvg ever read it, its pixels would be in the logo's square. */
const FILE = resolve("public/apple-touch-icon.png");
const FILE_URL = `file://${FILE}`;
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = "http://www.w3.org/1999/xlink";

function draw(logo: string, format: "png" | "svg" = "png", owner = "test"): Promise<Response> {
  const form = new FormData();
  form.set("format", format);
  form.set("size", "512");
  form.set("background", "#ffffff");
  form.set("logo", new Blob([logo]));
  return brandedQrResponse(form, DATA, "x", { renderer: pool, owner, allowance: UNLIMITED });
}

/** Every pixel of the logo's square (the middle of the code) is the pad's white: nothing was loaded into it. */
async function logoSquareIsBlank(res: Response): Promise<boolean> {
  const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
  for (let y = 226; y < 286; y++)
    for (let x = 226; x < 286; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] !== 255 || png.data[i + 1] !== 255 || png.data[i + 2] !== 255) return false;
    }
  return true;
}

const image = (attributes: string) => `<image width="10" height="10" ${attributes}/>`;

describe("SVG logos can never make resvg read a file", () => {
  const tricks: Array<[string, string]> = [
    [
      "a non-ASCII XLink prefix",
      `<svg ${SVG_NS} xmlns:é="${XLINK}" viewBox="0 0 10 10">${image(`é:href="${FILE}"`)}</svg>`,
    ],
    [
      "an XLink prefix named like another",
      `<svg ${SVG_NS} xmlns:svg="${XLINK}" viewBox="0 0 10 10">${image(`svg:href="${FILE}"`)}</svg>`,
    ],
    [
      "xlink:href on <image>",
      `<svg ${SVG_NS} xmlns:xlink="${XLINK}" viewBox="0 0 10 10">${image(`xlink:href="${FILE}"`)}</svg>`,
    ],
    ["a file: URL", `<svg ${SVG_NS} viewBox="0 0 10 10">${image(`href="${FILE_URL}"`)}</svg>`],
    [
      "character references",
      `<svg ${SVG_NS} viewBox="0 0 10 10">${image(`href="${[...FILE].map((c) => `&#${c.charCodeAt(0)};`).join("")}"`)}</svg>`,
    ],
    [
      "an entity declared in a DOCTYPE",
      `<!DOCTYPE svg [<!ENTITY f "${FILE}">]><svg ${SVG_NS} viewBox="0 0 10 10">${image('href="&f;"')}</svg>`,
    ],
    ["an undeclared entity", `<svg ${SVG_NS} viewBox="0 0 10 10">${image('href="&f;"')}</svg>`],
    [
      "upper-case names",
      `<svg ${SVG_NS} viewBox="0 0 10 10"><IMAGE width="10" height="10" HREF="${FILE}"/></svg>`,
    ],
    [
      "xlink:href on <use> to another file",
      `<svg ${SVG_NS} xmlns:xlink="${XLINK}" viewBox="0 0 10 10"><use xlink:href="${FILE}#x"/></svg>`,
    ],
    [
      "<feImage>",
      `<svg ${SVG_NS} viewBox="0 0 10 10"><filter id="f"><feImage href="${FILE}"/></filter><rect width="10" height="10" filter="url(#f)"/></svg>`,
    ],
    [
      "a style url()",
      `<svg ${SVG_NS} viewBox="0 0 10 10"><rect width="10" height="10" style="fill:url(${FILE})"/></svg>`,
    ],
    [
      "@import in CDATA",
      `<svg ${SVG_NS} viewBox="0 0 10 10"><style><![CDATA[@import url("${FILE}");]]></style><rect width="10" height="10"/></svg>`,
    ],
    [
      "a CSS escape",
      `<svg ${SVG_NS} viewBox="0 0 10 10"><style>rect{fill:\\75rl(${FILE})}</style><rect width="10" height="10"/></svg>`,
    ],
    [
      "an embedded SVG data URI",
      `<svg ${SVG_NS} viewBox="0 0 10 10">${image(`href="data:image/svg+xml;utf8,&lt;svg ${SVG_NS.replace(/"/g, "'")}&gt;&lt;image href='${FILE}'/&gt;&lt;/svg&gt;"`)}</svg>`,
    ],
    [
      "a reference inside a foreign element",
      `<svg ${SVG_NS} xmlns:x="urn:x" viewBox="0 0 10 10"><x:wrap>${image(`href="${FILE}"`)}</x:wrap></svg>`,
    ],
  ];

  it.each(tricks)("%s: refused, or drawn without the file", async (_name, logo) => {
    const res = await draw(logo);
    if (res.status === 200) expect(await logoSquareIsBlank(res)).toBe(true);
    else {
      expect(res.status).toBe(422);
      expect(await res.text()).toMatch(/SVG logo|PNG or an SVG/);
    }
  });

  it("the same picture embedded as a raster data URI is drawn (the check is not refusing everything)", async () => {
    const base64 = (await import("node:fs")).readFileSync(FILE).toString("base64");
    const res = await draw(
      `<svg ${SVG_NS} viewBox="0 0 10 10">${image(`href="data:image/png;base64,${base64}"`)}</svg>`,
    );
    expect(res.status).toBe(200);
    expect(await logoSquareIsBlank(res)).toBe(false);
  });

  it("answers the backtracking payload (an SVG and 26 `--><!--`) as fast as a normal logo, refused as malformed", async () => {
    const normal = `<svg ${SVG_NS} viewBox="0 0 2 2"><circle cx="1" cy="1" r="1" fill="#00897b"/></svg>`;
    const hostile = `<svg ${SVG_NS}></svg><!--${"--><!--".repeat(26)}`;
    await draw(normal, "svg"); // warm-up
    const timed = async (logo: string) => {
      const started = performance.now();
      const res = await draw(logo, "svg");
      return { ms: performance.now() - started, status: res.status, text: await res.text() };
    };
    const a = await timed(normal);
    const b = await timed(hostile);
    const c = await timed(normal);
    expect(a.status).toBe(200);
    expect(b.status).toBe(422);
    expect(b.text).toMatch(/not well-formed XML/);
    // Side by side, with a wide margin: before, this payload took seconds, doubling per repeat.
    expect(b.ms).toBeLessThan(10 * Math.max(a.ms, c.ms) + 50);
  });
});
