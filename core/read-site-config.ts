import { z } from "zod";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "./site-config";
import { cleanText, trimChar } from "./text";

// Apart from site-config.ts so the browser, which only reads the settings, never loads zod for them.

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined), schema.optional());

/** A page address: absolute http(s) URL or a path on this site. */
const pageUrl = z
  .string()
  .max(2000)
  .refine((v) => v.startsWith("/") || /^https?:\/\//i.test(v), {
    message: "expected a path such as /signup or an http(s) URL",
  });

const siteSchema = z.object({
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).max(2000)),
  PORT: optional(z.string().max(5)),
  SIGNUP_URL: optional(pageUrl),
  LOGIN_URL: optional(pageUrl),
  SITE_NAME: optional(z.string().max(60)),
  SUPPORT_EMAIL: optional(z.email().max(254)),
  LEGAL_LAST_UPDATED: optional(z.iso.date()),
  SITE_UPTIME_PROMISE: optional(
    z
      .string()
      .max(8)
      .regex(/^\d{1,2}(?:\.\d{1,3})?%$/, { message: "expected a percentage such as 99.9%" }),
  ),
  SITE_SUPPORT_REPLY_TIME: optional(
    z
      .string()
      .max(40)
      .refine((v) => cleanText(v) === v && !v.includes("\n"), {
        message: "expected one line such as 24 hours",
      }),
  ),
});

/** Reads the site settings from an environment-like record; throws with every problem listed. */
export function readSiteConfig(source: Record<string, string | undefined>): SiteConfig {
  const parsed = siteSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    publicUrl: trimChar(e.PUBLIC_URL ?? `http://localhost:${e.PORT ?? "3000"}`, "/", "end"),
    signupUrl: e.SIGNUP_URL ?? DEFAULT_SITE_CONFIG.signupUrl,
    loginUrl: e.LOGIN_URL ?? DEFAULT_SITE_CONFIG.loginUrl,
    siteName: e.SITE_NAME ?? DEFAULT_SITE_CONFIG.siteName,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    legalUpdated: e.LEGAL_LAST_UPDATED ?? null,
    uptimePromise: e.SITE_UPTIME_PROMISE ?? null,
    supportReplyTime: e.SITE_SUPPORT_REPLY_TIME ?? null,
  };
}
