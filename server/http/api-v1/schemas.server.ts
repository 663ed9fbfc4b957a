import { z } from "@hono/zod-openapi";
import { SHORTEN_FIELD_MAX } from "#core/shorten-input";

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
    phone: z.string().openapi({ description: "E.164", example: "+447911123456" }),
    message: z.string().nullable().openapi({ example: "Hi, I saw your flyer" }),
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
    alias: z
      .string()
      .max(max.alias)
      .optional()
      .openapi({ description: "5–50 letters, digits, _ or -", example: "shop-one" }),
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
  })
  .openapi("UpdateLink");

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
    days: z.array(z.object({ date: z.string(), clicks: z.number().int() })),
    countries: Counted("code"),
    devices: Counted("device"),
    os: Counted("os"),
    browsers: Counted("browser"),
    referrers: Counted("referrer"),
    refs: Counted("ref").openapi({
      description:
        "Human clicks per `?ref=` word (`qr` for scans of the QR codes ChatLink draws), most first",
    }),
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
