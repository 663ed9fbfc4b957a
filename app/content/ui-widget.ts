/** Widget-page copy that the embed code itself carries (the iframe's title, the example page's text). */
export const WIDGET_EMBED_COPY = {
  /** The iframe's accessible name, on the preview and in the code people paste. */
  iframeTitle: "WhatsApp link generator by ChatLink",
  previewTitle: "Live preview of the ChatLink widget",
  exampleTitle: "Contact us on WhatsApp",
  exampleHeading: "Chat with us on WhatsApp",
  exampleBody: "Create a WhatsApp link to any number in seconds with the generator below.",
  /** Captions over the two code blocks, and what each Copy button copies (completes its accessible name). */
  embedCaption: "HTML",
  embedCopyTarget: "embed code",
  exampleCaption: "example.html",
  exampleCopyTarget: "HTML example",
} as const;

/** Meta for the bare `/widget-embed` frame (the widget page's own meta is in widget.ts). */
export const WIDGET_EMBED_META = {
  title: "WhatsApp Link Generator Widget | ChatLink",
  description:
    "Create a free WhatsApp click-to-chat link, short URL and QR code in seconds with the ChatLink generator, embedded on this site.",
  keywords: [
    "WhatsApp link generator",
    "WhatsApp widget",
    "click to chat link",
    "WhatsApp QR code",
    "ChatLink",
  ],
};
