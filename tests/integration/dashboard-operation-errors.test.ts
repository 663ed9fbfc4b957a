import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage, phoneProblemMessage } from "#core/error-messages";
import { API_ERRORS } from "#core/errors";
import { LOCALE_COOKIE } from "#core/locales";
import { readPhoneNumber } from "#core/phone-number-max";
import { createThroughDashboard, formPost, type SignedInClient, signedInClient } from "./dashboard-helpers";
import { bootTestServer, type TestServer } from "./support/test-server";

/** What a page shows as a person reads it: no scripts, React's escapes undone. */
const shown = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replaceAll("<!-- -->", "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

/**
 * Issue 23: a dashboard form refused by an operation says why in the page's language (the
 * visitor's chosen one here), with the same sentence the REST API answers in that language.
 */
describe("the dashboard's forms say an operation's refusal in the page's language", () => {
  let server: TestServer;
  let client: SignedInClient;
  let alias: string;
  const post = async (path: string, lang: string, fields: Record<string, string>) => {
    const res = await formPost(server, path, fields, `${client.cookie}; ${LOCALE_COOKIE}=${lang}`);
    return { status: res.status, page: shown(await res.text()) };
  };

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    client = await signedInClient(server);
    alias = `loja-${Date.now().toString(36)}`;
    await createThroughDashboard(server, client, { phone: "447911123456", alias });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    [
      "es-419",
      "Ese alias no está disponible. Elige otro.",
      "Ese alias es una palabra que usa el sitio. Elige otro.",
    ],
    [
      "ar",
      "هذا الاسم المخصص غير متاح. يُرجى اختيار اسم آخر.",
      "هذا الاسم المخصص كلمة يستخدمها الموقع. يُرجى اختيار اسم آخر.",
    ],
  ])("refuses a taken and a reserved alias on the new-link form in %s", async (lang, taken, reserved) => {
    const takenAnswer = await post("/dashboard/links/new", lang, { phone: "447911123456", alias });
    expect(takenAnswer.status).toBe(409);
    expect(takenAnswer.page).toContain(taken);
    expect(takenAnswer.page).not.toContain(API_ERRORS.alias_taken);
    // What was typed stays in the form.
    expect(takenAnswer.page).toContain(`value="${alias}"`);

    const reservedAnswer = await post("/dashboard/links/new", lang, {
      phone: "447911123456",
      alias: "dashboard",
    });
    expect(reservedAnswer.status).toBe(400);
    expect(reservedAnswer.page).toContain(reserved);
    expect(reservedAnswer.page).not.toContain(API_ERRORS.alias_reserved);
  });

  it("refuses a bad number and a too-short alias on the new-link form in Spanish", async () => {
    const phone = await post("/dashboard/links/new", "es-419", { phone: "12", alias: "" });
    expect(phone.status).toBe(400);
    expect(phone.page).toContain(errorMessage("invalid_phone", "es-419"));
    expect(phone.page).not.toMatch(/country code|Enter the full WhatsApp number/);
    // A number of the wrong length: why, with its values, as precisely as the English says it.
    const length = await post("/dashboard/links/new", "es-419", { phone: "+44 12", alias: "" });
    expect(length.status).toBe(400);
    expect(length.page).toContain(
      "Los números de Reino Unido tienen 7, 9 o 10 dígitos después del código de país +44; este tiene 2.",
    );
    expect(length.page).not.toContain("phone numbers have");

    const short = await post("/dashboard/links/new", "es-419", { phone: "447911123456", alias: "abc" });
    expect(short.status).toBe(400);
    expect(short.page).toContain("de 5 a 50 caracteres");
    expect(short.page).not.toContain(API_ERRORS.invalid_alias);
  });

  it("refuses a bad number on the edit form in Portuguese", async () => {
    const { id } = await createThroughDashboard(server, client, { phone: "447911123457" });
    const answer = await post(`/dashboard/links/${id}`, "pt-BR", { phone: "12", message: "" });
    expect(answer.status).toBe(400);
    expect(answer.page).toContain("Digite o número completo do WhatsApp com o código do país");
    expect(answer.page).not.toMatch(/country code|Enter the full WhatsApp number/);
  });

  it("says why an agent's number was refused in Arabic, with its values", async () => {
    const reading = readPhoneNumber("+44 12");
    if (reading.ok) throw new Error("expected a refused number");
    const answer = await post("/dashboard/agents/new", "ar", { name: "Bo", phone: "+44 12", hours: "" });
    expect(answer.status).toBe(400);
    expect(answer.page).toContain(phoneProblemMessage(reading, "ar"));
    expect(answer.page).not.toContain(reading.message);
  });

  it("refuses an invalid domain name and a private webhook address in Portuguese", async () => {
    const domain = await post("/dashboard/settings/domains", "pt-BR", {
      intent: "add",
      domain: "not a domain",
    });
    expect(domain.status).toBe(400);
    expect(domain.page).toContain(errorMessage("domain_invalid", "pt-BR"));
    expect(domain.page).not.toContain(API_ERRORS.domain_invalid);

    const hook = await post("/dashboard/settings/webhooks", "pt-BR", {
      intent: "add",
      url: "http://192.168.1.10/hooks",
      events: "link.created",
    });
    expect(hook.status).toBe(400);
    expect(hook.page).toContain(errorMessage("webhook_url_private", "pt-BR"));
    expect(hook.page).not.toContain(API_ERRORS.webhook_url_private);
  });

  it("keeps the English sentences exactly as they were", async () => {
    const taken = await post("/dashboard/links/new", "en", { phone: "447911123456", alias });
    expect(taken.page).toContain("Alias not available. Please choose a different one.");
    const domain = await post("/dashboard/settings/domains", "en", { intent: "add", domain: "not a domain" });
    expect(domain.page).toContain(API_ERRORS.domain_invalid);
  });
});
