import type { WidgetContent } from "../widget";

export const WIDGET: WidgetContent = {
  meta: {
    title: "Widget do gerador de link do WhatsApp | ChatLink",
    description:
      "Coloque o gerador de link do WhatsApp grátis do ChatLink no seu site com um trecho curto de HTML. Seus visitantes criam links e QR Codes na sua página.",
    keywords: [
      "widget do WhatsApp",
      "widget do WhatsApp para site",
      "gerador de link do WhatsApp no site",
      "gerador de link WhatsApp iframe",
      "widget do WhatsApp grátis",
      "widget de QR Code do WhatsApp",
    ],
  },
  intro: {
    heading: "Coloque o gerador de link do WhatsApp no seu site",
    body: "Ofereça aos seus visitantes o mesmo gerador gratuito que usamos na nossa página inicial. Um trecho curto de HTML incorpora o gerador em qualquer site, e ele se ajusta à largura da sua página no celular e no computador.",
  },
  headings: {
    preview: "Prévia ao vivo",
    embedCode: "Código para incorporar",
    embedCodeNote: "Cole este iframe onde você quer que o gerador apareça.",
    example: "Exemplo completo em HTML",
    exampleNote:
      "Uma página inteira com o widget no lugar, pronta para salvar como arquivo .html e abrir no navegador.",
    steps: "Adicione em três passos",
    features: "O que você ganha",
    faq: "Tem alguma dúvida sobre o widget?",
  },
  steps: [
    {
      title: "Copie o código",
      description:
        "Clique em Copiar ao lado do código para incorporar: uma tag iframe e algumas linhas de script embutido que deixam o quadro do tamanho do gerador. Nada é carregado de outro servidor; o iframe também funciona sozinho.",
    },
    {
      title: "Cole na sua página",
      description:
        "Cole o código no HTML da sua página, onde o gerador deve aparecer. Funciona no WordPress, Wix, Squarespace, Shopify e em qualquer criador de sites que aceite HTML personalizado.",
    },
    {
      title: "Publique e teste",
      description:
        "Salve e publique sua página e depois crie um link de teste. O widget ocupa toda a largura do espaço onde está e tem 600 pixels de altura; ajuste a altura de acordo com o seu layout.",
    },
  ],
  features: [
    "Grátis para incorporar, sem conta nem chave de API",
    "Responsivo: ocupa toda a largura do espaço onde está, no celular e no computador",
    "Nenhum arquivo de script para carregar: um iframe e poucas linhas embutidas deixam seu site rápido e isolado",
    "Detecção do país, apelidos personalizados, formatação de mensagem e QR Codes inclusos",
    "Sem cookies, rastreadores ou anúncios dentro do widget",
    "As melhorias chegam ao seu site automaticamente, sem nada para atualizar",
  ],
  chatButton: {
    heading: "Ou adicione um botão de conversa do WhatsApp",
    body: "O gerador deixa seus visitantes criarem os próprios links. Para que eles falem com você, adicione o botão de conversa: uma linha de HTML coloca um botão flutuante do WhatsApp no canto das suas páginas. Crie um link na sua conta gratuita, abra a página Botão de conversa dele e copie a linha.",
    points: [
      "Menos de 6 KB de script, carregado sem travar a sua página",
      "Nenhum cookie e nada guardado no seu site",
      "Para um link de equipe, um painel com cada departamento, quem está atendendo agora e quando abre de novo no fuso horário do visitante",
      "No idioma do visitante, da direita para a esquerda em árabe, e utilizável com teclado ou leitor de tela",
    ],
    codeCaption: "Botão de conversa",
    codeNote:
      "A página Botão de conversa do seu link traz esta linha com o seu código no lugar de your-code.",
    cta: "Criar meu botão de conversa",
  },
  faqButtonLabel: "Ler as perguntas frequentes",
  themeNote:
    "O script deixa o quadro crescer para caber o gerador. O widget é claro; para o escuro, acrescente ?theme=dark depois de widget-embed no endereço, ou ?theme=auto para seguir a configuração de cada visitante.",
};
