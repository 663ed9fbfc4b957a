import type { Context } from "hono";
import { Hono } from "hono";
import { ERROR_DETAILS, phoneProblemMessage } from "#core/error-messages";
import { apiError } from "#core/errors";
import type { PhoneReadingOk } from "#core/phone-number";
import { readPhoneNumber } from "#core/phone-number-max";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { errorAnswer, errorLocale, sendError } from "../error-response.server";
import { clientAddressOf } from "../middleware/client-address.server";

/** The same question always gets the same answer: browsers and shared caches may keep it. */
const CACHEABLE = { "Cache-Control": "public, max-age=3600" };
const NO_STORE = { "Cache-Control": "no-store" };

const COUNTRY = /^[A-Za-z]{2}$/;
const COUNTRY_MESSAGE = 'The parameter "country" takes a two-letter ISO 3166-1 code, for example GB or US.';

/** What the generator shows under the phone field: the server's reading, so the browser carries no metadata. */
export interface PhoneReadingBody {
  e164: string;
  international: string;
  callingCode: string;
  country: string | null;
  countryName: string | null;
  corrections: PhoneReadingOk["corrections"];
  warnings: PhoneReadingOk["warnings"];
}

/**
 * `GET /api/phone?number=…[&country=GB]` (mounted at /api/phone): how the server reads a
 * number as typed (core/phone-number.ts with the max metadata, the same rules
 * /api/shorten applies) → `200 {e164, international, …}` or `400 invalid_phone` with the
 * message that says what is wrong. Creates nothing; the input is bounded by the reader
 * (64 characters, checked before any other work).
 */
export function phoneRoutes(deps: { limiter: RateLimiter; trustProxy: number }): Hono {
  const app = new Hono();
  app.get("/", async (c: Context) => {
    // The limiter groups addresses by network itself (IPv6: its /64).
    const limit = await deps.limiter.hit(clientAddressOf(c, deps.trustProxy));
    if (!limit.allowed)
      return sendError(c, apiError("rate_limited", ERROR_DETAILS.en.phoneChecksLimited), 429, {
        ...NO_STORE,
        "Retry-After": String(limit.retryAfterSeconds),
      });

    const query = c.req.queries();
    for (const [name, values] of Object.entries(query))
      if (values.length > 1)
        return sendError(c, apiError("invalid_request", `Give "${name}" only once.`), 400, NO_STORE);
    const typed = query.number?.[0] ?? "";
    const country = query.country?.[0] ?? "";
    if (country !== "" && !COUNTRY.test(country))
      return sendError(c, apiError("invalid_request", COUNTRY_MESSAGE), 400, NO_STORE);

    const reading = readPhoneNumber(typed, country === "" ? undefined : country);
    if (!reading.ok) {
      // The precise reason in the caller's language (the code's general message would say less).
      const code = reading.problem === "unknown_country" ? "invalid_request" : "invalid_phone";
      const extra = code === "invalid_phone" ? { problem: reading.problem } : {};
      const answer = errorAnswer(c, { ...apiError(code, reading.message), ...extra }, CACHEABLE);
      const message = phoneProblemMessage(reading, errorLocale(c));
      return c.json({ ...answer.body, message }, 400, answer.headers);
    }
    const body: PhoneReadingBody = {
      e164: reading.e164,
      international: reading.internationalFormatted,
      callingCode: reading.callingCode,
      country: reading.country,
      countryName: reading.countryName,
      corrections: reading.corrections,
      warnings: reading.warnings,
    };
    return c.json(body, 200, CACHEABLE);
  });
  app.all("/", (c) => sendError(c, apiError("method_not_allowed"), 405, { Allow: "GET" }));
  return app;
}
