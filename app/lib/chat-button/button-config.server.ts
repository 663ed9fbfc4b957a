import { type ButtonConfig, type ButtonStrings, isLanguageTag } from "#core/chat-button";
import { errorMessage } from "#core/error-messages";
import { API_ERRORS, type ApiErrorCode } from "#core/errors";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale, localeForTag } from "#core/locales";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import type { VerifiedDomains } from "#domain/domains/verified-domains.server";
import type { ButtonConfigCache } from "#domain/links/button-config-cache.server";
import { catalogue } from "../../content/catalogues.server";
import { servedDomainOf } from "../domains/served-domain.server";

type LoaderArgs = {
  request: Request;
  params: { code?: string };
  context: {
    buttonConfigs: ButtonConfigCache;
    env: { publicUrl: string };
    servedDomains: Pick<VerifiedDomains, "get">;
  };
};

/**
 * Any site may read it (the script runs on the owner's pages), no cookie is read or set, and a
 * browser or CDN may keep it a minute: open state is worked out to the minute anyway.
 */
export const BUTTON_CONFIG_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cache-Control": "public, max-age=60",
  "Content-Type": "application/json; charset=utf-8",
} as const;

/** The words the script shows, in one language: its own module and the contact card's. */
export function buttonStrings(locale: Locale): ButtonStrings {
  const { CHAT_BUTTON, TEAM_CARD } = catalogue(locale);
  return {
    ...CHAT_BUTTON,
    openNow: TEAM_CARD.openNow,
    closedNow: TEAM_CARD.closedNow,
    opens: TEAM_CARD.opens,
    yourTime: TEAM_CARD.yourTime,
    noOpening: TEAM_CARD.noOpening,
    messageDepartment: TEAM_CARD.messageDepartment,
    messageUs: TEAM_CARD.messageUs,
  };
}

/** The API's `{error, message}` in the language asked for (the same table as every JSON error). */
function errorResponse(code: ApiErrorCode, status: number, locale: Locale): Response {
  const message = locale === DEFAULT_LOCALE ? API_ERRORS[code] : errorMessage(code, locale);
  return new Response(JSON.stringify({ error: code, message }), {
    status,
    headers: { ...BUTTON_CONFIG_HEADERS, "Content-Language": locale },
  });
}

/**
 * `GET /api/button/<code>[?lang=<tag>][&domain=<custom domain>]`: the public configuration of a link's chat button in
 * the language asked for (a tag we do not write reads English). Unknown codes: 404 JSON; a
 * `lang` that is not a language tag: 400 JSON. Never a number, an id or a cookie.
 */
export async function loadButtonConfig({ request, params, context }: LoaderArgs): Promise<Response> {
  const lang = new URL(request.url).searchParams.get("lang") ?? DEFAULT_LOCALE;
  if (!isLanguageTag(lang)) return errorResponse("invalid_language", 400, DEFAULT_LOCALE);
  const locale = localeForTag(lang.replace("_", "-")) ?? DEFAULT_LOCALE;
  // `&domain=`: the button of a link on a custom domain (codes are unique per domain).
  const served = servedDomainOf(request, context.servedDomains);
  if (served === "unknown") return errorResponse("not_found", 404, locale);
  const link = await context.buttonConfigs.read(params.code ?? "", Date.now(), served?.domain.id ?? null);
  if (link === null) return errorResponse("not_found", 404, locale);
  const strings = buttonStrings(locale);
  const body: ButtonConfig = {
    code: link.code,
    url: shortUrlFor(linkOrigin(context.env.publicUrl, served?.name), link.code),
    options: link.options,
    lang: locale,
    dir: LOCALE_INFO[locale].dir,
    strings,
    team:
      link.team === null
        ? null
        : {
            ...link.team,
            departments: link.team.departments.map((d) => ({
              ...d,
              label: d.name ?? catalogue(locale).TEAM_CARD.otherDepartment,
            })),
          },
  };
  return new Response(JSON.stringify(body), {
    headers: { ...BUTTON_CONFIG_HEADERS, "Content-Language": locale },
  });
}
