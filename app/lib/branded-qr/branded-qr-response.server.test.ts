import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { ALIAS_MAX_LENGTH } from "#core/limits";
import { checkQrColours, MIN_QR_CONTRAST, parseHexColour } from "#core/qr-colours";
import { MAX_LOGO_WIDTH_PERCENT, MIN_LOGO_WIDTH_PERCENT } from "#core/qr-rules";
import { BRANDED_QR_SIZES, MAX_LOGO_BYTES } from "#core/qr-sizes";
import { readLogo } from "#domain/qr/branded-logo.server";
import { brandedSymbol } from "#domain/qr/branded-render.server";
import { createQrRenderPool } from "#domain/qr/qr-render-pool.server";
import type { QrRenderer, RenderResult } from "#domain/qr/qr-render-protocol.server";
import { buildQrSymbol, QUIET_ZONE_MODULES } from "#domain/qr/render-qr.server";
import { asSeen, decodeQr, withGlare } from "../../../tests/support/decode-qr";
import { brandedQrResponse as respond } from "./branded-qr-response.server";

const pool = createQrRenderPool({ timeoutMs: 2000 });
afterAll(() => pool.close());

/** A stand-in that is never reached (the test fails first if it is). */
const never = async (): Promise<never> => {
  throw new Error("the renderer should not have been asked");
};

const UNLIMITED = async () => ({ allowed: true, retryAfterSeconds: 0 });

function brandedQrResponse(form: FormData, data: string, stem: string): Promise<Response> {
  return respond(form, data, stem, { renderer: pool, owner: "test", allowance: UNLIMITED });
}

const DATA = "http://chat.test/abc1234";

function fields(values: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

function pngLogo(edge: number, rgba: [number, number, number, number]): Uint8Array {
  const png = new PNG({ width: edge, height: edge });
  for (let i = 0; i < edge * edge; i++) png.data.set(rgba, i * 4);
  return new Uint8Array(PNG.sync.write(png));
}

function pixel(png: PNG, x: number, y: number): string {
  const i = (y * png.width + x) * 4;
  return `#${[png.data[i], png.data[i + 1], png.data[i + 2]].map((c) => (c ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

describe("brandedQrResponse", () => {
  it("draws a PNG of the requested size: finder pattern in the foreground, quiet zone in the background", async () => {
    const res = await brandedQrResponse(
      fields({ foreground: "#075e54", background: "#fff8e1", size: "512", format: "png", download: "1" }),
      DATA,
      "abc1234",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="abc1234-qr-512.png"');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([512, 512]);
    expect(pixel(png, 2, 2)).toBe("#fff8e1");
    // The top-left finder's outer ring starts right after the quiet zone: probe half a module in.
    const moduleCount = 25 + 2 * QUIET_ZONE_MODULES; // version 2 at level M for this data
    const modulePx = 512 / moduleCount;
    const inFinder = Math.floor((QUIET_ZONE_MODULES + 0.5) * modulePx);
    expect(pixel(png, inFinder, inFinder)).toBe("#075e54");
  });

  it("refuses low contrast and inverted pairs with 422 and a message", async () => {
    const low = await brandedQrResponse(fields({ foreground: "#25d366", background: "#ffffff" }), DATA, "x");
    expect(low.status).toBe(422);
    expect(await low.text()).toMatch(/too close to scan/);
    const inverted = await brandedQrResponse(
      fields({ foreground: "#ffffff", background: "#000000" }),
      DATA,
      "x",
    );
    expect(inverted.status).toBe(422);
  });

  it("puts a PNG logo in the middle on a background pad, at level H", async () => {
    const logo = new Blob([new Uint8Array(pngLogo(40, [255, 0, 0, 255]))], { type: "image/png" });
    const res = await brandedQrResponse(fields({ size: "512", format: "png", logo }), DATA, "x");
    expect(res.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect(pixel(png, 256, 256)).toBe("#ff0000");
  });

  it("embeds the logo in SVG output as an <image> data URI, with both colours", async () => {
    const svgLogo =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script><rect width="1" height="1"/></svg>';
    const res = await brandedQrResponse(
      fields({ foreground: "#1a237e", background: "#fafafa", format: "svg", logo: new Blob([svgLogo]) }),
      DATA,
      "x",
    );
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('fill="#1a237e"');
    expect(svg).toContain('fill="#fafafa"');
    expect(svg).toMatch(/<image [^>]*href="data:image\/svg\+xml;base64,/);
    expect(svg).not.toContain("<script");
  });

  it("rasterises an SVG logo into the PNG's centre; every module outside the pad still matches the symbol", async () => {
    // Two squares side by side: red on the left, blue on the right (a 2:1 logo, so the pad shows above and below).
    const svgLogo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"><rect width="1" height="1" fill="#ff0000"/><rect x="1" width="1" height="1" fill="#0000ff"/></svg>';
    const size = 1024;
    const res = await brandedQrResponse(
      fields({
        foreground: "#1a237e",
        background: "#fffde7",
        size: String(size),
        format: "png",
        logo: new Blob([svgLogo]),
      }),
      DATA,
      "x",
    );
    expect(res.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([size, size]);
    // The symbol as the qrcode package builds it at level H (a logo raises error correction).
    const symbol = buildQrSymbol(DATA, "H");
    if (symbol === null) throw new Error("no symbol");
    const span = symbol.size + 2 * QUIET_ZONE_MODULES;
    const centreOf = (module: number) => Math.floor(((module + QUIET_ZONE_MODULES + 0.5) * size) / span);
    const built = brandedSymbol(DATA, true, size);
    if (!built.ok || built.pad === null) throw new Error("no pad");
    const { start, side } = built.pad;
    const inPad = (m: number) => m >= start && m < start + side;
    let compared = 0;
    for (let row = 0; row < symbol.size; row++)
      for (let column = 0; column < symbol.size; column++) {
        if (inPad(row) && inPad(column)) continue;
        const dark = symbol.data[row * symbol.size + column] === 1;
        expect(pixel(png, centreOf(column), centreOf(row)), `module ${row},${column}`).toBe(
          dark ? "#1a237e" : "#fffde7",
        );
        compared++;
      }
    expect(compared).toBeGreaterThan(symbol.size * symbol.size * 0.75);
    // Inside the pad: the logo's two colours either side of the centre, the background above and below it.
    const middle = size / 2;
    const quarter = Math.floor((side * size) / span / 4);
    expect(pixel(png, middle - quarter, middle)).toBe("#ff0000");
    expect(pixel(png, middle + quarter, middle)).toBe("#0000ff");
    expect(pixel(png, middle - quarter, middle - Math.floor(quarter * 1.5))).toBe("#fffde7");
    expect(pixel(png, middle + quarter, middle + Math.floor(quarter * 1.5))).toBe("#fffde7");
  });

  it("refuses hostile SVG logos with a 422 saying why, and keeps drawing afterwards", async () => {
    const svg = (body: string, attributes = 'viewBox="0 0 10 10"') =>
      new Blob([
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`,
      ]);
    let nested = '<rect id="a0" width="1" height="1"/>';
    for (let i = 1; i <= 6; i++)
      nested += `<g id="a${i}">${Array.from({ length: 10 }, () => `<use href="#a${i - 1}"/>`).join("")}</g>`;
    const cases: Array<[string, Blob, RegExp]> = [
      [
        "a local file",
        svg('<image width="10" height="10" href="/etc/hostname"/>'),
        /refers to another file \("\/etc\/hostname"\)/,
      ],
      [
        "a URL",
        svg('<image width="10" height="10" xlink:href="https://evil.example/x.png"/>'),
        /refers to another file/,
      ],
      [
        "a file URL under another prefix",
        svg(
          '<image width="1" height="1" x:href="file:///etc/passwd" xmlns:x="http://www.w3.org/1999/xlink"/>',
        ),
        /refers to another file/,
      ],
      [
        "an escaped path",
        svg('<image width="1" height="1" href="&#47;etc&#47;passwd"/>'),
        /refers to another file/,
      ],
      [
        "an embedded SVG",
        svg('<image width="1" height="1" href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
        /refers to another file/,
      ],
      [
        "a huge declared size, tall and thin",
        svg('<rect width="1" height="1"/>', 'width="1" height="100000000"'),
        /could not be drawn: it has no usable width and height/,
      ],
      ["no size at all", svg("", 'width="0" height="0"'), /could not be drawn/],
      ["exponentially nested <use>", svg(`<defs>${nested}</defs><use href="#a6"/>`), /too many elements/],
      [
        // 2 KB that keeps resvg's native code busy for over a minute: only killing its process stops it.
        "dashes too fine to draw",
        svg('<circle cx="5" cy="5" r="5" fill="none" stroke="#000" stroke-dasharray="0.0001"/>'.repeat(20)),
        /takes too long to draw/,
      ],
      [
        "a filter too slow to draw",
        svg(
          `<filter id="f" x="-1000" y="-1000" width="3000" height="3000"><feGaussianBlur stdDeviation="900"/></filter>${'<rect width="10" height="10" filter="url(#f)"/>'.repeat(20)}`,
        ),
        /takes too long to draw/,
      ],
    ];
    for (const [name, logo, message] of cases) {
      const res = await brandedQrResponse(fields({ format: "png", size: "2048", logo }), DATA, "x");
      expect(res.status, name).toBe(422);
      expect(await res.text(), name).toMatch(message);
    }
    // Malformed XML is not accepted as SVG at all.
    const malformed = await brandedQrResponse(
      fields({ format: "png", logo: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><rect</svg>']) }),
      DATA,
      "x",
    );
    expect(malformed.status).toBe(422);
    expect(await malformed.text()).toMatch(/could not be drawn|PNG or SVG/);
    const after = await brandedQrResponse(fields({ format: "png", size: "256" }), DATA, "x");
    expect(after.status).toBe(200);
  });

  it("a huge declared size that keeps its proportions is drawn at the pad's size", async () => {
    const logo = new Blob([
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000000" height="1000000" viewBox="0 0 1 1"><rect width="1" height="1" fill="#00ff00"/></svg>',
    ]);
    const res = await brandedQrResponse(fields({ format: "png", size: "512", logo }), DATA, "x");
    expect(res.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([512, 512]);
    expect(pixel(png, 256, 256)).toBe("#00ff00");
  });
});

describe("brandedQrResponse when the render pool cannot draw", () => {
  const answering = (result: RenderResult) => ({
    renderer: { render: async () => result } satisfies QrRenderer,
    owner: "test",
    allowance: UNLIMITED,
  });
  const svgLogo = new Blob([
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  ]);

  it("calls a full queue or a closing server overload: 503 with Retry-After, whatever the upload", async () => {
    for (const result of [
      { ok: false, reason: "busy" },
      { ok: false, reason: "closed" },
    ] as const) {
      const res = await respond(fields({ format: "png", logo: svgLogo }), DATA, "x", answering(result));
      expect(res.status, result.reason).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.text()).toMatch(/try again/i);
    }
  });

  it("blames an SVG logo that overran or crashed its worker with a 422, and only the server otherwise", async () => {
    const crashed: RenderResult = {
      ok: false,
      reason: "failed",
      message: "the render worker stopped (SIGSEGV)",
    };
    for (const result of [{ ok: false, reason: "timeout" } as const, crashed]) {
      const withSvg = await respond(fields({ format: "png", logo: svgLogo }), DATA, "x", answering(result));
      expect(withSvg.status, result.reason).toBe(422);
      expect(await withSvg.text()).toMatch(/SVG logo/);
    }
    const plainTimeout = await respond(
      fields({ format: "png" }),
      DATA,
      "x",
      answering({ ok: false, reason: "timeout" }),
    );
    expect(plainTimeout.status).toBe(503);
    const plainCrash = await respond(fields({ format: "png" }), DATA, "x", answering(crashed));
    expect(plainCrash.status).toBe(500);
  });
});

describe("brandedQrResponse and the caller's allowances", () => {
  it("asks for the format's allowance only when an image is about to be drawn, and answers 429 with Retry-After when it is used up", async () => {
    const asked: string[] = [];
    let drawn = 0;
    const drawing = {
      renderer: {
        render: async () => {
          drawn++;
          return never();
        },
      } satisfies QrRenderer,
      owner: "test",
      allowance: async (format: "png" | "svg") => {
        asked.push(format);
        return { allowed: false, retryAfterSeconds: format === "png" ? 42 : 7 };
      },
    };
    const refusedColours = await respond(
      fields({ foreground: "#ffffff", format: "png" }),
      DATA,
      "x",
      drawing,
    );
    expect(refusedColours.status).toBe(422);
    expect(asked).toEqual([]);
    const limited = await respond(fields({ format: "png" }), DATA, "x", drawing);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("42");
    expect(await limited.text()).toMatch(/Try again in 42 seconds, or download the SVG/);
    const svg = await respond(fields({ format: "svg" }), DATA, "x", drawing);
    expect(svg.status).toBe(429);
    expect(svg.headers.get("retry-after")).toBe("7");
    expect(await svg.text()).toMatch(/many SVGs in the last minute\. Try again in 7 seconds/);
    expect([asked, drawn]).toEqual([["png", "svg"], 0]);
  });
});

describe("readLogo", () => {
  it("goes by the bytes, not the name or type, with cheap checks only (the worker parses)", () => {
    expect(readLogo(new TextEncoder().encode("GIF89a....")).ok).toBe(false);
    expect(readLogo(new TextEncoder().encode("\uFEFF \n<!-- hi --><svg></svg>")).ok).toBe(true);
    expect(readLogo(pngLogo(8, [0, 0, 0, 255])).ok).toBe(true);
    const notIhdr = pngLogo(8, [0, 0, 0, 255]);
    notIhdr[12] = 0x78;
    expect(readLogo(notIhdr).ok).toBe(false);
  });

  it("leaves the verdict on markup to the worker's XML parser: only an <svg> root in SVG's namespace, no DOCTYPE", async () => {
    const cases: Array<[string, RegExp]> = [
      ["<html><svg></svg></html>", /root is <svg xmlns=/],
      ['<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"></svg>', /DOCTYPE/],
      ["<!-- hi --><svg viewBox='0 0 1 1'></svg>", /root is <svg xmlns=/],
    ];
    for (const [logo, message] of cases) {
      const res = await brandedQrResponse(fields({ format: "svg", logo: new Blob([logo]) }), DATA, "x");
      expect(res.status, logo).toBe(422);
      expect(await res.text(), logo).toMatch(message);
    }
    const fine = await brandedQrResponse(
      fields({
        format: "svg",
        logo: new Blob(["<!-- hi --><svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'></svg>\n"]),
      }),
      DATA,
      "x",
    );
    expect(fine.status).toBe(200);
  });

  it("refuses files over the limit and PNGs declaring huge canvases", () => {
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(pngLogo(8, [0, 0, 0, 255]));
    const result = readLogo(big);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/too big/);
    const bomb = pngLogo(8, [0, 0, 0, 255]);
    new DataView(bomb.buffer).setUint32(16, 100_000);
    expect(readLogo(bomb).ok).toBe(false);
  });
});

describe("branded codes scan (decoded with ZXing after rendering)", () => {
  /** The longest short link the app makes: an alias of the maximum length. */
  const LONGEST = `https://chatlink.example.com/${"a".repeat(ALIAS_MAX_LENGTH)}`;
  /** The worst logo for scanning: opaque and dark, filling its whole box. */
  const darkLogo = () => new Blob([new Uint8Array(pngLogo(64, [20, 20, 20, 255]))], { type: "image/png" });
  const logoSizes = [MIN_LOGO_WIDTH_PERCENT, 20, 30, MAX_LOGO_WIDTH_PERCENT];

  async function draw(data: string, values: Record<string, string | Blob>): Promise<Uint8Array> {
    const res = await brandedQrResponse(fields(values), data, "x");
    if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  it.each([
    ["a short link", DATA],
    ["the longest short link", LONGEST],
  ])(
    "%s decodes at every PNG size the designer offers, without a logo and with one at each allowed size",
    async (_label, data) => {
      const unreadable: string[] = [];
      for (const size of BRANDED_QR_SIZES)
        for (const logoSize of [null, ...logoSizes]) {
          const values: Record<string, string | Blob> = {
            foreground: "#075e54",
            background: "#ffffff",
            size: String(size),
            format: "png",
          };
          if (logoSize !== null) Object.assign(values, { logo: darkLogo(), logoSize: String(logoSize) });
          if ((await decodeQr(await draw(data, values))) !== data)
            unreadable.push(`${size} px, logo ${logoSize}%`);
        }
      expect(unreadable).toEqual([]);
    },
  );

  it("SVG downloads decode with a PNG logo at each allowed size (rasterised as a viewer would)", async () => {
    for (const data of [DATA, LONGEST])
      for (const logoSize of logoSizes) {
        const svg = await draw(data, {
          format: "svg",
          size: "512",
          logo: darkLogo(),
          logoSize: String(logoSize),
        });
        expect(await decodeQr(svg), `${data} logo ${logoSize}%`).toBe(data);
      }
  });

  it("refuses a logo too large to scan with 422 saying why; the largest allowed is drawn", async () => {
    for (const logoSize of [String(MAX_LOGO_WIDTH_PERCENT + 1), "50", "90"]) {
      const res = await brandedQrResponse(
        fields({ format: "png", size: "512", logo: darkLogo(), logoSize }),
        DATA,
        "x",
      );
      expect(res.status, logoSize).toBe(422);
      expect(await res.text()).toMatch(
        new RegExp(`logo is too large to scan.*at most ${MAX_LOGO_WIDTH_PERCENT}%`),
      );
    }
    const ok = await brandedQrResponse(
      fields({ format: "png", size: "512", logo: darkLogo(), logoSize: String(MAX_LOGO_WIDTH_PERCENT) }),
      DATA,
      "x",
    );
    expect(ok.status).toBe(200);
    // Without a logo there is nothing to be too large.
    expect((await brandedQrResponse(fields({ format: "svg", logoSize: "90" }), DATA, "x")).status).toBe(200);
  });

  it("a logo of 55% of the code's width no longer decodes: why the limit is lower", async () => {
    for (const data of [DATA, LONGEST]) {
      const built = brandedSymbol(data, true, 1024, 55);
      if (!built.ok) throw new Error(built.message);
      const drawn = await pool.render(
        {
          kind: "branded",
          format: "png",
          symbol: built.symbol,
          pad: built.pad,
          options: {
            data,
            size: 1024,
            foreground: { r: 0, g: 0, b: 0 },
            background: { r: 255, g: 255, b: 255 },
            logo: readLogoOrThrow(pngLogo(64, [20, 20, 20, 255])),
          },
        },
        "test",
      );
      if (!drawn.ok) throw new Error(drawn.reason);
      expect(await decodeQr(drawn.body), data).toBeNull();
    }
  });

  /** The lightest shade of `hue` (from black through the hue to white) that the contrast rule accepts on `background`. */
  function lightestAccepted(hue: string, background: string): string {
    const base = parseHexColour(hue);
    if (base === null) throw new Error(hue);
    const shade = (t: number) =>
      `#${[base.r, base.g, base.b]
        .map((c) => Math.round(t < 0.5 ? c * 2 * t : c + (255 - c) * (2 * t - 1)))
        .map((c) => c.toString(16).padStart(2, "0"))
        .join("")}`;
    let low = 0;
    let high = 1;
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (checkQrColours(shade(mid), background).ok) low = mid;
      else high = mid;
    }
    expect(checkQrColours(shade(low), background).ok).toBe(true);
    return shade(low);
  }

  it(`colours at the edge of the ${MIN_QR_CONTRAST}:1 rule decode in every hue, even with glare halving the contrast`, async () => {
    const unreadable: string[] = [];
    for (const background of ["#ffffff", "#fff3e0"])
      for (const hue of [
        "#ff0000",
        "#ff8000",
        "#00a000",
        "#008080",
        "#0000ff",
        "#8000ff",
        "#ff00ff",
        "#075e54",
      ]) {
        const foreground = lightestAccepted(hue, background);
        const png = await draw(DATA, { foreground, background, size: "512", format: "png" });
        if ((await decodeQr(asSeen(withGlare(png, 0.5), 0.75))) !== DATA)
          unreadable.push(`${foreground} on ${background}`);
      }
    expect(unreadable).toEqual([]);
  });

  /** A 512 px branded PNG in these colours, drawn without the colour rule (to show why it exists). */
  async function drawUnchecked(
    foreground: { r: number; g: number; b: number },
    background: { r: number; g: number; b: number },
  ) {
    const built = brandedSymbol(DATA, false, 512);
    if (!built.ok) throw new Error(built.message);
    const drawn = await pool.render(
      {
        kind: "branded",
        format: "png",
        symbol: built.symbol,
        pad: null,
        options: { data: DATA, size: 512, foreground, background, logo: null },
      },
      "test",
    );
    if (!drawn.ok) throw new Error(drawn.reason);
    return drawn.body;
  }

  it("a pair far under the rule (1.2:1) fails under the glare every accepted pair survives", async () => {
    // #e8e8e8 on white, drawn anyway (bypassing the rule).
    const png = await drawUnchecked({ r: 232, g: 232, b: 232 }, { r: 255, g: 255, b: 255 });
    expect(await decodeQr(asSeen(withGlare(png, 0.5), 0.75))).toBeNull();
    expect(checkQrColours("#e8e8e8", "#ffffff").ok).toBe(false);
  });

  it("a light code on a dark background does not decode for a reader that does not try inverting: why it is refused", async () => {
    const png = await drawUnchecked({ r: 255, g: 255, b: 255 }, { r: 7, g: 94, b: 84 });
    expect(await decodeQr(png)).toBeNull();
    const refused = await brandedQrResponse(
      fields({ foreground: "#ffffff", background: "#075e54" }),
      DATA,
      "x",
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/dark foreground on a light background/);
  });
});

function readLogoOrThrow(bytes: Uint8Array) {
  const read = readLogo(bytes);
  if (!read.ok) throw new Error(read.message);
  return read.logo;
}
