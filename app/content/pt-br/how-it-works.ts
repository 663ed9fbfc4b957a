import type { HowItWorksContent } from "../how-it-works";

export const HOW_IT_WORKS: HowItWorksContent = {
  meta: {
    title: "Como funciona: link do WhatsApp em 3 passos | ChatLink",
    description:
      "Crie um link do WhatsApp e um QR Code em três passos: cadastre-se grátis, informe seu número com o código do país, depois gere e compartilhe.",
    keywords: [
      "como criar link do WhatsApp",
      "como fazer link do WhatsApp",
      "QR Code do WhatsApp para empresas",
      "gerador de link wa.me",
      "link do WhatsApp com mensagem",
      "onde usar link do WhatsApp",
    ],
  },
  intro: {
    heading: "Como o ChatLink funciona",
    body: "Transformar um número de telefone num link que qualquer pessoa abre com um toque leva menos de um minuto. Veja como funciona e onde você pode usar.",
  },
  headings: {
    steps: "Três passos até o seu primeiro link",
    useCases: "Onde usar seus links",
    includedFeatures: "Tudo incluso",
  },
  steps: [
    {
      title: "Crie sua conta grátis",
      description:
        "Cadastre-se só com e-mail e senha. Não pedimos cartão de crédito e leva menos de um minuto. Você também pode testar o gerador na página inicial sem criar conta.",
    },
    {
      title: "Informe seu número de WhatsApp",
      description:
        "Digite seu número com o código do país, como +55, +351 ou +1. Detectamos o seu país e preenchemos o código para você. Se quiser, adicione um apelido personalizado e uma mensagem pronta.",
    },
    {
      title: "Gere seu link e seu QR Code",
      description:
        "Clique em Gerar link e o link curto e o QR Code aparecem na hora. Copie o link, baixe o QR Code e compartilhe onde seus clientes estiverem.",
    },
  ],
  useCases: [
    {
      title: "Sites de empresas",
      description:
        "Coloque um link de conversa ou o widget no seu site para que o visitante tire a dúvida na hora, em vez de preencher um formulário de contato.",
      icon: "globe",
    },
    {
      title: "Materiais impressos",
      description:
        "Imprima o QR Code em panfletos, cardápios, cartazes, embalagens e cartões de visita. É só apontar a câmera do celular para abrir uma conversa com a sua empresa.",
      icon: "printer",
    },
    {
      title: "Redes sociais",
      description:
        "Coloque o link curto na bio do Instagram, na página do Facebook, no perfil do TikTok ou nos seus posts para que seus seguidores falem com você com um toque.",
      icon: "share",
    },
    {
      title: "Atendimento ao cliente",
      description:
        "Deixe mensagens prontas como “Olá, preciso de ajuda com o meu pedido nº” para que o cliente chegue à equipe certa já com as informações de que você precisa.",
      icon: "headset",
    },
  ],
  includedFeatures: [
    "Links do WhatsApp grátis",
    "Um QR Code para cada link",
    "Links curtos que nunca expiram",
    "Apelidos personalizados",
    "Mensagens prontas",
    "Texto em negrito, itálico, tachado e monoespaçado",
    "Detecção automática do país",
    "Estatísticas de cliques",
    "Edição de links sem mudar a URL",
    "Vários números num só painel",
    "QR Codes com sua marca e em alta resolução",
    "Widget do gerador para o seu site",
  ],
  cta: {
    heading: "Pronto para conversar com seus clientes?",
    body: "Crie sua conta grátis em menos de um minuto ou conheça em detalhes tudo o que o ChatLink pode fazer.",
  },
};
