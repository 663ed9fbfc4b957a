import type { QrMatrix } from "./encode-png.server";

export interface SvgQrStyle {
  /** `#rrggbb` */
  foreground: string;
  background: string;
  /** Modules left out (under a logo's pad), by row and column. */
  hidden?: (row: number, column: number) => boolean;
  /** Markup drawn over the code (a logo), in module units including the margin. */
  overlay?: string[];
}

/**
 * The symbol as an `edge`×`edge` SVG: one background rectangle and one filled path
 * of dark runs (a rectangle per run of dark modules in a row), in module units with
 * `margin` modules around. One path, so anti-aliasing leaves no seams where modules
 * meet, and no `shape-rendering="crispEdges"`: with it, resvg snapped edges unevenly
 * and codes at 2–3 px per module stopped decoding (ADR 0062).
 */
export function encodeQrSvg(matrix: QrMatrix, margin: number, edge: number, style: SvgQrStyle): string {
  const span = matrix.size + 2 * margin;
  const hidden = style.hidden ?? (() => false);
  const dark = (row: number, column: number) =>
    matrix.data[row * matrix.size + column] === 1 && !hidden(row, column);
  const runs: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!dark(row, column)) {
        column++;
        continue;
      }
      const first = column;
      while (column < matrix.size && dark(row, column)) column++;
      runs.push(`M${first + margin} ${row + margin}h${column - first}v1h-${column - first}z`);
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}" viewBox="0 0 ${span} ${span}">`,
    `<rect width="${span}" height="${span}" fill="${style.background}"/>`,
    `<path fill="${style.foreground}" d="${runs.join("")}"/>`,
    ...(style.overlay ?? []),
    "</svg>",
  ].join("");
}
