import { useLocation } from "react-router";
import { LOCALE_INFO, LOCALES, type Locale, splitLocalePath } from "#core/locales";
import { languageChoicePath } from "#core/site-pages";
import { LANGUAGE_COPY } from "../../content/languages";
import { useLocale } from "../../lib/i18n/use-copy";

/**
 * Every language by its own name, each a plain link through /language/<segment> (which remembers
 * the choice in a cookie and answers with the same page in that language), so it works without
 * JavaScript and on the pages that ship none.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const locale = useLocale();
  // The path alone: a query may carry another page's address (`/login?next=…`), never passed on.
  const { pathname } = useLocation();
  const here = splitLocalePath(pathname).path;
  return (
    <nav aria-label={LANGUAGE_COPY[locale].nav} className={className}>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {LOCALES.map((other: Locale) => (
          <li key={other}>
            <a
              href={languageChoicePath(other, here)}
              hrefLang={LOCALE_INFO[other].hreflang}
              lang={other}
              aria-current={other === locale ? "true" : undefined}
              rel="nofollow"
              // Other languages' names from the system fonts: "العربية" and "हिन्दी" in every footer
              // must not make every page download the Arabic and Devanagari faces (app/app.css).
              className={`text-xs text-ink-muted no-underline hover:text-accent hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-ink ${other === locale ? "" : "font-system"}`}
            >
              {LOCALE_INFO[other].nativeName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
