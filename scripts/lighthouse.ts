/**
 * Lighthouse (mobile emulation, Lighthouse's default: a mid-range phone on slow 4G,
 * simulated throttling) against a running server, for the pages the issue names.
 * Prints the four category scores per page. Not part of `npm test`: scores move with
 * machine load, so they are reported, not asserted.
 *
 *   npm start                                   # in one terminal
 *   npm run audit:lighthouse [-- http://localhost:3000 [/page …]]
 *
 * Pages given after the address replace the default list (which has an RTL page and a
 * Devanagari one: their fonts and mirrored layout are what other languages add).
 *
 * CHROME_PATH picks the browser (default /usr/bin/chromium).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { trimChar } from "#core/text";

const DEFAULT_PAGES = ["/", "/faq", "/widget-embed", "/ar", "/hi/faq"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

type Scores = Record<(typeof CATEGORIES)[number], number | null>;

async function audit(url: string, port: number): Promise<{ scores: Scores; failing: string[] }> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      categories[id]?.score == null ? null : Math.round((categories[id]?.score ?? 0) * 100),
    ]),
  ) as Scores;
  // The audits that cost points, so a score below 100 says why.
  const failing = CATEGORIES.flatMap((id) => categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
  return { scores, failing: [...new Set(failing)] };
}

async function main() {
  const pages = process.argv.slice(3).filter((arg) => arg.startsWith("/"));
  const base = trimChar(
    process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? "http://localhost:3000",
    "/",
    "end",
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  let worst = 100;
  try {
    console.log(`Lighthouse ${base} (mobile emulation)\n`);
    console.log(`${"page".padEnd(16)}${CATEGORIES.map((c) => c.padStart(16)).join("")}`);
    for (const page of pages.length > 0 ? pages : DEFAULT_PAGES) {
      const { scores, failing } = await audit(`${base}${page}`, chrome.port);
      console.log(
        `${page.padEnd(16)}${CATEGORIES.map((c) => String(scores[c] ?? "n/a").padStart(16)).join("")}`,
      );
      for (const audit of failing) console.log(`${"".padEnd(16)}- ${audit}`);
      worst = Math.min(worst, ...CATEGORIES.map((c) => scores[c] ?? 0));
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLowest score: ${worst}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
