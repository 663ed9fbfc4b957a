import type { HomeContent } from "../home";

export const HOME: HomeContent = {
  meta: {
    title: "ChatLink - Generador de links de WhatsApp gratis con QR",
    description:
      "Crea gratis links de WhatsApp, enlaces cortos y códigos QR en segundos. Agrega un mensaje predefinido y deja que tus clientes te escriban con un toque.",
    keywords: [
      "generador de links de WhatsApp",
      "crear link de WhatsApp",
      "link de WhatsApp",
      "link wa.me",
      "generador de código QR de WhatsApp",
      "acortador de links de WhatsApp",
      "link de WhatsApp con mensaje",
      "link de WhatsApp gratis",
    ],
  },
  hero: {
    eyebrow: "Generador de links de WhatsApp gratis",
    heading: "Inicia chats de WhatsApp con un solo clic",
    subheading:
      "Convierte tu número de WhatsApp en un enlace corto y un código QR en segundos. La gente toca una vez y llega a un chat contigo, con tu mensaje ya escrito. No hay nada que instalar y no necesitas cuenta para probarlo.",
  },
  strip: [
    {
      title: "Links de WhatsApp",
      description:
        "Enlaces para chatear con un clic que abren una conversación con tu número en cualquier celular o computadora.",
      icon: "link",
    },
    {
      title: "Generador de códigos QR",
      description:
        "Un código QR escaneable para cada enlace, listo para volantes, menús, empaques y vitrinas.",
      icon: "qr",
    },
    {
      title: "Acortador de enlaces",
      description:
        "Enlaces cortos y limpios, con un alias personalizado opcional, fáciles de compartir y de recordar.",
      icon: "shortener",
    },
  ],
  whyChoose: {
    heading: "Por qué elegir ChatLink",
    intro:
      "Todo lo que necesitas para convertir un número de teléfono en conversaciones, sin costos, sin complicaciones y sin rastreadores.",
    cards: [
      {
        title: "Listo en segundos",
        description:
          "Escribe tu número, agrega un mensaje si quieres y toca Generar enlace. Tu enlace corto y tu código QR aparecen al instante.",
        icon: "zap",
      },
      {
        title: "Gratis",
        description:
          "Crea enlaces, enlaces cortos y códigos QR sin costo. Sin tarjeta de crédito, sin periodo de prueba y sin cobros por los clics que reciban tus enlaces.",
        icon: "heart",
      },
      {
        title: "Mensajes predefinidos",
        description:
          "Empieza cada chat con las palabras correctas. Agrega un saludo o pide un número de pedido, con texto en negrita, cursiva, tachado y monoespaciado.",
        icon: "message",
      },
      {
        title: "Funciona en todo el mundo",
        description:
          "Detectamos tu país y completamos su código de marcación por ti. Aceptamos números de más de 200 países y territorios.",
        icon: "globe",
      },
      {
        title: "Estadísticas de clics",
        description:
          "Con una cuenta gratis, ve cuántas personas abren cada enlace, desde qué países y dispositivos, y qué sitios las enviaron.",
        icon: "chart",
      },
      {
        title: "Privado desde el diseño",
        description:
          "Sin rastreadores de terceros, scripts de anuncios ni cookies de rastreo. Contamos los clics sin guardar la dirección IP de nadie.",
        icon: "shield",
      },
    ],
  },
  cta: {
    heading: "¿Listo para tener más conversaciones?",
    body: "Descubre cómo ChatLink te lleva de un número de teléfono a un enlace para compartir y un código QR para imprimir en tres pasos sencillos.",
    buttonLabel: "Ver cómo funciona",
  },
};
