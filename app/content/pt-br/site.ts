import type { SiteContent } from "../site";

export const SITE: SiteContent = {
  name: "ChatLink",
  tagline: "Links do WhatsApp, links curtos e QR Codes grátis.",
  defaultMeta: {
    title: "ChatLink: gerador de link do WhatsApp grátis e QR Code",
    description:
      "Crie grátis links do WhatsApp, links curtos e QR Codes em segundos. Seus clientes falam com você com um toque, sem precisar salvar seu número antes.",
    keywords: [
      "gerador de link WhatsApp",
      "link do WhatsApp",
      "link wa.me",
      "QR Code do WhatsApp",
      "link curto do WhatsApp",
      "link do WhatsApp grátis",
    ],
  },
  footerBlurb:
    "O ChatLink transforma qualquer número de WhatsApp num link curto e num QR Code, para que as pessoas falem com você com um toque, sem precisar salvar seu número.",
  trademarkNotice:
    "WhatsApp é uma marca registrada da WhatsApp LLC. ChatLink é um serviço independente, sem vínculo com o WhatsApp ou a Meta.",
};
