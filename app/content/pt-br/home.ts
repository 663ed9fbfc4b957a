import type { HomeContent } from "../home";
import type { Translated } from "../translated";

/**
 * Checked against the English shape but typed by its own text: the English interface pins a few
 * strings to their English wording.
 */
export const HOME = {
  meta: {
    title: "ChatLink: gerador de link do WhatsApp grátis com QR Code",
    description:
      "Crie grátis seu link do WhatsApp, link curto e QR Code em segundos. Adicione uma mensagem pronta e deixe o cliente falar com você com um toque.",
    keywords: [
      "gerador de link WhatsApp",
      "link do WhatsApp",
      "criar link do WhatsApp",
      "link wa.me",
      "QR Code do WhatsApp",
      "link do WhatsApp com mensagem",
      "encurtador de link WhatsApp",
      "link do WhatsApp grátis",
    ],
  },
  hero: {
    eyebrow: "Gerador de link do WhatsApp grátis",
    heading: "Comece conversas no WhatsApp com um só clique",
    subheading:
      "Transforme seu número de WhatsApp num link curto e num QR Code em segundos. A pessoa toca uma vez e entra direto numa conversa com você, com a sua mensagem já digitada. Nada para instalar, e você nem precisa de conta para experimentar.",
  },
  strip: [
    {
      title: "Links do WhatsApp",
      description: "Links que abrem uma conversa com o seu número em qualquer celular ou computador.",
      icon: "link",
    },
    {
      title: "Gerador de QR Code",
      description: "Um QR Code para cada link, pronto para panfletos, cardápios, embalagens e vitrines.",
      icon: "qr",
    },
    {
      title: "Encurtador de links",
      description:
        "Links curtos e limpos, com apelido personalizado opcional, fáceis de compartilhar e de lembrar.",
      icon: "shortener",
    },
  ],
  whyChoose: {
    heading: "Por que escolher o ChatLink",
    intro:
      "Tudo o que você precisa para transformar um número de telefone em conversas, sem custo, sem complicação e sem rastreadores.",
    cards: [
      {
        title: "Pronto em segundos",
        description:
          "Informe seu número, adicione uma mensagem se quiser e clique em Gerar link. O link curto e o QR Code aparecem na hora.",
        icon: "zap",
      },
      {
        title: "Grátis para usar",
        description:
          "Crie links, links curtos e QR Codes sem pagar nada. Sem cartão de crédito, sem período de teste e sem cobrança pelos cliques que seus links recebem.",
        icon: "heart",
      },
      {
        title: "Mensagens prontas",
        description:
          "Comece toda conversa com as palavras certas. Adicione uma saudação ou peça o número do pedido, com texto em negrito, itálico, tachado e monoespaçado.",
        icon: "message",
      },
      {
        title: "Funciona no mundo todo",
        description:
          "Detectamos o seu país e preenchemos o código de discagem para você. Aceitamos números de mais de 200 países e territórios.",
        icon: "globe",
      },
      {
        title: "Estatísticas de cliques",
        description:
          "Com uma conta gratuita, veja quantas pessoas abrem cada link, de quais países e dispositivos, e quais sites as trouxeram.",
        icon: "chart",
      },
      {
        title: "Privacidade em primeiro lugar",
        description:
          "Nada de rastreadores de terceiros, scripts de anúncios ou cookies de rastreamento. Os cliques são contados sem guardar o endereço IP de ninguém.",
        icon: "shield",
      },
    ],
  },
  cta: {
    heading: "Pronto para receber mais conversas?",
    body: "Veja como o ChatLink transforma um número de telefone num link para compartilhar e num QR Code para imprimir, em três passos simples.",
    buttonLabel: "Veja como funciona",
  },
} satisfies Translated<HomeContent>;
