import type { CHAT_BUTTON_PAGE as EN } from "../chat-button-page";
import type { Translated } from "../translated";

export const CHAT_BUTTON_PAGE: Translated<typeof EN> = {
  metaTitle: "Botón de chat de /{code}",
  title: "Botón de chat",
  intro:
    "Pega una línea en cualquier página de tu sitio, en cualquier hosting o creador de sitios, y un botón de WhatsApp flota en su esquina. El toque del visitante abre el chat a través de tu enlace corto, así que la distribución, las refs y las estadísticas se aplican.",
  teamIntro:
    "Para este enlace de equipo, el botón abre un pequeño panel con tu saludo, tus departamentos, quién atiende ahora y cuándo vuelve a abrir cada uno, en la zona horaria del propio visitante. Los números de los agentes nunca llegan a la página.",
  singleIntro: "Para este enlace, el botón abre el chat enseguida en una pestaña nueva.",
  snippetCaption: "Tu botón de chat",
  snippetTarget: "código del botón de chat",
  snippetHint:
    'Ponla antes de </body>. El script pesa menos de 6 KB con gzip, se carga sin bloquear la página, no crea cookies y no guarda nada en tu sitio. data-lang, data-position, data-color, data-label, data-greeting y data-ref="on" u "off" en la etiqueta reemplazan lo que guardes aquí.',
  optionsHeading: "Opciones",
  position: "Esquina",
  positionRight: "Abajo a la derecha",
  positionLeft: "Abajo a la izquierda",
  color: "Color",
  colorHint: "El texto del botón se vuelve negro o blanco, lo que se lea mejor.",
  label: "Texto del botón (opcional)",
  labelHint: 'Hasta {labelMax} caracteres. Vacío: "Chatear por WhatsApp" en el idioma del visitante.',
  greeting: "Saludo (opcional)",
  greetingHint:
    "Hasta {greetingMax} caracteres, arriba del panel de un enlace de equipo. Vacío: un saludo en el idioma del visitante.",
  refs: "Contar desde qué página empieza cada chat",
  refsHint:
    "Agrega ?ref=web: y la ruta de la página a cada chat (por ejemplo web:precios), que aparece en las estadísticas en refs y se coloca en '{ref}' en tu mensaje.",
  events: "Avisar a mi página cuando se abre un chat",
  eventsHint:
    "Envía un evento llamado chatlink_open a tu dataLayer (Google Tag Manager) cuando tu página tiene uno, y dispara un evento chatlink:open en document. Apagado: el botón no le avisa nada a tu página.",
  save: "Guardar opciones",
  saving: "Guardando…",
  saved: "Opciones guardadas. Los sitios con el botón las muestran en menos de un minuto.",
  invalid: "Revisa las opciones: un color como #25d366 y textos dentro de su longitud.",
  viewerNote:
    "Los lectores pueden ver estas opciones. Editores, administradores y propietarios pueden cambiarlas.",
  previewHeading: "Vista previa",
  previewHint:
    "Una página de ejemplo con tu botón como lo ven los visitantes, con las opciones de arriba (guardadas o no).",
  previewTitle: "Página de ejemplo con tu botón de chat",
  sampleTitle: "Página de ejemplo",
  sampleHeading: "Tu sitio web",
  sampleBody:
    "Esta es una página de ejemplo. Tu botón de chat flota en su esquina, como lo hará en tu sitio.",
};
