import type { NotFoundContent } from "../not-found";

export const NOT_FOUND: NotFoundContent = {
  meta: {
    title: "Enlace no encontrado | ChatLink",
    description:
      "El link de WhatsApp que buscas no existe o fue eliminado. Revisa la dirección o crea gratis tu propio link para chatear con un clic con ChatLink.",
    keywords: [
      "enlace no encontrado",
      "link de WhatsApp no funciona",
      "enlace corto roto",
      "ChatLink",
      "generador de links de WhatsApp",
    ],
  },
  heading: "Enlace no encontrado",
  body: "El enlace que buscas no existe o fue eliminado.",
  reasonsHeading: "Por qué pudo haber pasado",
  reasons: [
    "Su dueño eliminó el enlace.",
    "El enlace se eliminó por violar nuestros Términos del servicio.",
    "Hay un error de escritura en el enlace. Las letras pueden ir en mayúsculas o minúsculas, pero cada carácter tiene que ser correcto.",
    "La cuenta del dueño del enlace fue bloqueada.",
  ],
  about: {
    heading: "Acerca de ChatLink",
    body: "ChatLink es un generador de links de WhatsApp gratis. Crea enlaces para chatear con un clic, enlaces cortos y códigos QR que abren una conversación con tu número con un solo toque, para que nadie tenga que guardar tu número antes.",
  },
};
