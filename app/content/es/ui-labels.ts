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

/** Link text for each page in the header and footer (FAQ: "Preguntas frecuentes" overflows the header on tablets). */
export const PAGE_LABELS: Record<PageName, string> = {
  home: "Inicio",
  features: "Funciones",
  "how-it-works": "Cómo funciona",
  faq: "FAQ",
  terms: "Términos",
  privacy: "Privacidad",
  widget: "Widget",
  "widget-embed": "Widget",
  "api-docs": "API",
  "404": "Enlace no encontrado",
};

export const ACCOUNT_LABELS: Translated<typeof EN_ACCOUNT_LABELS> = {
  login: "Iniciar sesión",
  signUp: "Regístrate gratis",
  startFree: "Empieza gratis ahora",
  createAccount: "Crear cuenta gratis",
  createOwnLink: "Crea tu propio enlace",
  dashboard: "Panel",
  goToDashboard: "Ir a tu panel",
  logOut: "Cerrar sesión",
  settings: "Configuración",
};

export const BUTTON_LABELS: Translated<typeof EN_BUTTON_LABELS> = {
  goHome: "Ir a la página de inicio",
  exploreFeatures: "Ver todas las funciones",
  howItWorks: "Ver cómo funciona",
  copy: "Copiar",
  copied: "¡Copiado!",
  tryGenerator: "Probar el generador",
};

export const SHELL_LABELS: Translated<typeof EN_SHELL_LABELS> = {
  skipToContent: "Ir al contenido",
  menu: "Menú",
  mainNav: "Principal",
  footerNav: "Pie de página",
  footerPagesHeading: "Páginas",
  footerAccountHeading: "Cuenta",
  copyFallbackHint:
    "Tu navegador bloqueó la copia. El código ya está seleccionado: presiona Ctrl+C (o ⌘C) para copiarlo.",
};

export const LEGAL_LABELS: Translated<typeof EN_LEGAL_LABELS> = {
  lastUpdated: "Última actualización",
  termsHeading: "Términos del servicio",
  privacyHeading: "Política de privacidad",
  contents: "Contenido",
};

export const FAQ_LABELS: Translated<typeof EN_FAQ_LABELS> = {
  registerButton: ACCOUNT_LABELS.createAccount,
  howItWorksButton: BUTTON_LABELS.howItWorks,
};

export const HOME_LABELS: Translated<typeof EN_HOME_LABELS> = {
  strip: "Qué obtienes",
};

/** Used when the how-it-works content leaves out its optional section headings. */
export const HOW_IT_WORKS_HEADINGS: Translated<typeof EN_HOW_IT_WORKS_HEADINGS> = {
  steps: "Cómo funciona",
  useCases: "Casos de uso",
  includedFeatures: "Funciones incluidas",
};

/** Used when the widget content leaves out its optional headings. */
export const WIDGET_HEADINGS: Translated<typeof EN_WIDGET_HEADINGS> = {
  preview: "Vista previa en vivo",
  embedCode: "Código para insertar",
  embedCodeNote: "Pega esto donde quieras que aparezca el generador.",
  example: "Ejemplo HTML completo",
  exampleNote: "Una página completa con el widget ya colocado.",
  steps: "Pasos de integración",
  features: "Funciones",
  faq: "¿Tienes preguntas?",
};
