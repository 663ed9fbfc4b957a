import { REF_MAX } from "./team-link";

/**
 * The `?ref=` word for a chat opened from a page at `path` (the ref grammar is 1–40 letters,
 * digits, `_ - . :`, so a path cannot go in as it is): `web:`, then the path without its first
 * slash, each further `/` as `.` and any other refused character as `-` (a run of them as one),
 * cut to 40. `/` gives `web:`, `/blog/my post` gives `web:blog.my-post`. No import the browser
 * would pay for: the script bundles this.
 */
export function webRef(path: string): string {
  let out = "web:";
  for (const ch of path.replace(/^\/+/, "")) {
    const next = ch === "/" ? "." : /[A-Za-z0-9_.:-]/.test(ch) ? ch : "-";
    if (next === "-" && out.endsWith("-")) continue;
    out += next;
  }
  out = out.slice(0, REF_MAX);
  while (out.length > 4 && (out.endsWith("-") || out.endsWith("."))) out = out.slice(0, -1);
  return out;
}
