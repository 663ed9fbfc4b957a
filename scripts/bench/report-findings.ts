import { readFileSync } from "node:fs";

/**
 * The findings of earlier profiles (findings.md beside this file), carried by every `npm run bench`
 * run into docs/benchmarks.md (report.ts puts them between how the figures are measured and the
 * run's details): what was measured, changed, and tried and not kept, so a rerun never loses why a
 * target stands where it does. New findings go at the end of findings.md.
 */
export const PROFILE_FINDINGS = readFileSync(new URL("findings.md", import.meta.url), "utf8").trimEnd();
