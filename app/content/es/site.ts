import type { SiteContent } from "../site";

export const SITE: SiteContent = {
  name: "ChatLink",
  tagline: "Links de WhatsApp para chatear con un clic, enlaces cortos y códigos QR, gratis.",
  defaultMeta: {
    title: "ChatLink - Generador de links de WhatsApp gratis con QR",
    description:
      "Crea gratis links de WhatsApp, enlaces cortos y códigos QR en segundos. Tus clientes te escriben con un toque, sin tener que guardar tu número antes.",
    keywords: [
      "generador de links de WhatsApp",
      "link directo a WhatsApp",
      "link wa.me",
      "código QR de WhatsApp",
      "link corto de WhatsApp",
      "link de WhatsApp gratis",
    ],
  },
  footerBlurb:
    "ChatLink convierte cualquier número de WhatsApp en un enlace corto para chatear con un clic y en un código QR, para que la gente te escriba con un toque sin guardar tu número.",
  trademarkNotice:
    "WhatsApp es una marca de WhatsApp LLC. ChatLink es un servicio independiente, no afiliado a WhatsApp ni a Meta.",
};
