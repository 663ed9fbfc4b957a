import { describe, expect, it } from "vitest";
import { readSiteConfig } from "#core/read-site-config";
import { FAQ } from "./faq";
import { FEATURES } from "./features";
import { HOME } from "./home";
import { HOW_IT_WORKS } from "./how-it-works";
import { fillSiteCopy, legalForSite, legalLastUpdated } from "./legal";
import { NOT_FOUND } from "./not-found";
import { PRIVACY } from "./privacy";
import { SITE, SUPPORT_EMAIL, SUPPORT_REPLY_TIME, UPTIME_PROMISE } from "./site";
import { TERMS } from "./terms";
import type { PageMeta } from "./types";
import { WIDGET } from "./widget";

const PAGES: Record<string, PageMeta> = {
  home: HOME.meta,
  features: FEATURES.meta,
  "how-it-works": HOW_IT_WORKS.meta,
  faq: FAQ.meta,
  terms: TERMS.meta,
  privacy: PRIVACY.meta,
  widget: WIDGET.meta,
  "404": NOT_FOUND.meta,
};

/** Every string anywhere in a content value, for whole-text checks. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const ALL = { SITE, HOME, FEATURES, HOW_IT_WORKS, FAQ, TERMS, PRIVACY, WIDGET, NOT_FOUND };

describe("page meta", () => {
  it.each(Object.entries(PAGES))(
    "%s has a title, description and keywords of the right size",
    (page, meta) => {
      expect(meta.title.length).toBeLessThanOrEqual(60);
      if (page === "home") expect(meta.title).toContain("ChatLink");
      else expect(meta.title.endsWith(" | ChatLink")).toBe(true);
      expect(meta.description.length).toBeGreaterThanOrEqual(120);
      expect(meta.description.length).toBeLessThanOrEqual(160);
      expect(meta.keywords.length).toBeGreaterThanOrEqual(5);
      expect(meta.keywords.length).toBeLessThanOrEqual(10);
      expect(new Set(meta.keywords.map((k) => k.toLowerCase())).size).toBe(meta.keywords.length);
    },
  );

  it("the default meta is sized like a page's", () => {
    expect(SITE.defaultMeta.title.length).toBeLessThanOrEqual(60);
    expect(SITE.defaultMeta.description.length).toBeGreaterThanOrEqual(120);
    expect(SITE.defaultMeta.description.length).toBeLessThanOrEqual(160);
  });

  it("every page has its own title and description", () => {
    const metas = Object.entries(PAGES).filter(([page]) => page !== "home");
    expect(new Set(metas.map(([, m]) => m.title)).size).toBe(metas.length);
    expect(new Set(Object.values(PAGES).map((m) => m.description)).size).toBe(Object.keys(PAGES).length);
  });
});

describe("counts docs/product.md states", () => {
  it("home: 3 strip items in order, 6 Why Choose cards, See How It Works", () => {
    expect(HOME.strip.map((c) => c.title)).toEqual(["WhatsApp Links", "QR Code Generator", "URL Shortener"]);
    expect(HOME.whyChoose.cards).toHaveLength(6);
    expect(HOME.cta.buttonLabel).toBe("See How It Works");
  });

  it("features: the 4 groups in order, each with items", () => {
    expect(FEATURES.groups.map((g) => g.title)).toEqual([
      "WhatsApp Link Generator",
      "QR Code Generator",
      "URL Shortener",
      "Analytics & Management",
    ]);
    for (const group of FEATURES.groups) expect(group.items.length).toBeGreaterThanOrEqual(4);
  });

  it("how it works: 3 steps, 4 use cases, 12 included features", () => {
    expect(HOW_IT_WORKS.steps).toHaveLength(3);
    expect(HOW_IT_WORKS.useCases).toHaveLength(4);
    expect(HOW_IT_WORKS.includedFeatures).toHaveLength(12);
    expect(new Set(HOW_IT_WORKS.includedFeatures).size).toBe(12);
  });

  it("faq: 20 unique questions, group chats not supported, a reply time only as the operator sets it", () => {
    expect(FAQ.items).toHaveLength(20);
    expect(new Set(FAQ.items.map((f) => f.question.toLowerCase())).size).toBe(20);
    const group = FAQ.items.find((f) => /group/i.test(f.question));
    expect(group?.answer).toMatch(/^No\./);
    expect(group?.answer).toMatch(/one-to-one/);
    expect(FAQ.supportReplyNote).toBe(`Our support team typically replies within ${SUPPORT_REPLY_TIME}.`);
    const text = strings(FAQ.items).join("\n");
    expect(text).toMatch(/5 to 50 characters/);
    expect(text).toMatch(/1,000 characters/);
    expect(text).toContain("*bold*");
    expect(text).toContain("_italic_");
    expect(text).toContain("~strikethrough~");
    expect(text).toContain("```monospace```");
    expect(text).toContain("Link Not Found");
  });

  it("terms: 17 sections with content, and the notice", () => {
    expect(TERMS.sections).toHaveLength(17);
    for (const s of TERMS.sections) expect(s.paragraphs.length).toBeGreaterThan(0);
    expect(new Set(TERMS.sections.map((s) => s.heading)).size).toBe(17);
    expect(TERMS.notice).toMatch(/not affiliated/);
    expect(TERMS.notice).toMatch(/Meta/);
    const text = strings(TERMS).join("\n");
    expect(text).toMatch(/at least 13/);
    expect(text).toMatch(/at least 16/);
    expect(text).toMatch(/12 months/);
    expect(text).toContain(`available ${UPTIME_PROMISE} of the time`);
    expect(text).not.toMatch(/\d%/);
    expect(text).toMatch(/Link Not Found/);
  });

  it("privacy: 16 sections with content", () => {
    expect(PRIVACY.sections).toHaveLength(16);
    for (const s of PRIVACY.sections) expect(s.paragraphs.length).toBeGreaterThan(0);
    expect(new Set(PRIVACY.sections.map((s) => s.heading)).size).toBe(16);
  });

  it("widget: 3 steps and 5 to 8 features", () => {
    expect(WIDGET.steps).toHaveLength(3);
    expect(WIDGET.features.length).toBeGreaterThanOrEqual(5);
    expect(WIDGET.features.length).toBeLessThanOrEqual(8);
  });

  it("not found: the documented heading and body, 4 reasons", () => {
    expect(NOT_FOUND.heading).toBe("Link Not Found");
    expect(NOT_FOUND.body).toBe("The link you're looking for doesn't exist or has been removed.");
    expect(NOT_FOUND.reasons).toHaveLength(4);
  });
});

describe("privacy says what the software stores", () => {
  const text = strings(PRIVACY).join("\n");

  it("no raw IP addresses, only a keyed hash for abuse limits", () => {
    expect(text).toMatch(/do not store raw IP addresses/);
    expect(text).toMatch(/HMAC/);
    expect(text).toMatch(/IP address is not stored/);
  });

  it("click counts per hour by country and device, no cookies or third parties", () => {
    for (const word of [
      "per hour",
      "country",
      "device type",
      "operating system",
      "browser",
      "host name",
      "bot",
    ]) {
      expect(text).toContain(word);
    }
    expect(text).toMatch(/set no tracking cookies/);
    // The two cookies a visitor without an account can get are named, with what they hold.
    expect(text).toContain("chatlink_lang");
    expect(text).toContain("chl_t");
    expect(text).toMatch(/no third-party analytics/);
  });

  it("retention and deletion within 30 days, answers within 30 days, minimum ages", () => {
    expect(text).toMatch(/deleted or anonymised within 30 days/);
    expect(text).toMatch(/answer privacy inquiries within 30 days/);
    expect(text).toMatch(/scrypt/);
    expect(text).toMatch(/at least 13/);
    expect(text).toMatch(/at least 16/);
  });
});

describe("copy hygiene", () => {
  const text = strings(ALL).join("\n");

  it("has no placeholders or emoji", () => {
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|\[insert|XXX/i);
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("names no contact address of its own: only the configured one, filled in per site", () => {
    expect(text).not.toMatch(/@chatlink|chatlink\.example/i);
    expect(text).toContain(SUPPORT_EMAIL);
  });
});

describe("copy filled for a site", () => {
  const own = readSiteConfig({
    SITE_NAME: "Acme Links",
    SUPPORT_EMAIL: "help@acme.test",
    SITE_UPTIME_PROMISE: "99.9%",
    SITE_SUPPORT_REPLY_TIME: "24 hours",
  });
  const bare = readSiteConfig({});

  it("makes the operator's promises only when the operator sets them", () => {
    const promised = strings(legalForSite(TERMS, own)).join("\n");
    expect(promised).toContain("available 99.9% of the time");
    expect(fillSiteCopy(FAQ.supportReplyNote, own)).toBe(
      "Our support team typically replies within 24 hours.",
    );
    const unpromised = strings([legalForSite(TERMS, bare), legalForSite(PRIVACY, bare)]).join("\n");
    expect(unpromised).not.toMatch(/\d%|\{|support team/i);
    expect(unpromised).toContain("We do not guarantee any level of availability");
    expect(fillSiteCopy(FAQ.supportReplyNote, bare)).toBeNull();
    expect(fillSiteCopy(FAQ.supportReplyNote, { ...own, supportReplyTime: null })).toBeNull();
  });

  it("shows the configured address in every place that offers one", () => {
    const filled = strings([legalForSite(PRIVACY, own), legalForSite(TERMS, own)]).join("\n");
    expect(filled.match(/help@acme\.test/g)).toHaveLength(3);
    expect(filled).not.toContain(SUPPORT_EMAIL);
    expect(fillSiteCopy(FAQ.supportNote, own)).toContain("help@acme.test");
  });

  it("drops each paragraph that would name an address when none is configured, and an emptied section", () => {
    const privacy = legalForSite(PRIVACY, bare);
    const filled = strings([privacy, legalForSite(TERMS, bare)]).join("\n");
    expect(filled).not.toContain(SUPPORT_EMAIL);
    expect(filled).not.toMatch(/email us at|to use them, email/i);
    expect(privacy.sections.map((s) => s.heading)).not.toContain("Contact Us");
    expect(privacy.sections.length).toBe(PRIVACY.sections.length - 1);
    expect(fillSiteCopy(FAQ.supportNote, bare)).toBeNull();
  });

  it("names the site by its configured name", () => {
    const terms = legalForSite(TERMS, own);
    expect(strings([terms.intro, terms.sections, terms.notice]).join("\n")).not.toContain("ChatLink");
    expect(terms.notice).toMatch(/^Acme Links is an independent service/);
  });
});

describe("legalLastUpdated", () => {
  it("shows the configured date, read as UTC whatever the clock says", () => {
    expect(legalLastUpdated("2026-03-05")).toBe("March 5, 2026");
    expect(legalLastUpdated("2026-01-01", new Date("2030-06-30T23:59:59Z"))).toBe("January 1, 2026");
  });

  it("defaults to the day the page is served", () => {
    expect(legalLastUpdated(null, new Date("2026-11-21T23:30:00Z"))).toBe("November 21, 2026");
  });
});
