import type { Translated } from "../translated";
import type {
  WIDGET_EMBED_COPY as EN_WIDGET_EMBED_COPY,
  WIDGET_EMBED_META as EN_WIDGET_EMBED_META,
} from "../ui-widget";

/** Widget-page copy that the embed code itself carries (the iframe's title, the example page's text). */
export const WIDGET_EMBED_COPY: Translated<typeof EN_WIDGET_EMBED_COPY> = {
  iframeTitle: "ChatLink का WhatsApp लिंक जनरेटर",
  previewTitle: "ChatLink विजेट का लाइव प्रीव्यू",
  exampleTitle: "WhatsApp पर हमसे संपर्क करें",
  exampleHeading: "WhatsApp पर हमसे चैट करें",
  exampleBody: "नीचे दिए जनरेटर से किसी भी नंबर का WhatsApp लिंक सेकंडों में बनाएं।",
  // Captions stay file names. The copy targets follow the Copy label in the button's accessible name,
  // which in Hindi word order reads best as "एम्बेड कोड कॉपी करें" (see the report to the lead).
  embedCaption: "HTML",
  embedCopyTarget: "एम्बेड कोड",
  exampleCaption: "example.html",
  exampleCopyTarget: "HTML उदाहरण",
};

/** Meta for the bare `/widget-embed` frame (the widget page's own meta is in widget.ts). */
// Not `as const` in English, so its own type fits (string[] keywords, as the catalogue expects).
export const WIDGET_EMBED_META: typeof EN_WIDGET_EMBED_META = {
  title: "WhatsApp लिंक जनरेटर विजेट | ChatLink",
  description:
    "इस साइट पर लगे ChatLink जनरेटर से कुछ ही सेकंड में किसी भी नंबर का फ्री WhatsApp क्लिक-टू-चैट लिंक, छोटा URL और QR कोड बनाएं।",
  keywords: ["WhatsApp लिंक जनरेटर", "WhatsApp विजेट", "क्लिक टू चैट लिंक", "WhatsApp QR कोड", "ChatLink"],
};
