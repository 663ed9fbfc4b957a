import { z } from "@hono/zod-openapi";
import { DOMAIN_NAME_MAX_LENGTH } from "#core/domain-name";

/** Custom domains' request and response schemas (docs/product.md "Custom domains"). */

export const DomainSchema = z
  .object({
    id: z.string().openapi({ example: "dom_3f9a2c71d04b8e65" }),
    domain: z
      .string()
      .openapi({ description: "Lower-case; punycode for a Unicode name", example: "chat.example.com" }),
    status: z.enum(["pending", "verified", "failing"]).openapi({
      description:
        "`pending` until the TXT record is seen; `verified` while it is served; `failing` when its proof was missing for a day (not served)",
    }),
    default: z.boolean().openapi({
      description: "Links created without a `domain` are made on this one while it is verified",
    }),
    verification: z.object({
      type: z.literal("TXT"),
      name: z.string().openapi({ example: "_chatlink.chat.example.com" }),
      value: z.string().openapi({ example: "chatlink-verify=9b1f…" }),
    }),
    target: z
      .string()
      .openapi({ description: "Where the domain's CNAME points", example: "chatlink.example" }),
    verifiedAt: z.string().nullable(),
    lastCheckedAt: z.string().nullable(),
    lastError: z
      .string()
      .nullable()
      .openapi({ description: "Why the last check did not find the proof (an error code)" }),
    proofMissingSince: z.string().nullable(),
    createdAt: z.string(),
    message: z
      .string()
      .optional()
      .openapi({ description: "After a verification that did not verify: what was found" }),
  })
  .openapi("Domain");

export const CreateDomainSchema = z
  .strictObject({
    // Four times the longest name: a Unicode name is longer before punycode.
    domain: z
      .string()
      .min(1)
      .max(DOMAIN_NAME_MAX_LENGTH * 4)
      .openapi({ example: "chat.example.com" }),
  })
  .openapi("CreateDomain");

export const DomainIdParams = z.object({
  id: z
    .string()
    .max(40)
    .openapi({ param: { name: "id", in: "path" }, example: "dom_3f9a2c71d04b8e65" }),
});
