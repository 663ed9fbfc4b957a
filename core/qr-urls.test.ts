import { describe, expect, it } from "vitest";
import { qrDownloadUrl, qrImageUrl } from "./qr-urls";

describe("QR addresses", () => {
  const shortUrl = "http://localhost:3000/my-shop";

  it("requests the on-screen image at 300x300", () => {
    expect(qrImageUrl(shortUrl)).toBe("/api/qr?data=http%3A%2F%2Flocalhost%3A3000%2Fmy-shop&size=300x300");
  });

  it("offers PNG and SVG downloads as attachments", () => {
    expect(qrDownloadUrl(shortUrl, "png")).toMatch(
      /^\/api\/qr\?data=http%3A%2F%2F.*&size=1024x1024&download=1$/,
    );
    expect(qrDownloadUrl(shortUrl, "svg")).toMatch(/&size=300x300&format=svg&download=1$/);
  });
});
