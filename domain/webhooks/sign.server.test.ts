import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signedHeaders } from "./sign.server";

/**
 * Signatures checked by an independent implementation: the `standardwebhooks` package (its own
 * base64 and SHA-256 code, not node:crypto), as a receiver would verify them.
 */
describe("Standard Webhooks signatures", () => {
  const body = JSON.stringify({
    type: "link.created",
    timestamp: new Date().toISOString(),
    data: { code: "menu" },
  });
  const now = Math.floor(Date.now() / 1000);

  it("verify with the standardwebhooks library using the secret shown at creation", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = signedHeaders(secret, "msg_1", now, body);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("fail verification when the body, the id or the secret differ", () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders(secret, "msg_1", now, body);
    const hook = new Webhook(secret);
    expect(() => hook.verify(body.replace("menu", "menu2"), headers)).toThrow();
    expect(() => hook.verify(body, { ...headers, "webhook-id": "msg_2" })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });
});
