import { z } from "@hono/zod-openapi";
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH } from "#core/webhooks";

/** Webhooks' request and response schemas (docs/product.md "Webhooks"). */

const EventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .max(WEBHOOK_EVENTS.length * 2)
  .openapi({ example: ["link.created", "link.clicked"] });

const UrlSchema = z.string().min(1).max(WEBHOOK_URL_MAX_LENGTH).openapi({
  description: "http or https, on a public address",
  example: "https://example.com/hooks/chatlink",
});

export const WebhookSchema = z
  .object({
    id: z.string().openapi({ example: "whk_3f9a2c71d04b8e65" }),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    enabled: z.boolean(),
    disabledReason: z
      .string()
      .nullable()
      .openapi({ description: "Why it was disabled after a day of failed deliveries; null when enabled" }),
    disabledAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Webhook");

export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().openapi({
    description: "`whsec_<base64>`: verifies `webhook-signature`. Shown only in this answer",
    example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  }),
}).openapi("CreatedWebhook");

export const CreateWebhookSchema = z
  .strictObject({ url: UrlSchema, events: EventsSchema })
  .openapi("CreateWebhook");

export const UpdateWebhookSchema = z
  .strictObject({
    url: UrlSchema.optional(),
    events: EventsSchema.optional(),
    enabled: z.boolean().optional().openapi({ description: "true sends again, and clears `disabledReason`" }),
  })
  .openapi("UpdateWebhook");

export const DeliverySchema = z
  .object({
    id: z
      .string()
      .openapi({ description: "The `webhook-id` header", example: "msg_9d1c0a4b7e2f3a5c6d8e0f12" }),
    event: z.string().openapi({ example: "link.created" }),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int(),
    request: z.string().openapi({ description: "The JSON body sent" }),
    statusCode: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The receiver's status at the last attempt" }),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("WebhookDelivery");

const idParam = (name: string, example: string) =>
  z
    .string()
    .max(40)
    .openapi({ param: { name, in: "path" }, example });

export const WebhookIdParams = z.object({ id: idParam("id", "whk_3f9a2c71d04b8e65") });

export const DeliveryIdParams = z.object({
  id: idParam("id", "whk_3f9a2c71d04b8e65"),
  deliveryId: idParam("deliveryId", "msg_9d1c0a4b7e2f3a5c6d8e0f12"),
});
