/**
 * Every feature the site's copy claims, and the tests that prove the software does it
 * (tests/feature-claims.test.ts keeps this table and the copy in step). A claim the
 * software does not keep has no test to name here: take it out of the copy instead.
 */
export interface TestRef {
  /** Path from the repository root. */
  file: string;
  /** The exact name given to `it(…)` or `test(…)` in that file. */
  name: string;
}

export interface FeatureClaim {
  /** A list item or card title exactly as the copy has it, or a phrase a sentence contains. */
  claim: string;
  tests: readonly [TestRef, ...TestRef[]];
}

const GENERATOR_E2E = "tests/e2e/generator.test.ts";
/** The generator's suite at each size, run by generator-desktop.test.ts and generator-phone.test.ts. */
const GENERATOR_SIZES_E2E = "tests/e2e/generator-viewport.ts";
const DOMAINS_IT = "tests/integration/custom-domains.test.ts";
const DOMAINS_VERIFY: TestRef = {
  file: DOMAINS_IT,
  name: "adds a domain with its DNS records, verifies it only once the TXT record holds its value",
};
const DOMAINS_TAKEOVER: TestRef = {
  file: DOMAINS_IT,
  name: "a name verified by one workspace cannot be taken by another, not even by a pending duplicate",
};
const DOMAINS_SERVED: TestRef = {
  file: DOMAINS_IT,
  name: "serves a domain's links on its Host only; codes are unique per domain; other Hosts get nothing",
};
const DOMAINS_PROOF: TestRef = {
  file: DOMAINS_IT,
  name: "a proof that disappears: served through the grace period, then failing and not served, and back",
};
const AGENT_CLICKS: TestRef = {
  file: "tests/integration/analytics-agents-refs.test.ts",
  name: "counts a team link's clicks per agent with the agents' current names; a deleted agent stays counted",
};
const CREATES_LINK: TestRef = {
  file: GENERATOR_SIZES_E2E,
  name: "creates a short link that redirects to the WhatsApp chat, with a loaded 300 px QR image",
};
const DETECTS_COUNTRY: TestRef = {
  file: GENERATOR_SIZES_E2E,
  name: "disables the phone field while detecting, then prefills the calling code and shows the country",
};
const FORMATS_MESSAGE: TestRef = {
  file: GENERATOR_SIZES_E2E,
  name: "wraps the selection in each style's markers and keeps it selected in the textarea",
};
const MESSAGE_LIMIT: TestRef = {
  file: "core/shorten-input.test.ts",
  name: "limits the message to 1,000 characters",
};
const EDITS_IN_PLACE: TestRef = {
  file: "tests/integration/dashboard-links.test.ts",
  name: "edits the number and message; the very next redirect goes to the new destination",
};
const LISTS_LINKS: TestRef = {
  file: "tests/integration/dashboard-links.test.ts",
  name: "lists newest first, 20 a page, with search by code, digits and message",
};
const HUMANS_AND_BOTS: TestRef = {
  file: "tests/integration/analytics-pages.test.ts",
  name: "shows the human clicks and bot hits actually made through the redirect, on the page and in the CSV",
};
const BREAKDOWNS: TestRef = {
  file: "tests/e2e/analytics.test.ts",
  name: "shows the chart with a summary, the breakdowns and a CSV link; the table of numbers opens",
};
const QR_DECODES: TestRef = {
  file: "tests/integration/edge-qr.test.ts",
  name: "the documented 300x300 request for a short link, and the largest size, decode to the link",
};
const BRANDED_QR: TestRef = {
  file: "tests/e2e/analytics.test.ts",
  name: "downloads a 2048 px PNG with an uploaded SVG logo drawn in the middle",
};
const NOTHING_FROM_ELSEWHERE: TestRef = {
  file: "server/middleware/security-headers.server.test.ts",
  name: "allows what a React Router app needs and nothing from elsewhere",
};
const EMBED: TestRef = {
  file: GENERATOR_E2E,
  name: "grows its frame to fit, stays light in dark mode, and copies the link",
};
const EMBED_CODE: TestRef = {
  file: "app/lib/embed-code.test.ts",
  name: "is the documented iframe: full width, 600 tall, no border, our /widget-embed",
};
const ALIAS: TestRef = { file: "core/alias.test.ts", name: "accepts 5 to 50 allowed characters" };
const COUNTRIES: TestRef = {
  file: "app/components/generator/country-options.test.ts",
  name: "lists every country once, by name, including those sharing a calling code",
};
const KEEPS_LINKS: TestRef = {
  file: "tests/integration/lifecycle.test.ts",
  name: "a restart on the same data keeps the links",
};
const WORKSPACE_ROLES: TestRef = {
  file: "tests/integration/workspaces.test.ts",
  name: "shows a viewer no Edit, Delete or New link, and an editor no Import",
};

const AGENTS_API = "tests/integration/api-v1-agents.test.ts";
const TEAM_LINKS_API = "tests/integration/api-v1-team-links.test.ts";
const AGENTS_CRUD: TestRef = {
  file: AGENTS_API,
  name: "creates, lists, reads, changes and deletes agents; a read key only reads",
};
const AGENT_CHECKS: TestRef = {
  file: AGENTS_API,
  name: "answers bad agents with a JSON {error, message} 4xx, never a 5xx",
};
const TEAM_REDIRECT: TestRef = {
  file: TEAM_LINKS_API,
  name: "makes a team link of three agents whose redirect goes to one of them, and never shows their numbers",
};
const AGENT_CHANGE_OBEYED: TestRef = {
  file: TEAM_LINKS_API,
  name: "obeys an agent's pause or new number at the very next click",
};
const TEAM_PATCH: TestRef = {
  file: TEAM_LINKS_API,
  name: "changes a team link's agents, rotation, fallback and qrRef with PATCH",
};
const LAST_AGENT: TestRef = {
  file: TEAM_LINKS_API,
  name: "refuses to delete the only agent of a team link, naming it; deleting one of two leaves the link",
};

const TEAM_ROUTING = "tests/integration/team-links-redirect.test.ts";
const TEAM_ROUND_ROBIN: TestRef = {
  file: TEAM_ROUTING,
  name: "round robin: 30 clicks over 3 agents, 10 each, in the order the link lists them",
};
const TEAM_WEIGHTED: TestRef = {
  file: TEAM_ROUTING,
  name: "weighted 3:1: 400 clicks split 300 / 100 (within 4)",
};
const TEAM_STICKY: TestRef = {
  file: TEAM_ROUTING,
  name: "sticky: a returning visitor gets the same agent; when that agent is paused, another, with a new cookie",
};
const TEAM_DEPARTMENT: TestRef = {
  file: TEAM_ROUTING,
  name: "?department= chooses within it (any case); an unknown one routes to the whole team",
};
const TEAM_HOURS: TestRef = {
  file: TEAM_ROUTING,
  name: "skips an agent whose hours are closed now; with all closed, ?anyway=1 still reaches an active one",
};
const FILLS_VARIABLES: TestRef = {
  file: TEAM_ROUTING,
  name: "fills {agent}, {department} and {ref} per click, percent-encoded; a ref that is not a word is left out",
};
const HOURS_IN_ZONES: TestRef = {
  file: "core/opening-hours.test.ts",
  name: "opens at 08:00 in São Paulo (UTC−3) and at 09:00 in Kolkata (UTC+5:30)",
};
const TEAM_LINK_FORM: TestRef = {
  file: "tests/integration/dashboard-agents.test.ts",
  name: "makes a team link through the new-link form, lists it as a team and edits its agents",
};
const TEMPLATES: TestRef = {
  file: "tests/integration/dashboard-templates.test.ts",
  name: "adds, edits and deletes a template; the link forms offer it",
};

export const FEATURE_CLAIMS: readonly FeatureClaim[] = [
  // Privacy policy: the cookie a sticky team link sets.
  {
    claim:
      "a business's team link set to keep each visitor with the same agent, which remembers which agent it sent you to",
    tests: [TEAM_STICKY],
  },
  // Analytics page: what the CSV holds.
  {
    claim: "agents by name, refs by word",
    tests: [
      {
        file: "tests/integration/analytics-agents-refs.test.ts",
        name: "counts a team link's clicks per agent with the agents' current names; a deleted agent stays counted",
      },
      {
        file: "tests/integration/analytics-agents-refs.test.ts",
        name: "counts ?ref= words: flyer ×3 and qr ×2 read back as refs; a bad ref is counted as a click without a ref",
      },
    ],
  },
  // Widget page: the chat button (issue 24).
  {
    claim: "Under 6 KB of script, loaded without blocking your page",
    tests: [{ file: "scripts/build-button.test.ts", name: "is at most 6 KB (6144 bytes) gzip" }],
  },
  {
    claim: "No cookie and nothing stored on your site",
    tests: [
      {
        file: "tests/e2e/chat-button.test.ts",
        name: "sets no cookie and writes no storage on the host, and asks us for nothing but its configuration",
      },
    ],
  },
  {
    claim:
      "For a team link, a panel showing each department, who is open now and when it opens next in the visitor's time zone",
    tests: [
      {
        file: "tests/e2e/chat-button.test.ts",
        name: "renders a team link's button, opens its panel, keeps focus in it, closes on Escape",
      },
      {
        file: "tests/integration/chat-button-api.test.ts",
        name: "gives a team link's departments, first names and open state to any origin, cacheable, without a cookie or a number",
      },
    ],
  },
  {
    claim:
      "In the visitor's language, right to left in Arabic, and usable with a keyboard or a screen reader",
    tests: [
      {
        file: "tests/e2e/chat-button.test.ts",
        name: "speaks Arabic right to left when the page asks for it",
      },
      {
        file: "tests/e2e/chat-button.test.ts",
        name: "renders a team link's button, opens its panel, keeps focus in it, closes on Escape",
      },
    ],
  },
  // Features page: WhatsApp Link Generator
  { claim: "Click-to-chat links for any WhatsApp number, personal or business", tests: [CREATES_LINK] },
  { claim: "Automatic country detection that fills in your calling code", tests: [DETECTS_COUNTRY] },
  { claim: "Pre-filled messages of up to 1,000 characters", tests: [MESSAGE_LIMIT, CREATES_LINK] },
  { claim: "Bold, italic, strikethrough and monospace formatting buttons", tests: [FORMATS_MESSAGE] },
  { claim: "International numbers from over 200 countries and territories", tests: [COUNTRIES] },
  {
    claim: "Links that open the WhatsApp app, WhatsApp Desktop or WhatsApp Web",
    tests: [{ file: GENERATOR_SIZES_E2E, name: "creates a random code when no alias is given" }],
  },
  // Features page: QR Code Generator
  { claim: "A QR code for every link, created instantly", tests: [CREATES_LINK] },
  {
    claim: "Downloads as PNG for everyday use or SVG for sharp printing at any size",
    tests: [
      { file: "tests/integration/edge-qr.test.ts", name: "renders SVG on request" },
      { file: "tests/integration/edge-qr.test.ts", name: "offers a download when asked" },
    ],
  },
  { claim: "High-resolution downloads up to 2048 pixels", tests: [QR_DECODES] },
  {
    claim: "Branded QR codes with your own colours and logo",
    tests: [
      BRANDED_QR,
      {
        file: "app/lib/branded-qr/branded-qr-response.server.test.ts",
        name: "embeds the logo in SVG output as an <image> data URI, with both colours",
      },
    ],
  },
  { claim: "Ready for flyers, menus, packaging, business cards and signs", tests: [QR_DECODES] },
  {
    claim: "Generated on our own server, never by a third-party QR service",
    tests: [NOTHING_FROM_ELSEWHERE],
  },
  // Features page: URL Shortener
  { claim: "Short links you can share anywhere: bios, posts, emails and ads", tests: [CREATES_LINK] },
  { claim: "Custom aliases of 5 to 50 letters, digits, underscores and hyphens", tests: [ALIAS] },
  {
    claim: "A random 7-character code when you don't need an alias",
    tests: [
      {
        file: "tests/e2e/dashboard.test.ts",
        name: "sign up → create → edit → the short URL opens the new text → delete → Link Not Found",
      },
    ],
  },
  { claim: "Links that never expire", tests: [KEEPS_LINKS] },
  { claim: "Change the number or message behind a link without changing its URL", tests: [EDITS_IN_PLACE] },
  {
    claim: "Import links from a CSV file, Bitly, Shlink, YOURLS and Kutt exports included",
    tests: [
      {
        file: "core/import-columns.test.ts",
        name: "reads other services' exports: Bitly, Shlink, YOURLS, Kutt",
      },
      {
        file: "tests/e2e/import-links.test.ts",
        name: "imports a spreadsheet's CSV into the account, reports each refused row, and creates nothing twice",
      },
    ],
  },
  // Analytics page and API reference: clicks per team agent (issue 22)
  { claim: "Chats per agent", tests: [AGENT_CLICKS] },
  {
    claim: "Chats per agent per day, and clicks by source: ?ref= words, with QR code scans counted apart",
    tests: [
      AGENT_CLICKS,
      {
        file: "tests/integration/analytics-agents-refs.test.ts",
        name: "counts ?ref= words: flyer ×3 and qr ×2 read back as refs; a bad ref is counted as a click without a ref",
      },
      {
        file: "tests/integration/qr-ref.test.ts",
        name: "the dashboard's branded QR and the API's QR scan as the short URL with ?ref=qr",
      },
    ],
  },
  { claim: "Each click on this team link opened a chat with one agent", tests: [AGENT_CLICKS] },
  { claim: '"agents" lists a team link\'s clicks per agent', tests: [AGENT_CLICKS] },
  // Features page: Analytics & Management
  {
    claim: "Click counts over time, by day and by hour",
    tests: [
      { file: "tests/e2e/analytics.test.ts", name: "custom dates of three days or fewer chart by hour" },
      BREAKDOWNS,
    ],
  },
  {
    claim: "Clicks by country, device type, operating system, browser and referring site",
    tests: [BREAKDOWNS],
  },
  { claim: "Human clicks counted apart from bots and link previews", tests: [HUMANS_AND_BOTS] },
  {
    claim:
      "Advanced analytics: visitors a day counted without storing any address, UTM campaigns with a link builder, the weekday and hour customers come, and a workspace overview",
    tests: [
      {
        file: "tests/integration/visitor-counting.test.ts",
        name: "counts an address and browser once a day across two instances, and again the next day",
      },
      {
        file: "tests/integration/analytics-audience.test.ts",
        name: "no client address in any table: every column of every table is searched for the addresses used",
      },
      {
        file: "tests/integration/analytics-audience.test.ts",
        name: "campaigns: utm tags are counted per source, medium and campaign; untagged clicks add no row",
      },
      {
        file: "tests/integration/analytics-overview-pages.test.ts",
        name: "a link's page shows visitors, campaigns, the weekday × hour table and a tagged link with its QR",
      },
      {
        file: "tests/integration/analytics-audience.test.ts",
        name: "when customers come: hours are 7 × 24 in the workspace's zone, which is validated",
      },
      {
        file: "tests/integration/analytics-overview-pages.test.ts",
        name: "the overview adds up the workspace's links; the settings form validates and saves the zone",
      },
    ],
  },
  { claim: "Several WhatsApp numbers in one dashboard", tests: [LISTS_LINKS] },
  {
    claim:
      "Team links that share one link's chats among your agents: in turn, by weight, or the same agent for a returning visitor",
    tests: [TEAM_ROUND_ROBIN, TEAM_WEIGHTED, TEAM_STICKY, TEAM_LINK_FORM],
  },
  {
    claim: "Agents with opening hours in their own time zone, and departments a link can send visitors to",
    tests: [HOURS_IN_ZONES, TEAM_HOURS, TEAM_DEPARTMENT],
  },
  {
    claim: "Saved message templates, with {agent}, {department} and {ref} filled in at each click",
    tests: [TEMPLATES, FILLS_VARIABLES],
  },
  {
    claim: "Shared workspaces where each member has a role: viewer, editor, admin or owner",
    tests: [WORKSPACE_ROLES],
  },
  {
    claim: "Any date range's clicks as a CSV file, and a REST API for your own tools",
    tests: [
      {
        file: "tests/integration/analytics-pages.test.ts",
        name: "filters by the date range: presets and custom days, both ends included",
      },
      {
        file: "tests/integration/api-v1.test.ts",
        name: "creates a link from a number as people type it; it redirects at once",
      },
    ],
  },
  // How it works: Everything included
  { claim: "Free WhatsApp links", tests: [CREATES_LINK] },
  { claim: "A QR code for every link", tests: [CREATES_LINK] },
  { claim: "Short URLs that never expire", tests: [KEEPS_LINKS] },
  { claim: "Custom aliases", tests: [ALIAS, CREATES_LINK] },
  { claim: "Pre-filled messages", tests: [CREATES_LINK] },
  { claim: "Bold, italic, strikethrough and monospace text", tests: [FORMATS_MESSAGE] },
  { claim: "Automatic country detection", tests: [DETECTS_COUNTRY] },
  { claim: "Click analytics", tests: [HUMANS_AND_BOTS] },
  { claim: "Edit links without changing the URL", tests: [EDITS_IN_PLACE] },
  { claim: "Several numbers in one dashboard", tests: [LISTS_LINKS] },
  { claim: "Branded, high-resolution QR codes", tests: [BRANDED_QR] },
  { claim: "Embeddable generator widget", tests: [EMBED] },
  // Home: Why Choose cards and the strip
  { claim: "Ready in Seconds", tests: [CREATES_LINK] },
  { claim: "Free to Use", tests: [CREATES_LINK] },
  { claim: "Pre-filled Messages", tests: [CREATES_LINK, FORMATS_MESSAGE] },
  { claim: "Works Worldwide", tests: [DETECTS_COUNTRY, COUNTRIES] },
  { claim: "Click Analytics", tests: [HUMANS_AND_BOTS, BREAKDOWNS] },
  {
    claim: "Private by Design",
    tests: [
      NOTHING_FROM_ELSEWHERE,
      {
        file: "domain/clicks/click-recorder.server.test.ts",
        name: "writes one row per dimension value with summed counts",
      },
    ],
  },
  { claim: "WhatsApp Links", tests: [CREATES_LINK] },
  { claim: "QR Code Generator", tests: [CREATES_LINK, QR_DECODES] },
  { claim: "URL Shortener", tests: [CREATES_LINK] },
  // Widget page: What you get
  { claim: "Free to embed, with no account or API key", tests: [EMBED] },
  {
    claim: "Responsive: fills the width of its container on phones and desktops",
    tests: [EMBED, EMBED_CODE],
  },
  {
    claim: "No script file to load: an iframe and a few inline lines keep your site fast and isolated",
    tests: [EMBED_CODE],
  },
  {
    claim: "Country detection, custom aliases, message formatting and QR codes included",
    tests: [
      {
        file: GENERATOR_SIZES_E2E,
        name: "shows the generator alone, with no header or footer, and opens links in a new tab",
      },
    ],
  },
  {
    claim: "No cookies, trackers or ads inside the widget",
    tests: [
      NOTHING_FROM_ELSEWHERE,
      {
        file: "tests/integration/edge-security.test.ts",
        name: "let any site frame /widget-embed, and only that page",
      },
    ],
  },
  { claim: "Improvements reach your site automatically, with nothing to update", tests: [EMBED_CODE] },
  // Sentences elsewhere that use a claim word (CLAIM_WORDS in the test)
  { claim: "free, and you don't need a credit card", tests: [CREATES_LINK] },
  {
    claim:
      "Add the people who answer chats as agents, each with their own number, department and opening hours, and make a team link",
    tests: [TEAM_LINK_FORM, TEAM_ROUND_ROBIN, TEAM_STICKY],
  },
  { claim: "WhatsApp links for teams", tests: [WORKSPACE_ROLES] },
  // The API reference's agents routes (app/content/api-docs-agents.ts) and team-link fields
  { claim: "/agents", tests: [AGENTS_CRUD] },
  { claim: "List agents", tests: [AGENTS_CRUD] },
  { claim: "an agent", tests: [AGENTS_CRUD] },
  { claim: '"id": "ag_3f9a2c71d04b8e65"', tests: [AGENTS_CRUD] },
  { claim: "The people your team links share chats among", tests: [AGENTS_CRUD, TEAM_REDIRECT] },
  { claim: 'Send "name" (1–60 characters)', tests: [AGENTS_CRUD, AGENT_CHECKS] },
  { claim: "Answers 201 with the agent.", tests: [AGENTS_CRUD] },
  { claim: "One agent of your workspace.", tests: [AGENTS_CRUD] },
  { claim: "Every team link with this agent follows from its next click.", tests: [AGENT_CHANGE_OBEYED] },
  { claim: "Answers 204; the agent leaves its team links.", tests: [LAST_AGENT] },
  { claim: "409 agent_in_use names that link", tests: [LAST_AGENT] },
  { claim: 'For a team link send "agents"', tests: [TEAM_REDIRECT, TEAM_PATCH] },
  { claim: 'a team link takes "agents"', tests: [TEAM_PATCH] },
  // Custom domains (app/content/api-docs-domains.ts, app/content/domains.ts)
  { claim: "custom domains", tests: [DOMAINS_VERIFY, DOMAINS_SERVED] },
  { claim: "Custom domains", tests: [DOMAINS_VERIFY, DOMAINS_SERVED] },
  { claim: "a custom domain", tests: [DOMAINS_VERIFY, DOMAINS_TAKEOVER] },
  { claim: "Remove a custom domain", tests: [DOMAINS_PROOF] },
  { claim: '"domain" (a verified custom domain of your workspace', tests: [DOMAINS_SERVED] },
];

/**
 * Sentences that use a claim word without claiming a feature: what is not done, or what
 * holds only if the operator does something. Each says why it is not a claim.
 */
export const NOT_CLAIMS: readonly { phrase: string; why: string }[] = [
  {
    phrase: "premium_rate {This looks like a premium rate number}",
    why: "a warning about the number typed (a premium-rate line), not a paid plan",
  },
  { phrase: "If we ever offer paid plans", why: "conditional: there are no paid plans" },
  {
    phrase: "we will receive only what we need to manage your plan",
    why: "conditional on paid plans existing",
  },
  { phrase: "with a payment provider if paid plans exist", why: "conditional: there are no paid plans" },
  { phrase: "a payment provider if paid plans are offered", why: "conditional: there are no paid plans" },
  { phrase: "We do not guarantee any level of availability", why: "a denial" },
  { phrase: "sign up first if you plan to print", why: "advice, not a feature" },
  {
    phrase: "It is an aim, not a promise",
    why: "shown only when the operator sets SITE_UPTIME_PROMISE (tests/integration/runtime-config.test.ts)",
  },
  {
    phrase: "Our support team typically replies within",
    why: "shown only when the operator sets SITE_SUPPORT_REPLY_TIME (tests/integration/runtime-config.test.ts)",
  },
  { phrase: "Support team", why: "an example workspace name in a form hint" },
  { phrase: '"agents": []', why: "an example API answer of a one-number link, with no agents" },
];

/**
 * Copy modules that are the interface of a feature itself (its pages' labels, hints and empty
 * states): every sentence in them is about that feature, so the module as a whole is tied to
 * the tests of that interface, instead of one entry per label.
 */
export const INTERFACE_COPY: readonly { file: string; tests: readonly [TestRef, ...TestRef[]] }[] = [
  // The API reference page (its anchors and examples name the agents routes and message variables).
  ...["app/content/api-docs.ts", "app/content/api-docs-agents.ts", "app/content/api-docs-examples.ts"].map(
    (file) => ({
      file,
      tests: [
        { file: "tests/api-docs.test.ts", name: "lists every route of the OpenAPI document, and no other" },
        {
          file: "tests/integration/api-v1-agents.test.ts",
          name: "creates, lists, reads, changes and deletes agents; a read key only reads",
        },
      ] as [TestRef, TestRef],
    }),
  ),
  {
    // The chat button's words on host sites (issue 24): the panel's departments and open state.
    file: "app/content/chat-button.ts",
    tests: [
      {
        file: "tests/e2e/chat-button.test.ts",
        name: "renders a team link's button, opens its panel, keeps focus in it, closes on Escape",
      },
      {
        file: "tests/e2e/chat-button.test.ts",
        name: "routes a tap through the short link to the department's agent, with the page as ref, and tells the host",
      },
    ],
  },
  {
    // The dashboard's Chat button page: the snippet, the options, the preview, what the script does.
    file: "app/content/chat-button-page.ts",
    tests: [
      {
        file: "tests/integration/dashboard-chat-button.test.ts",
        name: "saves the options per link, and the public configuration serves them at once",
      },
      {
        file: "tests/e2e/chat-button.test.ts",
        name: "routes a tap through the short link to the department's agent, with the page as ref, and tells the host",
      },
      {
        file: "tests/e2e/chat-button.test.ts",
        name: "sets no cookie and writes no storage on the host, and asks us for nothing but its configuration",
      },
      { file: "scripts/build-button.test.ts", name: "is at most 6 KB (6144 bytes) gzip" },
    ],
  },
  {
    // The dashboard header's links to the agents and templates pages.
    file: "app/content/dashboard-nav.ts",
    tests: [
      {
        file: "tests/integration/dashboard-agents.test.ts",
        name: "adds an agent with opening hours through the form, lists, edits, pauses and deletes it",
      },
      {
        file: "tests/integration/dashboard-templates.test.ts",
        name: "adds, edits and deletes a template; the link forms offer it",
      },
    ],
  },
  {
    file: "app/content/agents.ts",
    tests: [
      {
        file: "tests/integration/dashboard-agents.test.ts",
        name: "adds an agent with opening hours through the form, lists, edits, pauses and deletes it",
      },
      {
        file: "tests/integration/dashboard-agents.test.ts",
        name: "lets a viewer see the agents but not add, change or delete one",
      },
    ],
  },
  {
    file: "app/content/team-links.ts",
    tests: [
      {
        file: "tests/integration/dashboard-agents.test.ts",
        name: "makes a team link through the new-link form, lists it as a team and edits its agents",
      },
      {
        file: "tests/integration/team-links-redirect.test.ts",
        name: "round robin: 30 clicks over 3 agents, 10 each, in the order the link lists them",
      },
      {
        file: "tests/integration/team-links-redirect.test.ts",
        name: "with none open, sends to the fallback agent (whatever its hours); a paused fallback does not count",
      },
    ],
  },
  {
    file: "app/content/templates.ts",
    tests: [
      {
        file: "tests/integration/dashboard-templates.test.ts",
        name: "adds, edits and deletes a template; the link forms offer it",
      },
      {
        file: "tests/integration/team-links-redirect.test.ts",
        name: "fills {agent}, {department} and {ref} per click, percent-encoded; a ref that is not a word is left out",
      },
    ],
  },
  {
    file: "app/content/team-card.ts",
    tests: [
      {
        file: "tests/integration/team-card.test.ts",
        name: "shows the business, first names only, a button per agent, department and the team, and no number",
      },
      {
        file: "tests/integration/team-card.test.ts",
        name: "closed: the short link answers 200 naming the business and the next opening, and Message anyway reaches an agent",
      },
    ],
  },
];
