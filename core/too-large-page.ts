import { LOCALE_INFO, type Locale } from "./locales";

/**
 * What a browser shows after posting a form over the size limit (no JavaScript needed to read
 * it), in the page's language. The words live here, not in app/content: the body limit answers
 * before the app runs.
 */
type Words = { title: string; text: (size: string) => string; home: string };

const WORDS: Record<Locale, Words> = {
  en: {
    title: "That form was too large",
    text: (size) =>
      `ChatLink accepts at most ${size} in one form. Go back, shorten what you typed (or choose a smaller file) and send it again.`,
    home: "ChatLink home",
  },
  "pt-BR": {
    title: "Esse formulário ficou grande demais",
    text: (size) =>
      `O ChatLink aceita no máximo ${size} por formulário. Volte, encurte o que você digitou (ou escolha um arquivo menor) e envie de novo.`,
    home: "Início do ChatLink",
  },
  "es-419": {
    title: "Ese formulario es demasiado grande",
    text: (size) =>
      `ChatLink acepta como máximo ${size} por formulario. Vuelve atrás, acorta lo que escribiste (o elige un archivo más pequeño) y envíalo de nuevo.`,
    home: "Inicio de ChatLink",
  },
  id: {
    title: "Formulir itu terlalu besar",
    text: (size) =>
      `ChatLink menerima paling banyak ${size} dalam satu formulir. Kembali, persingkat isinya (atau pilih file yang lebih kecil), lalu kirim lagi.`,
    home: "Beranda ChatLink",
  },
  hi: {
    title: "यह फ़ॉर्म बहुत बड़ा था",
    text: (size) =>
      `ChatLink एक फ़ॉर्म में ज़्यादा से ज़्यादा ${size} लेता है। वापस जाएँ, जो लिखा है उसे छोटा करें (या छोटी फ़ाइल चुनें) और फिर से भेजें।`,
    home: "ChatLink होम",
  },
  ar: {
    title: "هذا النموذج كبير جدًا",
    text: (size) =>
      `يقبل ChatLink حتى <bdi>${size}</bdi> في النموذج الواحد. ارجع واختصر ما كتبته (أو اختر ملفًا أصغر) ثم أرسله مرة أخرى.`,
    home: "الصفحة الرئيسية لـ ChatLink",
  },
};

/** The page in `locale`, `size` already written for people (e.g. "2 MB"). */
export function tooLargePage(locale: Locale, size: string): string {
  const info = LOCALE_INFO[locale];
  const words = WORDS[locale];
  const home = info.segment === "" ? "/" : `/${info.segment}`;
  return `<!doctype html><html lang="${info.hreflang}" dir="${info.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title} · ChatLink</title></head><body><h1>${words.title}</h1><p>${words.text(size)}</p><p><a href="${home}">${words.home}</a></p></body></html>`;
}
