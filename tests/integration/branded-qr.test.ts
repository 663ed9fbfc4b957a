import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LOGO_WIDTH_PERCENT } from "#core/qr-rules";
import { accountLimits } from "#domain/limits/account-limiters.server";
import { decodeQr } from "../support/decode-qr";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

function pngBytes(edge: number, rgba: [number, number, number, number]): Uint8Array<ArrayBuffer> {
  const png = new PNG({ width: edge, height: edge });
  for (let i = 0; i < edge * edge; i++) png.data.set(rgba, i * 4);
  return new Uint8Array(PNG.sync.write(png));
}

function colourAt(png: PNG, x: number, y: number): string {
  const i = (y * png.width + x) * 4;
  return `#${[0, 1, 2].map((c) => (png.data[i + c] ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

describe.each(DRIVERS)("branded QR codes on %s", (driver) => {
  let server: TestServer;
  let owner: Owner;
  let imagePath: string;
  let shortUrl: string;

  beforeAll(async () => {
    server = await bootTestServer(driver);
    owner = await signedInOwner(server);
    const link = await owner.createLink();
    imagePath = `/dashboard/links/${link.id}/qr/image`;
    shortUrl = `/${link.code}`;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("the page renders for the owner with colour pickers, a logo field and both downloads", async () => {
    const page = await owner.get(imagePath.replace(/\/image$/, ""));
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      'type="color"',
      'name="foreground"',
      'name="background"',
      'type="file"',
      "Download PNG",
      "Download SVG",
    ])
      expect(html).toContain(text);
    expect(html).toContain('content="noindex"');
  });

  it("downloads a PNG of the requested size: a finder-pattern pixel in the foreground, the quiet zone in the background", async () => {
    const res = await owner.post(
      imagePath,
      form({ foreground: "#1a237e", background: "#fffde7", size: "2048", format: "png", download: "1" }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="chatlink-an[0-9a-f]+-qr-2048\.png"$/,
    );
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([2048, 2048]);
    expect(colourAt(png, 5, 5)).toBe("#fffde7");
    expect(colourAt(png, 2040, 1024)).toBe("#fffde7");
    // Walk the diagonal from the corner: the first non-background pixel is the finder's outer ring.
    let d = 0;
    while (colourAt(png, d, d) === "#fffde7") d++;
    expect(colourAt(png, d + 2, d + 2)).toBe("#1a237e");
    expect(d).toBeGreaterThan(100); // four modules of quiet zone
  });

  it("refuses colour pairs too close to scan, and inverted ones, with 422 and a message", async () => {
    const low = await owner.post(
      imagePath,
      form({ foreground: "#25d366", background: "#ffffff", format: "png" }),
    );
    expect(low.status).toBe(422);
    expect(await low.text()).toMatch(/too close to scan reliably \(contrast 2\.0:1/);
    const inverted = await owner.post(
      imagePath,
      form({ foreground: "#ffffff", background: "#111111", format: "svg" }),
    );
    expect(inverted.status).toBe(422);
    expect(await inverted.text()).toMatch(/dark foreground on a light background/);
  });

  it("a download with a logo at the largest allowed size scans to the short link; a larger logo is refused with the reason", async () => {
    const logo = () => new File([pngBytes(64, [30, 30, 30, 255])], "l.png", { type: "image/png" });
    const res = await owner.post(
      imagePath,
      form({
        foreground: "#075e54",
        size: "512",
        format: "png",
        logo: logo(),
        logoSize: String(MAX_LOGO_WIDTH_PERCENT),
      }),
    );
    expect(res.status).toBe(200);
    expect(await decodeQr(new Uint8Array(await res.arrayBuffer()))).toMatch(
      new RegExp(`^https?://[^/]+${shortUrl}\\?ref=qr$`),
    );
    const tooLarge = await owner.post(
      imagePath,
      form({ size: "512", format: "png", logo: logo(), logoSize: "50" }),
    );
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.text()).toMatch(/logo is too large to scan/);
  });

  it("refuses a logo that is too big (413) or not a PNG or SVG whatever it is called (422)", async () => {
    const big = new Uint8Array(210 * 1024);
    big.set(pngBytes(4, [0, 0, 0, 255]));
    const tooBig = await owner.post(
      imagePath,
      form({ format: "png", logo: new File([big], "logo.png", { type: "image/png" }) }),
    );
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toMatch(/200 KB/);
    const gif = new File([new TextEncoder().encode("GIF89a\u0001\u0000")], "logo.png", { type: "image/png" });
    const wrongType = await owner.post(imagePath, form({ format: "png", logo: gif }));
    expect(wrongType.status).toBe(422);
    expect(await wrongType.text()).toMatch(/PNG or SVG/);
  });

  it("SVG output holds both colours and the logo as an <image> data URI (an SVG logo's script never inlined)", async () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><script>alert(1)</script><circle cx="1" cy="1" r="1"/></svg>';
    const res = await owner.post(
      imagePath,
      form({
        foreground: "#4a148c",
        background: "#f3e5f5",
        format: "svg",
        logo: new File([logo], "logo.svg", { type: "image/svg+xml" }),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await res.text();
    expect(svg).toContain('fill="#4a148c"');
    expect(svg).toContain('fill="#f3e5f5"');
    expect(svg).toMatch(/<image [^>]*href="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    expect(svg).not.toContain("<script");
  });

  it("composites a PNG logo and a rasterised SVG logo into the PNG centre", async () => {
    const withPng = await owner.post(
      imagePath,
      form({
        size: "512",
        format: "png",
        logo: new File([pngBytes(64, [200, 0, 0, 255])], "l.png", { type: "image/png" }),
      }),
    );
    expect(withPng.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await withPng.arrayBuffer()));
    expect(colourAt(png, 256, 256)).toBe("#c80000");
    const svgLogo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1" fill="#00897b"/></svg>';
    const withSvg = await owner.post(
      imagePath,
      form({
        foreground: "#1a237e",
        background: "#fffde7",
        size: "2048",
        format: "png",
        download: "1",
        logo: new File([svgLogo], "l.svg", { type: "image/svg+xml" }),
      }),
    );
    expect(withSvg.status).toBe(200);
    expect(withSvg.headers.get("content-type")).toBe("image/png");
    const drawn = PNG.sync.read(Buffer.from(await withSvg.arrayBuffer()));
    expect([drawn.width, drawn.height]).toEqual([2048, 2048]);
    // The circle fills the logo's square: its radius, walking left from the middle…
    expect(colourAt(drawn, 1024, 1024)).toBe("#00897b");
    let radius = 0;
    while (colourAt(drawn, 1024 - radius - 1, 1024) === "#00897b") radius++;
    expect(radius).toBeGreaterThan(200); // a good share of the 20% pad, not a speck
    // …and the corner of that square, outside the circle, is the pad's background.
    const corner = Math.round(radius * 0.9);
    expect(colourAt(drawn, 1024 - corner, 1024 - corner)).toBe("#fffde7");
    expect(colourAt(drawn, 1024 + corner, 1024 + corner)).toBe("#fffde7");
    expect(colourAt(drawn, 5, 5)).toBe("#fffde7");
  });

  it("refuses an SVG logo that points at a local file, or cannot be drawn, with 422 and the reason", async () => {
    const pointing = await owner.post(
      imagePath,
      form({
        format: "png",
        logo: new File(
          [
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><image href="/etc/hostname" width="1" height="1"/></svg>',
          ],
          "l.svg",
        ),
      }),
    );
    expect(pointing.status).toBe(422);
    expect(await pointing.text()).toMatch(/refers to another file/);
    const degenerate = await owner.post(
      imagePath,
      form({
        format: "png",
        logo: new File(['<svg xmlns="http://www.w3.org/2000/svg" width="0" height="5"></svg>'], "l.svg"),
      }),
    );
    expect(degenerate.status).toBe(422);
    expect(await degenerate.text()).toMatch(/SVG logo could not be drawn/);
  });

  it("refuses a cross-site post of the form (403), even with the owner's cookie", async () => {
    const res = await fetch(`${server.base}${imagePath}`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: form({ format: "svg" }),
      redirect: "manual",
    });
    expect(res.status).toBe(403);
  });

  it("limits PNG drawing per account (429 with Retry-After); SVG and other accounts are unaffected", async () => {
    const busy = await signedInOwner(server);
    const path = `/dashboard/links/${(await busy.createLink()).id}/qr/image`;
    const png = () => busy.post(path, form({ format: "png", size: "256" }));
    for (let i = 0; i < accountLimits().qrPngs.limit; i++) {
      const res = await png();
      await res.arrayBuffer();
      expect(res.status, `PNG ${i + 1}`).toBe(200);
    }
    const refused = await png();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Try again in \d+ seconds, or download the SVG/);
    const svg = await busy.post(path, form({ format: "svg" }));
    expect(svg.status).toBe(200);
    const other = await signedInOwner(server);
    const otherPng = await other.post(
      `/dashboard/links/${(await other.createLink()).id}/qr/image`,
      form({ format: "png", size: "256" }),
    );
    expect(otherPng.status).toBe(200);
  });

  it("serves the no-JavaScript preview over GET", async () => {
    const res = await owner.get(`${imagePath}?format=svg&foreground=%23000000&background=%23ffffff`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
  });
});
