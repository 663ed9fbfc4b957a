import type { NotFoundContent } from "../not-found";
import type { Translated } from "../translated";

/**
 * Checked against the English shape but typed by its own text: the English interface pins a few
 * strings to their English wording.
 */
export const NOT_FOUND = {
  meta: {
    title: "Link não encontrado | ChatLink",
    description:
      "O link do WhatsApp que você procura não existe ou foi removido. Confira o endereço ou crie grátis seu próprio link do WhatsApp com o ChatLink.",
    keywords: [
      "link não encontrado",
      "link do WhatsApp não funciona",
      "link curto quebrado",
      "ChatLink",
      "gerador de link WhatsApp",
    ],
  },
  heading: "Link não encontrado",
  body: "O link que você procura não existe ou foi removido.",
  reasonsHeading: "Por que isso pode ter acontecido",
  reasons: [
    "O link foi excluído pelo dono.",
    "O link foi removido por violar nossos Termos de Serviço.",
    "Há um erro de digitação no link. Tanto faz maiúscula ou minúscula, mas cada caractere precisa estar certo.",
    "A conta do dono do link foi banida.",
  ],
  about: {
    heading: "Sobre o ChatLink",
    body: "O ChatLink é um gerador de link do WhatsApp gratuito. Crie links, links curtos e QR Codes que abrem uma conversa com o seu número com um toque, sem ninguém precisar salvar seu número antes.",
  },
} satisfies Translated<NotFoundContent>;
