import type { FeaturesContent } from "../features";

export const FEATURES: FeaturesContent = {
  meta: {
    title: "Recursos: link do WhatsApp, QR Code e cliques | ChatLink",
    description:
      "Conheça os recursos do ChatLink: links do WhatsApp, QR Code, links curtos com apelido personalizado, mensagem pronta e estatísticas de cliques.",
    keywords: [
      "link do WhatsApp com mensagem",
      "QR Code do WhatsApp",
      "encurtador de link personalizado",
      "estatísticas de cliques WhatsApp",
      "link do WhatsApp com texto pronto",
      "link do WhatsApp para empresas",
      "link do WhatsApp para equipes",
    ],
  },
  intro: {
    heading: "Tudo o que você precisa para levar clientes ao WhatsApp",
    body: "O ChatLink reúne gerador de links, QR Codes, links curtos e estatísticas de cliques numa ferramenta simples. Crie um link em segundos sem conta, ou cadastre-se grátis para gerenciar e acompanhar todos os seus links num só lugar.",
  },
  groups: [
    {
      title: "Gerador de link do WhatsApp",
      description:
        "Crie links que abrem uma conversa com o seu número, com a sua mensagem pronta para enviar.",
      icon: "link",
      items: [
        "Links para qualquer número de WhatsApp, pessoal ou comercial",
        "Detecção automática do país, que preenche o código de discagem",
        "Mensagens prontas de até 1.000 caracteres",
        "Botões de negrito, itálico, tachado e monoespaçado",
        "Números internacionais de mais de 200 países e territórios",
        "Links que abrem o aplicativo do WhatsApp, o WhatsApp Desktop ou o WhatsApp Web",
      ],
    },
    {
      title: "Gerador de QR Code",
      description:
        "Todo link vem com um QR Code que abre a conversa quando alguém aponta a câmera do celular para ele.",
      icon: "qr",
      items: [
        "Um QR Code para cada link, criado na hora",
        "Download em PNG para o dia a dia ou em SVG para imprimir nítido em qualquer tamanho",
        "Downloads em alta resolução, de até 2048 pixels",
        "QR Codes com as cores e o logotipo da sua marca",
        "Pronto para panfletos, cardápios, embalagens, cartões de visita e placas",
        "Gerado no nosso próprio servidor, nunca por um serviço de QR Code de terceiros",
      ],
    },
    {
      title: "Encurtador de links",
      description:
        "Links curtos, fáceis de ler, digitar e compartilhar, que só levam a uma conversa do WhatsApp.",
      icon: "shortener",
      items: [
        "Links curtos para compartilhar em qualquer lugar: bio, posts, e-mails e anúncios",
        "Apelidos personalizados de 5 a 50 letras, números, sublinhados e hifens",
        "Um código aleatório de 7 caracteres quando você não precisa de apelido",
        "Links que nunca expiram",
        "Troque o número ou a mensagem de um link sem mudar a URL",
        "Importe links de um arquivo CSV, inclusive exportações do Bitly, Shlink, YOURLS e Kutt",
      ],
    },
    {
      title: "Estatísticas e gestão",
      description:
        "Veja o que está dando resultado e mantenha números, equipes e campanhas organizados num só painel.",
      icon: "chart",
      items: [
        "Cliques ao longo do tempo, por dia e por hora",
        "Cliques por país, tipo de dispositivo, sistema operacional, navegador e site de origem",
        "Cliques de pessoas contados à parte dos robôs e das pré-visualizações de link",
        "Estatísticas avançadas: visitantes por dia contados sem guardar nenhum endereço, campanhas UTM com gerador de links, o dia e a hora em que os clientes chegam, e um resumo do espaço de trabalho",
        "Conversas por atendente por dia e cliques por origem: palavras no ?ref=, com leituras de QR Code contadas à parte",
        "Vários números de WhatsApp num só painel",
        "Links de equipe que distribuem as conversas de um link entre seus atendentes: em rodízio, por peso ou com o mesmo atendente para quem volta",
        "Atendentes com horário de atendimento no próprio fuso horário, e departamentos para onde um link pode encaminhar visitantes",
        "Modelos de mensagem salvos, com {agent}, {department} e {ref} preenchidos a cada clique",
        "Espaços de trabalho compartilhados, em que cada membro tem uma função: leitor, editor, administrador ou proprietário",
        "Cliques de qualquer período em arquivo CSV e uma API REST para as suas próprias ferramentas",
      ],
    },
  ],
  cta: {
    heading: "Crie agora seu primeiro link do WhatsApp",
    body: "Leva segundos e não custa nada. Gere um link e um QR Code na página inicial ou crie uma conta gratuita para editar links e acompanhar os cliques.",
  },
};
