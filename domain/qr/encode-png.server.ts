import { crc32, deflateSync } from "node:zlib";

/** A QR symbol as the `qrcode` package builds it: `size`×`size` modules, 1 = dark. */
export interface QrMatrix {
  size: number;
  data: Uint8Array;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/**
 * How a symbol of `span` modules (margin included) sits in `edge` pixels: every module
 * exactly `scale` pixels wide, the leftover pixels split around it as extra margin.
 * Modules of uneven width (2 and 3 px at 2.7 px per module) bend the grid a decoder
 * samples by up to a third of a module: ZXing missed such codes at some sizes that
 * uniform modules always decode at (ADR 0062).
 */
export interface PixelGrid {
  scale: number;
  offset: number;
}

export function pixelGrid(edge: number, span: number): PixelGrid {
  const scale = Math.max(1, Math.floor(edge / span));
  return { scale, offset: Math.floor((edge - scale * span) / 2) };
}

/** The module under `pixel`, counted from the symbol's first (negative or ≥ size in the margin). */
export function moduleAt(grid: PixelGrid, margin: number, pixel: number): number {
  return Math.floor((pixel - grid.offset) / grid.scale) - margin;
}

/**
 * The symbol as an `edge`×`edge` 1-bit greyscale PNG with `margin` light modules
 * around it. `qrcode`'s own PNG writer paints 32-bit RGBA pixel by pixel: ~0.5 s of
 * main-thread CPU for a 2048 px image, long enough to stall every redirect in the
 * process. Two colours need one bit, and identical pixel rows are built once, so
 * this takes milliseconds and yields a smaller file. The edge is exactly `edge`, and
 * every module is the same whole number of pixels (`pixelGrid`).
 */
export function encodeQrPng(matrix: QrMatrix, margin: number, edge: number): Uint8Array<ArrayBuffer> {
  const grid = pixelGrid(edge, matrix.size + 2 * margin);
  const rowBytes = 1 + Math.ceil(edge / 8); // a filter-type byte (0, none), then the bits
  // Which module column each pixel column falls in (−1 for the quiet zone).
  const columnOf = new Int32Array(edge);
  for (let x = 0; x < edge; x++) columnOf[x] = moduleAt(grid, margin, x);

  const raw = new Uint8Array(rowBytes * edge);
  let previousModuleRow = Number.NaN;
  for (let y = 0; y < edge; y++) {
    const moduleRow = moduleAt(grid, margin, y);
    const start = y * rowBytes;
    if (moduleRow === previousModuleRow) {
      raw.copyWithin(start, start - rowBytes, start);
      continue;
    }
    previousModuleRow = moduleRow;
    const inSymbol = moduleRow >= 0 && moduleRow < matrix.size;
    // In 1-bit greyscale 1 is white: each byte holds 8 pixels, most significant bit first.
    for (let byte = 0; byte < rowBytes - 1; byte++) {
      let bits = 0;
      for (let bit = 0; bit < 8; bit++) {
        const x = byte * 8 + bit;
        const column = x < edge ? (columnOf[x] ?? -1) : -1;
        const dark =
          inSymbol &&
          column >= 0 &&
          column < matrix.size &&
          matrix.data[moduleRow * matrix.size + column] === 1;
        if (!dark) bits |= 0x80 >> bit;
      }
      raw[start + 1 + byte] = bits;
    }
  }

  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, edge);
  view.setUint32(4, edge);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  return concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
