import { LOCALE_INFO } from "#core/locales";
import { LANGUAGE_COPY } from "../../content/languages";
import { useLocale } from "../../lib/i18n/use-copy";
import { LanguageSwitcher } from "../layout/language-switcher";

/**
 * The dashboard header's language choice: the current language's own name, opening the site's
 * switcher below it. A disclosure rather than a row of six names, so the header keeps its two
 * rows on a phone; `<details>` opens without JavaScript.
 */
export function DashboardLanguageMenu() {
  const locale = useLocale();
  return (
    <details className="relative shrink-0">
      <summary className="cursor-pointer list-none whitespace-nowrap rounded-full px-2 py-1.5 text-sm font-semibold text-ink hover:text-accent [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{LANGUAGE_COPY[locale].nav}: </span>
        {LOCALE_INFO[locale].nativeName}
      </summary>
      <LanguageSwitcher className="absolute end-0 z-10 mt-2 w-44 rounded-lg border border-line bg-card p-3 shadow-lg" />
    </details>
  );
}
