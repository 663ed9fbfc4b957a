import { redirect } from "react-router";
import { LOCALE_COOKIE, LOCALE_INFO, LOCALES } from "#core/locales";
import { languageChoiceTarget } from "#core/site-pages";
import type { Route } from "./+types/set-language";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The language switcher's links land here: the choice is remembered for a year (pages without
 * their own URL per language, such as the dashboard, follow it, and the language offer is not
 * shown again) and the visitor goes to the same page in that language.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const segment = params.segment === "en" ? "" : params.segment;
  const locale = LOCALES.find((l) => LOCALE_INFO[l].segment === segment);
  if (locale === undefined) throw redirect("/", 303);
  const next = new URL(request.url).searchParams.get("next");
  const secure = context.env.site.publicUrl.startsWith("https:") ? "; Secure" : "";
  return redirect(languageChoiceTarget(locale, next), {
    status: 303,
    headers: {
      "Set-Cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`,
      "Cache-Control": "no-store",
    },
  });
}
