import { createHmac, randomBytes } from "node:crypto";

/** `whsec_` + base64 of 24 random bytes (Standard Webhooks' secret format). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` is `v1,` + base64
 * HMAC-SHA256 of `<id>.<timestamp>.<body>`, keyed with the secret's base64-decoded bytes.
 */
export function signedHeaders(secret: string, id: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const mac = createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": `v1,${mac}`,
  };
}
