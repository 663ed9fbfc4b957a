/**
 * "←" back or "→" on, beside a link's words. Arrow characters are not mirrored by the browser,
 * so on a right-to-left page the glyph is flipped: back still points to where the reader came from.
 */
export function TextArrow({ to }: { to: "back" | "forward" }) {
  return (
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
      {to === "back" ? "←" : "→"}
    </span>
  );
}
