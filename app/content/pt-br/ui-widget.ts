import type { Translated } from "../translated";
import type {
  WIDGET_EMBED_COPY as EN_WIDGET_EMBED_COPY,
  WIDGET_EMBED_META as EN_WIDGET_EMBED_META,
} from "../ui-widget";

/** Widget-page copy that the embed code itself carries (the iframe's title, the example page's text). */
export const WIDGET_EMBED_COPY: Translated<typeof EN_WIDGET_EMBED_COPY> = {
  iframeTitle: "Gerador de link do WhatsApp do ChatLink",
  previewTitle: "Prévia ao vivo do widget do ChatLink",
  exampleTitle: "Fale com a gente no WhatsApp",
  exampleHeading: "Converse com a gente pelo WhatsApp",
  exampleBody: "Crie em segundos um link do WhatsApp para qualquer número com o gerador abaixo.",
  /** Each Copy button's accessible name is "Copiar" followed by its target. */
  embedCaption: "HTML",
  embedCopyTarget: "código para incorporar",
  exampleCaption: "exemplo.html",
  exampleCopyTarget: "exemplo em HTML",
};

/** Meta for the bare `/widget-embed` frame (the widget page's own meta is in widget.ts). */
export const WIDGET_EMBED_META: typeof EN_WIDGET_EMBED_META = {
  title: "Widget gerador de link do WhatsApp | ChatLink",
  description:
    "Crie grátis um link do WhatsApp, um link curto e um QR Code em segundos com o gerador do ChatLink, incorporado neste site.",
  keywords: [
    "gerador de link WhatsApp",
    "widget do WhatsApp",
    "link do WhatsApp",
    "QR Code do WhatsApp",
    "ChatLink",
  ],
};
