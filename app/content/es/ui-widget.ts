import type { Translated } from "../translated";
import type {
  WIDGET_EMBED_COPY as EN_WIDGET_EMBED_COPY,
  WIDGET_EMBED_META as EN_WIDGET_EMBED_META,
} from "../ui-widget";

/** Widget-page copy that the embed code itself carries (the iframe's title, the example page's text). */
export const WIDGET_EMBED_COPY: Translated<typeof EN_WIDGET_EMBED_COPY> = {
  iframeTitle: "Generador de links de WhatsApp de ChatLink",
  previewTitle: "Vista previa en vivo del widget de ChatLink",
  exampleTitle: "Contáctanos por WhatsApp",
  exampleHeading: "Escríbenos por WhatsApp",
  exampleBody: "Crea en segundos un link de WhatsApp a cualquier número con el generador de abajo.",
  /** The Copy button's accessible name reads "Copiar" followed by the target. */
  embedCaption: "HTML",
  embedCopyTarget: "el código para insertar",
  exampleCaption: "ejemplo.html",
  exampleCopyTarget: "el ejemplo HTML",
};

/** Meta for the bare `/widget-embed` frame (the widget page's own meta is in widget.ts). */
export const WIDGET_EMBED_META: typeof EN_WIDGET_EMBED_META = {
  title: "Generador de links de WhatsApp (widget) | ChatLink",
  description:
    "Crea gratis en segundos un link de WhatsApp, un enlace corto y un código QR con el generador de ChatLink, integrado en este sitio.",
  keywords: [
    "generador de links de WhatsApp",
    "widget de WhatsApp",
    "link para chatear por WhatsApp",
    "código QR de WhatsApp",
    "ChatLink",
  ],
};
