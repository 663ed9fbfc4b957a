import { LOCALE_INFO, LOCALES, type Locale, preferredLocale } from "./locales";

/**
 * The only pages a custom domain (or an unknown Host) ever gets besides its links' redirects:
 * neutral, naming neither this site nor any workspace (docs/decisions/0156-custom-domain-hosts),
 * in the language the visitor's browser asks for (Accept-Language; English otherwise). The words
 * live here, not in app/content: the redirect listener answers them without the app.
 */
type PageWords = { title: string; text: string };
type Pages = { home: PageWords; notFound: PageWords; closed: PageWords; unknownHost: PageWords };

const WORDS: Record<Locale, Pages> = {
  en: {
    /** A custom domain's root: the domain works, there is nothing to show at it. */
    home: { title: "Links", text: "Short links live at this address. Open the full link you were given." },
    /** A code this domain does not have, or any other path. */
    notFound: { title: "Link not found", text: "This link does not exist or is no longer active." },
    /** A team link none of whose agents is open (the main site shows its contact card instead). */
    closed: { title: "Closed", text: "No one is available to chat right now. Please try again later." },
    /** A Host that is neither the site's nor a verified custom domain. */
    unknownHost: { title: "Not found", text: "Nothing is served at this address." },
  },
  "pt-BR": {
    home: {
      title: "Links",
      text: "Links curtos ficam neste endereço. Abra o link completo que você recebeu.",
    },
    notFound: { title: "Link não encontrado", text: "Este link não existe ou não está mais ativo." },
    closed: {
      title: "Fechado",
      text: "Ninguém está disponível para conversar agora. Tente de novo mais tarde.",
    },
    unknownHost: { title: "Não encontrado", text: "Nada é servido neste endereço." },
  },
  "es-419": {
    home: {
      title: "Enlaces",
      text: "En esta dirección viven enlaces cortos. Abre el enlace completo que te dieron.",
    },
    notFound: { title: "Enlace no encontrado", text: "Este enlace no existe o ya no está activo." },
    closed: {
      title: "Cerrado",
      text: "No hay nadie disponible para chatear en este momento. Vuelve a intentarlo más tarde.",
    },
    unknownHost: { title: "No encontrado", text: "No se sirve nada en esta dirección." },
  },
  id: {
    home: { title: "Link", text: "Link pendek ada di alamat ini. Buka link lengkap yang Anda terima." },
    notFound: { title: "Link tidak ditemukan", text: "Link ini tidak ada atau sudah tidak aktif." },
    closed: { title: "Tutup", text: "Tidak ada yang bisa diajak chat saat ini. Silakan coba lagi nanti." },
    unknownHost: { title: "Tidak ditemukan", text: "Tidak ada yang disajikan di alamat ini." },
  },
  hi: {
    home: { title: "लिंक", text: "इस पते पर छोटे लिंक रहते हैं। आपको दिया गया पूरा लिंक खोलें।" },
    notFound: { title: "लिंक नहीं मिला", text: "यह लिंक मौजूद नहीं है या अब सक्रिय नहीं है।" },
    closed: { title: "बंद है", text: "अभी चैट के लिए कोई उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।" },
    unknownHost: { title: "नहीं मिला", text: "इस पते पर कुछ भी नहीं है।" },
  },
  ar: {
    home: { title: "روابط", text: "تعيش الروابط القصيرة على هذا العنوان. افتح الرابط الكامل الذي أُعطي لك." },
    notFound: { title: "الرابط غير موجود", text: "هذا الرابط غير موجود أو لم يعد نشطًا." },
    closed: { title: "مغلق", text: "لا يوجد أحد متاح للدردشة الآن. يُرجى المحاولة مرة أخرى لاحقًا." },
    unknownHost: { title: "غير موجود", text: "لا يُعرض شيء على هذا العنوان." },
  },
};

const page = (locale: Locale, { title, text }: PageWords) => {
  const info = LOCALE_INFO[locale];
  return `<!doctype html><html lang="${info.hreflang}" dir="${info.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
};

export type CustomDomainPage = keyof Pages;

/** The page in the language an Accept-Language header prefers (English when none of ours). */
export function customDomainPage(
  name: CustomDomainPage,
  acceptLanguage: string | undefined,
): {
  locale: Locale;
  body: string;
} {
  const locale = preferredLocale(acceptLanguage) ?? "en";
  return { locale, body: CUSTOM_DOMAIN_PAGES[locale][name] };
}

/** Every page in every language, built once (the server answers them from memory). */
export const CUSTOM_DOMAIN_PAGES: Readonly<Record<Locale, Readonly<Record<CustomDomainPage, string>>>> =
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        (Object.keys(WORDS[locale]) as CustomDomainPage[]).map((name) => [
          name,
          page(locale, WORDS[locale][name]),
        ]),
      ),
    ]),
  ) as Record<Locale, Record<CustomDomainPage, string>>;
