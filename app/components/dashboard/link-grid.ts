/**
 * The list's columns, shared by the header and every row so they line up:
 * short link, destination, created, clicks, and (from lg) the actions at a fixed width.
 */
export const LINK_GRID =
  "md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_6.5rem_4.5rem] lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.5fr)_6.5rem_4rem_22rem]";
