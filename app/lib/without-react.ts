/**
 * A route's `handle` for pages sent as HTML only: no React Router scripts, no hydration data,
 * just the small inline script of lib/page-enhancements.ts (docs/decisions/0148-text-pages-without-react.md).
 * Their links are plain anchors without JavaScript; React still renders them on a client-side
 * navigation from a hydrated page, so their components must work both ways.
 */
export const WITHOUT_REACT = { hydrate: false } as const;

/** Whether the page being rendered (any route in its chain) asked to be sent without React. */
export function sentWithoutReact(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some(
    (match) =>
      typeof match.handle === "object" &&
      match.handle !== null &&
      (match.handle as { hydrate?: unknown }).hydrate === false,
  );
}
