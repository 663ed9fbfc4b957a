import type { Locale } from "#core/locales";

export interface LanguageCopy {
  /** The switcher's accessible name, in the page's language. */
  nav: string;
  /** Offered to a visitor whose browser prefers this language, in this language. */
  offer: string;
  /** Closes the offer, in this language. */
  dismiss: string;
}

/**
 * The words about choosing a language. One table rather than six catalogues: the offer is shown
 * in the visitor's language on a page in another one, so every page carries all of them.
 */
export const LANGUAGE_COPY: Readonly<Record<Locale, LanguageCopy>> = {
  en: { nav: "Language", offer: "View this page in English", dismiss: "No thanks" },
  "pt-BR": { nav: "Idioma", offer: "Ver esta página em português", dismiss: "Não, obrigado" },
  "es-419": { nav: "Idioma", offer: "Ver esta página en español", dismiss: "No, gracias" },
  id: { nav: "Bahasa", offer: "Lihat halaman ini dalam Bahasa Indonesia", dismiss: "Tidak, terima kasih" },
  hi: { nav: "भाषा", offer: "यह पेज हिन्दी में देखें", dismiss: "नहीं, धन्यवाद" },
  ar: { nav: "اللغة", offer: "اعرض هذه الصفحة بالعربية", dismiss: "لا، شكرًا" },
};
