import type { HowItWorksContent } from "../how-it-works";

export const HOW_IT_WORKS: HowItWorksContent = {
  meta: {
    title: "Cómo funciona: tu link de WhatsApp en 3 pasos | ChatLink",
    description:
      "Crea un link de WhatsApp y su código QR en tres pasos: regístrate gratis, escribe tu número con el código de país, y luego genera y comparte.",
    keywords: [
      "cómo crear un link de WhatsApp",
      "link directo a WhatsApp",
      "código QR de WhatsApp para negocios",
      "generador de links wa.me",
      "link de WhatsApp con mensaje",
      "para qué sirve un link de WhatsApp",
    ],
  },
  intro: {
    heading: "Cómo funciona ChatLink",
    body: "Pasar de un número de teléfono a un enlace que la gente pueda tocar toma menos de un minuto. Te contamos cómo funciona y dónde puedes usarlo.",
  },
  headings: {
    steps: "Tres pasos para tu primer enlace",
    useCases: "Dónde usar tus enlaces",
    includedFeatures: "Todo incluido",
  },
  steps: [
    {
      title: "Crea tu cuenta gratis",
      description:
        "Regístrate solo con un correo electrónico y una contraseña. No tienes que ingresar ninguna tarjeta de crédito y toma menos de un minuto. También puedes probar el generador en la página de inicio sin cuenta.",
    },
    {
      title: "Escribe tu número de WhatsApp",
      description:
        "Escribe tu número con su código de país, como +52, +57 o +54. Detectamos tu país y completamos el código por ti. Si quieres, agrega un alias personalizado y un mensaje predefinido.",
    },
    {
      title: "Genera tu enlace y tu código QR",
      description:
        "Toca Generar enlace y tu enlace corto y tu código QR aparecen al instante. Copia el enlace, descarga el código QR y compártelos donde estén tus clientes.",
    },
  ],
  useCases: [
    {
      title: "Sitios web de negocios",
      description:
        "Agrega un enlace de chat o el widget integrable a tu sitio para que los visitantes te pregunten en el momento en que les surge la duda, en lugar de llenar un formulario de contacto.",
      icon: "globe",
    },
    {
      title: "Material impreso",
      description:
        "Imprime el código QR en volantes, menús, carteles, empaques y tarjetas de presentación. Con un escaneo de la cámara del celular se abre un chat con tu negocio.",
      icon: "printer",
    },
    {
      title: "Redes sociales",
      description:
        "Pon el enlace corto en tu biografía de Instagram, tu página de Facebook, tu perfil de TikTok o tus publicaciones para que tus seguidores te escriban con un solo toque.",
      icon: "share",
    },
    {
      title: "Atención al cliente",
      description:
        'Predefine mensajes como "Hola, necesito ayuda con mi número de pedido" para que tus clientes lleguen al equipo correcto con los datos que necesitas desde el principio.',
      icon: "headset",
    },
  ],
  includedFeatures: [
    "Links de WhatsApp gratis",
    "Un código QR para cada enlace",
    "Enlaces cortos que nunca caducan",
    "Alias personalizados",
    "Mensajes predefinidos",
    "Texto en negrita, cursiva, tachado y monoespaciado",
    "Detección automática del país",
    "Estadísticas de clics",
    "Edita enlaces sin cambiar la URL",
    "Varios números en un solo panel",
    "Códigos QR con tu marca y en alta resolución",
    "Widget del generador para tu sitio",
  ],
  cta: {
    heading: "¿Listo para empezar a chatear con tus clientes?",
    body: "Crea tu cuenta gratis en menos de un minuto, o conoce más a fondo todo lo que ChatLink puede hacer.",
  },
};
