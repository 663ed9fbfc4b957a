import type { SiteContent } from "../site";

export const SITE: SiteContent = {
  name: "ChatLink",
  tagline: "Link chat WhatsApp, URL pendek, dan kode QR gratis.",
  defaultMeta: {
    title: "ChatLink - Buat Link WhatsApp Gratis dengan Kode QR",
    description:
      "Buat link chat WhatsApp, URL pendek, dan kode QR gratis dalam hitungan detik. Pelanggan bisa chat Anda sekali ketuk, tanpa perlu menyimpan nomor Anda.",
    keywords: [
      "buat link WhatsApp",
      "generator link WhatsApp",
      "link wa.me",
      "kode QR WhatsApp",
      "link pendek WhatsApp",
      "link WhatsApp gratis",
    ],
  },
  footerBlurb:
    "ChatLink mengubah nomor WhatsApp apa pun menjadi link chat pendek dan kode QR, sehingga orang bisa menghubungi Anda sekali ketuk tanpa perlu menyimpan nomor Anda.",
  trademarkNotice:
    "WhatsApp adalah merek dagang milik WhatsApp LLC. ChatLink adalah layanan independen yang tidak berafiliasi dengan WhatsApp maupun Meta.",
};
