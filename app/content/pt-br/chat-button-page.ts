import type { CHAT_BUTTON_PAGE as EN } from "../chat-button-page";
import type { Translated } from "../translated";

export const CHAT_BUTTON_PAGE: Translated<typeof EN> = {
  metaTitle: "Botão de conversa de /{code}",
  title: "Botão de conversa",
  intro:
    "Cole uma linha em qualquer página do seu site, em qualquer hospedagem ou construtor de sites, e um botão do WhatsApp flutua no canto dela. O toque do visitante abre a conversa pelo seu link curto, então a distribuição, as refs e as estatísticas valem.",
  teamIntro:
    "Para este link de equipe, o botão abre um pequeno painel com a sua saudação, os seus departamentos, quem está atendendo agora e quando cada um abre de novo, no fuso horário do próprio visitante. Os números dos atendentes nunca chegam à página.",
  singleIntro: "Para este link, o botão abre a conversa na hora, em uma nova aba.",
  snippetCaption: "Seu botão de conversa",
  snippetTarget: "código do botão de conversa",
  snippetHint:
    'Coloque-a antes de </body>. O script tem menos de 6 KB com gzip, carrega sem travar a página, não cria cookie e não guarda nada no seu site. data-lang, data-position, data-color, data-label, data-greeting e data-ref="on" ou "off" na tag substituem o que você salvar aqui.',
  optionsHeading: "Opções",
  position: "Canto",
  positionRight: "Inferior direito",
  positionLeft: "Inferior esquerdo",
  color: "Cor",
  colorHint: "O texto do botão fica preto ou branco, o que for mais legível.",
  label: "Texto do botão (opcional)",
  labelHint: 'Até {labelMax} caracteres. Vazio: "Conversar no WhatsApp" no idioma do visitante.',
  greeting: "Saudação (opcional)",
  greetingHint:
    "Até {greetingMax} caracteres, no topo do painel de um link de equipe. Vazio: uma saudação no idioma do visitante.",
  refs: "Contar de qual página cada conversa começa",
  refsHint:
    "Acrescenta ?ref=web: e o caminho da página a cada conversa (por exemplo web:precos), mostrado nas estatísticas em refs e colocado em '{ref}' na sua mensagem.",
  events: "Avisar a minha página quando uma conversa abre",
  eventsHint:
    "Envia um evento chamado chatlink_open para o seu dataLayer (Google Tag Manager) quando a sua página tiver um, e dispara um evento chatlink:open em document. Desligado: o botão não avisa nada à sua página.",
  save: "Salvar opções",
  saving: "Salvando…",
  saved: "Opções salvas. Os sites com o botão passam a mostrá-las em até um minuto.",
  invalid: "Confira as opções: uma cor como #25d366 e textos dentro do tamanho.",
  viewerNote: "Leitores podem ver estas opções. Editores, administradores e proprietários podem alterá-las.",
  previewHeading: "Prévia",
  previewHint:
    "Uma página de exemplo com o seu botão como os visitantes o veem, com as opções acima (salvas ou não).",
  previewTitle: "Página de exemplo com o seu botão de conversa",
  sampleTitle: "Página de exemplo",
  sampleHeading: "Seu site",
  sampleBody:
    "Esta é uma página de exemplo. O seu botão de conversa flutua no canto, como ficará no seu site.",
};
