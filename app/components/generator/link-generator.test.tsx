import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkGenerator } from "./link-generator";

/** What the prerendered HTML holds before any script runs: the "detecting" state, never a result. */
describe("LinkGenerator server render", () => {
  const page = renderToString(<LinkGenerator />);
  const embed = renderToString(<LinkGenerator variant="embed" />);

  function labelledControl(html: string, label: string): string {
    const forId = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
    expect(forId, `a <label for> reading "${label}"`).toBeDefined();
    const control = new RegExp(`<(input|textarea)[^>]*id="${forId}"[^>]*>`).exec(html)?.[0];
    expect(control, `the control labelled "${label}"`).toBeDefined();
    return control ?? "";
  }

  it("labels the three inputs exactly, with the message editor 4 rows tall", () => {
    expect(labelledControl(page, "Phone Number")).toContain('type="tel"');
    expect(labelledControl(page, "Custom Alias")).toContain('type="text"');
    expect(labelledControl(page, "Custom Message")).toContain('rows="4"');
  });

  it("renders the phone field disabled with the detecting hint", () => {
    expect(labelledControl(page, "Phone Number")).toContain('disabled=""');
    expect(page).toContain("Detecting your country...");
  });

  it("shows the placeholder, a disabled Generate Link button and no error", () => {
    expect(page).toContain("Your Link Will Appear Here");
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>[^<]*Generate Link/);
    expect(page).not.toContain('role="alert"');
    expect(page).toContain("0 / 1000");
  });

  it("names the four formatting buttons exactly", () => {
    for (const name of ["Bold", "Italic", "Strikethrough", "Monospace"]) {
      expect(page).toContain(`aria-label="${name}"`);
    }
  });

  it("gives the embed its own top-level heading and the page a section heading", () => {
    expect(embed).toMatch(/<h1[^>]*>WhatsApp Link Generator<\/h1>/);
    expect(page).toMatch(/<h2[^>]*>Create your WhatsApp link<\/h2>/);
    expect(page).not.toContain("<h1");
  });
});
