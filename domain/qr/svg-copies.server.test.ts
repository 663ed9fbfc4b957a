import { describe, expect, it } from "vitest";
import { SvgCopies } from "./svg-copies.server";
import { MAX_SVG_DRAWN_ELEMENTS, sanitiseSvg } from "./svg-sanitise.server";

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${body}</svg>`;

/** `levels` groups, each holding `width` copies of the one before: width^levels rectangles drawn. */
function nested(levels: number, width: number, attribute = "href"): string {
  let body = '<rect id="a0" width="1" height="1"/>';
  for (let i = 1; i <= levels; i++)
    body += `<g id="a${i}">${`<use ${attribute}="#a${i - 1}"/>`.repeat(width)}</g>`;
  return `<defs>${body}</defs><use ${attribute}="#a${levels}"/>`;
}

describe("an SVG's size once its <use> copies are drawn", () => {
  it("refuses a file of nested copies that would draw a million elements as too many, before resvg sees it", () => {
    for (const attribute of ["href", "xlink:href"]) {
      const result = sanitiseSvg(svg(nested(6, 10, attribute)));
      expect(result.ok, attribute).toBe(false);
      if (result.ok) continue;
      expect(result.problem).toBe("svg_too_complex");
      expect(result.message).toMatch(/too many elements once its <use> copies are counted \(over 20,000\)/);
    }
  });

  it("keeps a logo that reuses a shape a few hundred times, and counts it exactly", () => {
    const body = nested(2, 10); // 100 rectangles drawn from 1
    expect(sanitiseSvg(svg(body)).ok).toBe(true);
    const copies = new SvgCopies(MAX_SVG_DRAWN_ELEMENTS);
    copies.opened(null, []); // <svg>
    copies.opened("a0", []); // <rect id="a0">
    copies.closed();
    copies.opened("a1", []); // <g id="a1"> with ten copies of a0
    for (let i = 0; i < 10; i++) {
      copies.opened(null, ["#a0"]);
      copies.closed();
    }
    copies.closed();
    copies.opened(null, ["#a1"]);
    copies.closed();
    copies.closed();
    // svg + rect + g + 10 uses + 10 copied rects + 1 use + the copied g (1 + 10 uses + 10 rects)
    expect(copies.total()).toBe(1 + 1 + 1 + 10 + 10 + 1 + 21);
  });

  it("counts a copy that names itself, or an ancestor, as nothing (resvg does not draw it) and stops", () => {
    const result = sanitiseSvg(
      svg('<g id="loop"><use href="#loop"/><g id="inner"><use href="#loop"/></g></g>'),
    );
    expect(result.ok).toBe(true);
  });

  it("walks a chain of thousands of copies without overflowing the stack", () => {
    let body = '<rect id="c0" width="1" height="1"/>';
    for (let i = 1; i < 4000; i++) body += `<use id="c${i}" href="#c${i - 1}"/>`;
    const result = sanitiseSvg(svg(body));
    expect(result.ok).toBe(false); // 4,000 uses each drawing the whole chain below it: ~8 million
    if (!result.ok) expect(result.problem).toBe("svg_too_complex");
  });

  it("counts a repeated id as all its definitions, never as only its smallest", () => {
    const big = nested(4, 10).replace('<use href="#a4"/>', ""); // 10,000 drawn under a4
    const result = sanitiseSvg(svg(`${big}<g id="a4"/>${'<use href="#a4"/>'.repeat(3)}`));
    expect(result.ok).toBe(false);
  });
});
