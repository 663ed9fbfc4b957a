import type { Translated } from "../translated";
import type {
  WIDGET_EMBED_COPY as EN_WIDGET_EMBED_COPY,
  WIDGET_EMBED_META as EN_WIDGET_EMBED_META,
} from "../ui-widget";

/** Widget-page copy that the embed code itself carries (the iframe's title, the example page's text). */
export const WIDGET_EMBED_COPY: Translated<typeof EN_WIDGET_EMBED_COPY> = {
  iframeTitle: "Generator link WhatsApp dari ChatLink",
  previewTitle: "Pratinjau langsung widget ChatLink",
  exampleTitle: "Hubungi kami di WhatsApp",
  exampleHeading: "Chat dengan kami di WhatsApp",
  exampleBody: "Buat link WhatsApp ke nomor mana pun dalam hitungan detik dengan generator di bawah ini.",
  embedCaption: "HTML",
  embedCopyTarget: "kode sematan",
  exampleCaption: "example.html",
  exampleCopyTarget: "contoh HTML",
};

/** Meta for the bare `/widget-embed` frame (the widget page's own meta is in widget.ts). */
export const WIDGET_EMBED_META: typeof EN_WIDGET_EMBED_META = {
  title: "Widget Generator Link WhatsApp | ChatLink",
  description:
    "Buat link chat WhatsApp, URL pendek, dan kode QR gratis dalam hitungan detik dengan generator ChatLink yang terpasang di situs ini.",
  keywords: [
    "generator link WhatsApp",
    "widget WhatsApp",
    "link chat WhatsApp",
    "kode QR WhatsApp",
    "ChatLink",
  ],
};
