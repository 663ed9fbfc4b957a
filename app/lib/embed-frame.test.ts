import { describe, expect, it } from "vitest";
import { EMBED_THEME_SCRIPT, embedTheme } from "./embed-frame";

/** Runs the inline script against a stand-in document at a given address. */
function scriptTheme(search: string): string | undefined {
  const dataset: Record<string, string> = {};
  new Function("document", "location", EMBED_THEME_SCRIPT)({ documentElement: { dataset } }, { search });
  return dataset.theme;
}

describe("embed theme", () => {
  it.each([
    ["", "light"],
    ["?theme=light", "light"],
    ["?theme=dark", "dark"],
    ["?theme=auto", "auto"],
    ["?theme=DARK", "light"],
    ["?theme=<script>", "light"],
    ["?x=1&theme=dark", "dark"],
  ])("%s is %s, in the function and in the inline script alike", (search, theme) => {
    expect(embedTheme(search)).toBe(theme);
    expect(scriptTheme(search)).toBe(theme);
  });
});
