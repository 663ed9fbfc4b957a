import type { PageName } from "#core/site-pages";
import type { Translated } from "../translated";
import type {
  ACCOUNT_LABELS as EN_ACCOUNT_LABELS,
  BUTTON_LABELS as EN_BUTTON_LABELS,
  FAQ_LABELS as EN_FAQ_LABELS,
  HOME_LABELS as EN_HOME_LABELS,
  HOW_IT_WORKS_HEADINGS as EN_HOW_IT_WORKS_HEADINGS,
  LEGAL_LABELS as EN_LEGAL_LABELS,
  SHELL_LABELS as EN_SHELL_LABELS,
  WIDGET_HEADINGS as EN_WIDGET_HEADINGS,
} from "../ui-labels";

/** Link text for each page in the header and footer. */
export const PAGE_LABELS: Record<PageName, string> = {
  home: "Início",
  features: "Recursos",
  "how-it-works": "Como funciona",
  faq: "Perguntas frequentes",
  terms: "Termos",
  privacy: "Privacidade",
  widget: "Widget",
  "widget-embed": "Widget",
  "api-docs": "API",
  "404": "Link não encontrado",
};

export const ACCOUNT_LABELS: Translated<typeof EN_ACCOUNT_LABELS> = {
  login: "Entrar",
  signUp: "Cadastre-se grátis",
  startFree: "Comece grátis agora",
  createAccount: "Criar conta grátis",
  createOwnLink: "Crie seu próprio link",
  dashboard: "Painel",
  goToDashboard: "Ir para o seu painel",
  logOut: "Sair",
  settings: "Configurações",
};

export const BUTTON_LABELS: Translated<typeof EN_BUTTON_LABELS> = {
  goHome: "Ir para a página inicial",
  exploreFeatures: "Conheça todos os recursos",
  howItWorks: "Veja como funciona",
  copy: "Copiar",
  copied: "Copiado!",
  tryGenerator: "Experimente o gerador",
};

export const SHELL_LABELS: Translated<typeof EN_SHELL_LABELS> = {
  skipToContent: "Pular para o conteúdo",
  menu: "Menu",
  mainNav: "Principal",
  footerNav: "Rodapé",
  footerPagesHeading: "Páginas",
  footerAccountHeading: "Conta",
  copyFallbackHint:
    "Seu navegador bloqueou a cópia. O código está selecionado: pressione Ctrl+C (ou ⌘C) para copiar.",
};

export const LEGAL_LABELS: Translated<typeof EN_LEGAL_LABELS> = {
  lastUpdated: "Última atualização",
  termsHeading: "Termos de Serviço",
  privacyHeading: "Política de Privacidade",
  contents: "Sumário",
};

export const FAQ_LABELS: Translated<typeof EN_FAQ_LABELS> = {
  registerButton: ACCOUNT_LABELS.createAccount,
  howItWorksButton: BUTTON_LABELS.howItWorks,
};

export const HOME_LABELS: Translated<typeof EN_HOME_LABELS> = {
  /** Accessible name of the three-item strip under the generator. */
  strip: "O que você ganha",
};

/** Used when the how-it-works content leaves out its optional section headings. */
export const HOW_IT_WORKS_HEADINGS: Translated<typeof EN_HOW_IT_WORKS_HEADINGS> = {
  steps: "Como funciona",
  useCases: "Onde usar",
  includedFeatures: "Recursos inclusos",
};

/** Used when the widget content leaves out its optional headings. */
export const WIDGET_HEADINGS: Translated<typeof EN_WIDGET_HEADINGS> = {
  preview: "Prévia ao vivo",
  embedCode: "Código para incorporar",
  embedCodeNote: "Cole este código onde você quer que o gerador apareça.",
  example: "Exemplo completo em HTML",
  exampleNote: "Uma página inteira com o widget no lugar.",
  steps: "Passos para integrar",
  features: "Recursos",
  faq: "Dúvidas?",
};
