import { z } from "@hono/zod-openapi";
import { AGENT_FIELD_MAX } from "#core/agent-input";
import { SHORTEN_FIELD_MAX } from "#core/shorten-input";
import { AGENT_WEIGHT_MAX, MAX_AGENTS_PER_LINK, TEAM_ROTATIONS } from "#core/team-link";
import { AGENT_ID_MAX } from "#core/team-link-input";

/** API v1's request and response schemas: they validate requests and make the OpenAPI document. */

export const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: "invalid_phone" }),
    message: z.string().openapi({ example: "Enter the full WhatsApp number with its country code." }),
    field: z
      .string()
      .optional()
      .openapi({ description: "The request field at fault (400 only).", example: "phone" }),
  })
  .openapi("Error");

export const LinkSchema = z
  .object({
    id: z.string().openapi({ example: "1042" }),
    code: z.string().openapi({ example: "shop-one" }),
    shortUrl: z.string().openapi({ example: "https://chat.example.com/shop-one" }),
    phone: z
      .string()
      .nullable()
      .openapi({ description: "E.164; null for a team link", example: "+447911123456" }),
    message: z.string().nullable().openapi({ example: "Hi, I saw your flyer" }),
    agents: z
      .array(z.string())
      .optional()
      .openapi({
        description: "Team links only: agent ids, in turn order",
        example: ["ag_3f9a2c71d04b8e65"],
      }),
    rotation: z.enum(TEAM_ROTATIONS).optional().openapi({ description: "Team links only" }),
    fallbackAgent: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: "Team links only: the agent for when none is open" }),
    qrRef: z.boolean().openapi({ description: "QR codes the site draws for it carry `?ref=qr`" }),
    domain: z
      .string()
      .nullable()
      .openapi({ description: "The custom domain it is served on; null: the site's own", example: null }),
    clicks: z.number().int().openapi({ description: "Human clicks, all time (bots apart)", example: 12 }),
    createdAt: z.string().openapi({ example: "2026-11-24T10:00:00.000Z" }),
    updatedAt: z.string().openapi({ example: "2026-11-24T10:00:00.000Z" }),
    createdBy: z.string().nullable().openapi({
      description:
        "Email of the member who made the link; null when made signed out or by the operator's import",
      example: "alice@example.com",
    }),
    updatedBy: z.string().nullable().openapi({
      description: "Email of the member who last changed its destination; null when unchanged since made",
      example: null,
    }),
  })
  .openapi("Link");

/** A team link's fields (docs/product.md "Team links"): instead of `phone`/`url`, never with them. */
const agentIdList = z
  .array(z.string().max(AGENT_ID_MAX))
  .max(MAX_AGENTS_PER_LINK * 5)
  .openapi({
    description: `1–${MAX_AGENTS_PER_LINK} agent ids, in turn order`,
    example: ["ag_3f9a2c71d04b8e65"],
  });
const teamFields = {
  agents: agentIdList.optional(),
  rotation: z.enum(TEAM_ROTATIONS).optional().openapi({ description: "Default round_robin" }),
  fallbackAgent: z
    .string()
    .max(AGENT_ID_MAX)
    .nullable()
    .optional()
    .openapi({ description: "The agent for when none is open; null: the closed page" }),
  qrRef: z.boolean().optional().openapi({ description: "QR codes carry `?ref=qr` (default true)" }),
};

// Built with @hono/zod-openapi's z (schemas made before it loads lack .openapi()), bounded as
// /api/shorten's fields are; the rules themselves are checkShortenRequest's, shared with it.
const max = SHORTEN_FIELD_MAX;
// Strict: a field the API does not take (a typo, `code`, `id`) is a 400 naming it, never ignored.
export const CreateLinkSchema = z
  .strictObject({
    phone: z.string().max(max.phone).optional().openapi({
      description: "As people type it; with `country` a national number works. This or `url`",
      example: "+44 7911 123456",
    }),
    url: z.string().max(max.url).optional().openapi({
      description:
        "A WhatsApp chat link instead of `phone` (wa.me/…, api.whatsapp.com/send?phone=…); its `text` becomes the message",
      example: "https://wa.me/447911123456?text=Hi",
    }),
    country: z
      .string()
      .max(max.country)
      .optional()
      .openapi({ description: "ISO 3166-1 alpha-2", example: "GB" }),
    message: z.string().max(max.message).optional().openapi({ example: "Hi, I saw your flyer" }),
    alias: z.string().max(max.alias).optional().openapi({
      description: "5–50 letters, digits, _ or - (3–50 on a custom domain)",
      example: "shop-one",
    }),
    domain: z.string().max(1012).nullable().optional().openapi({
      description:
        "A verified custom domain of the workspace: the link is served there (codes are unique per domain). Left out: the workspace's default domain, if it has a verified one; null: the site's own address",
      example: "chat.example.com",
    }),
    ...teamFields,
  })
  .openapi("CreateLink");

// Strict: `alias`, `code` and the like cannot change, so sending one is a 400 naming it.
export const UpdateLinkSchema = z
  .strictObject({
    phone: z.string().max(max.phone).optional().openapi({ example: "+44 7911 654321" }),
    country: z.string().max(max.country).optional(),
    message: z
      .string()
      .max(max.message)
      .nullable()
      .optional()
      .openapi({ description: 'null or "" removes it' }),
    ...teamFields,
  })
  .openapi("UpdateLink");

const hoursDoc = z
  .object({
    timeZone: z.string().openapi({ example: "Europe/London" }),
    weekly: z.record(z.string(), z.array(z.array(z.string()))).openapi({
      description: "mon…sun: [opening, closing] ranges; a range may end after midnight",
      example: { mon: [["09:00", "17:30"]], sat: [["22:00", "02:00"]] },
    }),
    closedDates: z
      .array(z.string())
      .optional()
      .openapi({ example: ["2026-12-25"] }),
  })
  .nullable()
  .openapi("OpeningHours");

export const AgentSchema = z
  .object({
    id: z.string().openapi({ example: "ag_3f9a2c71d04b8e65" }),
    name: z.string().openapi({ example: "Ana" }),
    phone: z.string().openapi({ description: "E.164", example: "+447911123456" }),
    department: z.string().nullable().openapi({ example: "Sales" }),
    weight: z
      .number()
      .int()
      .openapi({ description: `1–${AGENT_WEIGHT_MAX}`, example: 1 }),
    active: z.boolean().openapi({ description: "false: paused, gets no chats" }),
    hours: hoursDoc.openapi({ description: "null: always open" }),
    openNow: z.boolean().openapi({ description: "Whether its hours have it open at this moment" }),
  })
  .openapi("Agent");

// Bounds only (and the OpenAPI document); the rules are core/agent-input.ts's, shared with the dashboard.
const agentFields = {
  name: z.string().max(AGENT_FIELD_MAX.name).openapi({ description: "1–60 characters", example: "Ana" }),
  phone: z.string().max(AGENT_FIELD_MAX.phone).openapi({ example: "+44 7911 123456" }),
  country: z.string().max(AGENT_FIELD_MAX.country).optional().openapi({ description: "ISO 3166-1 alpha-2" }),
  department: z.string().max(AGENT_FIELD_MAX.department).nullable().optional().openapi({ example: "Sales" }),
  weight: z
    .number()
    .optional()
    .openapi({ description: `1–${AGENT_WEIGHT_MAX}, default 1` }),
  active: z.boolean().optional().openapi({ description: "Default true" }),
  hours: z.unknown().optional().openapi({ description: "OpeningHours, or null (always open, the default)" }),
};
export const CreateAgentSchema = z.strictObject(agentFields).openapi("CreateAgent");
export const UpdateAgentSchema = z
  .strictObject({ ...agentFields, name: agentFields.name.optional(), phone: agentFields.phone.optional() })
  .openapi("UpdateAgent");

export const AgentIdParams = z.object({
  id: z
    .string()
    .max(AGENT_ID_MAX)
    .openapi({ param: { name: "id", in: "path" }, example: "ag_3f9a2c71d04b8e65" }),
});

export const IdParams = z.object({
  id: z
    .string()
    .max(20)
    .openapi({ param: { name: "id", in: "path" }, example: "1042" }),
});

export const ListQuery = z.object({
  limit: z.string().max(5).optional().openapi({ description: "1–100, default 20", example: "20" }),
  cursor: z.string().max(20).optional().openapi({ description: "`nextCursor` of the previous page" }),
  q: z.string().max(200).optional().openapi({ description: "Code, digits or message text containing this" }),
});

export const AnalyticsQuery = z.object({
  from: z.string().max(10).optional().openapi({ example: "2026-11-01" }),
  to: z.string().max(10).optional().openapi({
    description: "Last day, included; a later day than today reads as today",
    example: "2026-11-24",
  }),
});

export const QrQuery = z.object({
  size: z
    .string()
    .max(9)
    .optional()
    .openapi({ description: "64–2048 px, `300` or `300x300`", example: "300" }),
  format: z.enum(["png", "svg"]).optional().openapi({ description: "Default png" }),
});

const Counted = (key: string) => z.array(z.object({ [key]: z.string(), clicks: z.number().int() }));

export const AnalyticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    clicks: z.number().int().openapi({ description: "Human clicks in the range" }),
    bots: z.number().int().openapi({ description: "Bot and link-preview hits, apart" }),
    days: z.array(
      z.object({
        date: z.string(),
        clicks: z.number().int(),
        visitors: z.number().int().openapi({ description: "Distinct visitors that UTC day" }),
      }),
    ),
    visitors: z.number().int().openapi({
      description:
        "Distinct visitors a day, summed over the range: counted by a hash of address and browser under a salt that is deleted after the day, never an address or a lasting identifier",
    }),
    countries: Counted("code"),
    devices: Counted("device"),
    os: Counted("os"),
    browsers: Counted("browser"),
    referrers: Counted("referrer"),
    refs: Counted("ref").openapi({
      description:
        "Human clicks per `?ref=` word (`qr` for scans of the QR codes ChatLink draws), most first",
    }),
    utm: z
      .array(
        z.object({ source: z.string(), medium: z.string(), campaign: z.string(), clicks: z.number().int() }),
      )
      .openapi({
        description:
          "Human clicks per `utm_source`/`utm_medium`/`utm_campaign` of the short link, most first",
      }),
    hours: z.array(z.array(z.number().int())).openapi({
      description:
        "Human clicks per weekday (7 rows, Monday first) and hour (24), in the workspace's time zone",
    }),
    timeZone: z.string().openapi({ description: "The workspace's time zone `hours` is in", example: "UTC" }),
    agents: z
      .array(
        z.object({
          id: z.string().openapi({ example: "ag_3f9a2c71d04b8e65" }),
          name: z.string().openapi({ description: 'The agent\'s current name, or "Deleted agent"' }),
          clicks: z.number().int(),
        }),
      )
      .openapi({
        description: "A team link's human clicks per agent, most first; empty for a one-number link",
      }),
  })
  .openapi("Analytics");

export const WorkspaceSchema = z
  .object({
    id: z.string().openapi({ example: "ws_3f9a2c71d04b8e65" }),
    name: z.string(),
    members: z.array(z.object({ email: z.string(), role: z.enum(["owner", "admin", "editor", "viewer"]) })),
    scope: z.enum(["read", "write"]).openapi({ description: "The calling key's scope" }),
  })
  .openapi("Workspace");

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
export const errors = {
  401: json(ErrorSchema, "No key, or a key that is unknown or revoked"),
  404: json(ErrorSchema, "No such link in this workspace"),
  429: json(ErrorSchema, "Too many calls with this workspace's keys (or links this hour); see Retry-After"),
  default: json(ErrorSchema, "Any other error: its `error` code with that code's status"),
};
export const writeErrors = { ...errors, 403: json(ErrorSchema, "A read key cannot write") };
export const security = [{ bearer: [] }];
