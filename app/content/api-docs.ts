/**
 * The REST API reference page's words (/docs/api); its methods, paths, examples and error codes
 * are the same in every language (api-docs-examples.ts). ICU messages: {header}, {agent},
 * {department}, {ref} and {listShape} are code the loader fills in (API_DOCS_VALUES); {summary}
 * is the endpoint's summary.
 */
export const API_DOCS = {
  meta: {
    title: "REST API reference | ChatLink",
    description:
      "Create, list, change and delete WhatsApp click-to-chat links, read their clicks and draw their QR codes from your own software with ChatLink's REST API.",
    keywords: ["WhatsApp link API", "WhatsApp short link API", "click to chat API", "WhatsApp QR code API"],
  },
  intro: {
    heading: "REST API",
    body: "Your software can create and manage the links of your ChatLink account: the same links, numbers and clicks you see in the dashboard. Every call sends and answers JSON, with an API key.",
  },
  keysTitle: "Keys",
  keys: [
    "Create a key in the dashboard under Settings → API keys. It is shown once; we keep only a fingerprint of it.",
    "Send it with every call as {header}. A read-only key can list and read; creating, changing and deleting need a read and write key.",
    "Revoke a key on the same page: the next call with it is refused.",
  ],
  endpointsTitle: "Endpoints",
  endpointsNavLabel: "Endpoints",
  /** Over each example, and what its Copy button copies (ends the button's accessible name). */
  examples: {
    answerCaption: "Answer",
    curlCopyTarget: "curl example: {summary}",
    javascriptCopyTarget: "JavaScript example: {summary}",
    answerCopyTarget: "example answer: {summary}",
    answerRegion: "Answer: {summary}",
  },
  endpoints: {
    "post-links": {
      summary: "Create a link",
      details:
        'Send "phone" (as people type it; add "country" such as "GB" for a national number) or "url" (a WhatsApp link such as https://wa.me/447911123456?text=Hi), and optionally "message", "alias" and "domain" (a verified custom domain of your workspace: the link is served there, and codes are unique per domain); any other field is a 400 naming it. For a team link send "agents" (1–20 agent ids, in turn order) instead of a number, "rotation" (round_robin, weighted or sticky) and optionally "fallbackAgent" (for when none is open); its "message" may hold {agent}, {department} and {ref}. Answers 201 with the link. Send an Idempotency-Key header to retry safely: the same key and body within a day return the first answer and create nothing.',
    },
    "get-links": {
      summary: "List links",
      details:
        'Newest first, "limit" (1–100, default 20) at a time; pass the "nextCursor" of one page as "cursor" for the next, until it is null. "q" finds codes, numbers and messages containing it.',
    },
    "get-links-id-": {
      summary: "Read a link",
      details: "The link with its human clicks of all time (bots are counted apart).",
    },
    "patch-links-id-": {
      summary: "Change a link's number or message",
      details:
        'Send "phone" (and "country"), "message", or both; a "message" of null removes it; a team link takes "agents", "rotation" and "fallbackAgent" instead of "phone", and any link "qrRef"; any other field (such as "alias") is a 400 naming it. The code and short URL stay, so printed QR codes keep working; the next click goes to the new chat.',
    },
    "delete-links-id-": {
      summary: "Delete a link",
      details:
        "Answers 204. The short URL then shows Link Not Found, and the link's clicks are deleted with it.",
    },
    "get-links-id-analytics": {
      summary: "Read a link's clicks",
      details:
        'From "from" to "to" (UTC days, YYYY-MM-DD, at most 366 days; the last 30 by default): people\'s clicks per day, countries, devices, systems, browsers and referrers, and bot hits apart. The same numbers as the dashboard. "refs" counts clicks per "?ref=" word, most first ("qr" for scans of the QR codes ChatLink draws). "agents" lists a team link\'s clicks per agent with each agent\'s current name ("Deleted agent" once deleted), and is empty for a one-number link. "visitors" counts distinct visitors a day (summed over the range; per day in "days"), without storing an address or any lasting identifier. "utm" counts clicks per "utm_source", "utm_medium" and "utm_campaign" of the short link. "hours" holds 7 rows (Monday first) of 24 hours: when people clicked, in your workspace\'s time zone ("timeZone"). A range may end after today: it is read up to today.',
    },
    "get-links-id-analytics-csv": {
      summary: "Download a link's clicks as CSV",
      details:
        "The dashboard's download for the same range: one row per hour (ranges of 3 days or fewer) or per UTC day, each dimension and value, people and bots apart. Team members' rows hold their names, ref rows the word.",
    },
    "get-analytics": {
      summary: "Read your workspace's clicks",
      details:
        'From "from" to "to" (UTC days, the last 30 by default; a range may end after today): people\'s clicks on all your links and bot hits apart, "previous" (the same for the period of the same length just before), "activeLinks", and the top "links", "countries", "utm" campaigns and "refs". The same numbers as the dashboard\'s overview.',
    },
    "get-analytics-settings": {
      summary: "Read the analytics settings",
      details:
        'The time zone of your "hours" and which details are recorded: "recordReferrer", "recordDevice" (device, system and browser) and "recordCountry".',
    },
    "patch-analytics-settings": {
      summary: "Change the analytics settings",
      details:
        'Send what changes: "timeZone" (a name such as Europe/London; an unknown one is a 400 invalid_time_zone) or a "record…" switch. A detail turned off is not recorded from the next second on, on every link of the workspace; clicks and visitors are always counted.',
    },
    "get-links-id-qr": {
      summary: "Draw a link's QR code",
      details:
        'The short URL as a QR code: "format" png (default) or svg, "size" 64 to 2048 pixels (300 by default).',
    },
    "get-workspace": {
      summary: "Read the key's workspace",
      details: "The workspace the key belongs to, its members and the key's access.",
    },
    "get-agents": {
      summary: "List agents",
      details:
        'The people your team links share chats among, oldest first (at most 200): {listShape}. "openNow" says whether their hours have them open at this moment; "active": false means paused.',
    },
    "post-agents": {
      summary: "Add an agent",
      details:
        'Send "name" (1–60 characters) and "phone" (as people type it, with "country" for a national number), and optionally "department", "weight" (1–100, default 1: a weighted team link gives an agent of weight 2 twice the chats), "active" (default true) and "hours" (time zone and weekly ranges; a range may end after midnight, such as ["22:00", "02:00"]; "closedDates" as YYYY-MM-DD; none means always open). Answers 201 with the agent.',
    },
    "get-agents-id-": {
      summary: "Read an agent",
      details: "One agent of your workspace.",
    },
    "patch-agents-id-": {
      summary: "Change an agent",
      details:
        'Send what changes (the same fields as when adding; "hours": null means always open, "active": false pauses). Every team link with this agent follows from its next click.',
    },
    "delete-agents-id-": {
      summary: "Delete an agent",
      details:
        "Answers 204; the agent leaves its team links. When it is the only agent of a team link, 409 agent_in_use names that link: give it another agent, or delete it, first.",
    },
    "get-domains": {
      summary: "List custom domains",
      details: "Your workspace's custom domains, by name (at most 20): {domainListShape}.",
    },
    "post-domains": {
      summary: "Add a custom domain",
      details:
        'Send "domain" (such as chat.yourshop.com). Answers 201 with the domain, pending: create the TXT record named in "verification" with its value, point a CNAME for the domain at "target", then verify. A name another workspace has verified is a 409 domain_taken.',
    },
    "get-domains-id-": {
      summary: "Read a custom domain",
      details:
        'One domain of your workspace. "lastError" (and "message") say what the last check found wrong; a verified domain whose record stays missing for a day turns "failing" and is no longer served.',
    },
    "post-domains-id-verify": {
      summary: "Verify a custom domain now",
      details:
        'Looks for the TXT record now. Answers the domain: "status": "verified" once the record holds its value, else still "pending" with a "message" saying what was found.',
    },
    "delete-domains-id-": {
      summary: "Remove a custom domain",
      details: "Answers 204. The links made on the domain are deleted with it, and it is no longer served.",
    },
    "get-webhooks": {
      summary: "List webhooks",
      details: "Your workspace's webhook endpoints, oldest first (at most 10), never their secrets.",
    },
    "post-webhooks": {
      summary: "Add a webhook",
      details:
        'Send "url" (http or https, on a public address) and "events" (link.created, link.updated, link.deleted, link.clicked). Answers 201 with the endpoint and its "secret", shown only this once: each message carries the Standard Webhooks headers webhook-id, webhook-timestamp and webhook-signature, an HMAC-SHA256 made with it. A failed message is retried for about a day.',
    },
    "get-webhooks-id-": {
      summary: "Read a webhook",
      details: 'One endpoint. "disabledReason" says why it was disabled after a day of failed deliveries.',
    },
    "patch-webhooks-id-": {
      summary: "Change a webhook",
      details: 'Send what changes: "url", "events", or "enabled" (true sends again what waited).',
    },
    "delete-webhooks-id-": {
      summary: "Delete a webhook",
      details: "Answers 204. Its delivery log and the messages not yet sent go with it.",
    },
    "get-webhooks-id-deliveries": {
      summary: "List a webhook's deliveries",
      details:
        "The newest 50 messages (kept 7 days): the body sent, the last status code, time and error, and when the next attempt is.",
    },
    "post-webhooks-id-deliveries-deliveryid-retry": {
      summary: "Redeliver a message",
      details: "Sends it again now, with the same webhook-id and body. Answers 202.",
    },
    "post-webhooks-id-test": {
      summary: "Send a test event",
      details: "Sends a webhook.test message now; its result shows in the deliveries. Answers 202.",
    },
  },
  errorsTitle: "Errors",
  errorsIntro: "Every error is JSON:",
  /** What each status means (the statuses and codes are in api-docs-examples.ts, API_ERRORS). */
  errors: {
    badRequest: 'Something in the request is wrong; "field" names it (invalid_phone, invalid_alias, …).',
    unauthorized: "No key, or a key that is unknown or revoked.",
    forbidden: "A read-only key tried to write.",
    notFound: "No such link in your account.",
    aliasTaken: "Another link already has that alias.",
    rateLimited:
      "Too many calls with this workspace's keys in a minute, or links created by this account in an hour; wait the seconds in Retry-After.",
  },
  openApiNote: "Tools that read OpenAPI 3.1 (code generators, Postman, Insomnia) can load the whole API from",
} as const;
