import type { FeaturesContent } from "../features";

export const FEATURES: FeaturesContent = {
  meta: {
    title: "Funciones: links de WhatsApp, QR y estadísticas | ChatLink",
    description:
      "Conoce las funciones de ChatLink: links de WhatsApp para chatear con un clic, códigos QR, enlaces cortos con alias, mensajes predefinidos y estadísticas.",
    keywords: [
      "link de WhatsApp",
      "código QR de WhatsApp",
      "acortador de links personalizado",
      "estadísticas de clics WhatsApp",
      "link de WhatsApp con mensaje",
      "link de WhatsApp para negocios",
      "WhatsApp para equipos de ventas",
    ],
  },
  intro: {
    heading: "Todo lo que necesitas para que te escriban por WhatsApp",
    body: "ChatLink reúne en una sola herramienta sencilla la creación de enlaces, los códigos QR, los enlaces cortos y las estadísticas de clics. Crea un enlace en segundos sin cuenta, o regístrate gratis para administrar y medir todos tus enlaces en un solo lugar.",
  },
  groups: [
    {
      title: "Generador de links de WhatsApp",
      description: "Crea enlaces que abren una conversación con tu número, con tu mensaje listo para enviar.",
      icon: "link",
      items: [
        "Enlaces para chatear con un clic con cualquier número de WhatsApp, personal o de negocio",
        "Detección automática del país que completa tu código de marcación",
        "Mensajes predefinidos de hasta 1000 caracteres",
        "Botones de formato para negrita, cursiva, tachado y monoespaciado",
        "Números internacionales de más de 200 países y territorios",
        "Enlaces que abren la app de WhatsApp, WhatsApp Desktop o WhatsApp Web",
      ],
    },
    {
      title: "Generador de códigos QR",
      description:
        "Cada enlace viene con un código QR que abre el chat cuando alguien lo apunta con la cámara del celular.",
      icon: "qr",
      items: [
        "Un código QR para cada enlace, creado al instante",
        "Descarga en PNG para el uso diario o en SVG para imprimir nítido en cualquier tamaño",
        "Descargas en alta resolución de hasta 2048 píxeles",
        "Códigos QR con los colores y el logo de tu marca",
        "Listos para volantes, menús, empaques, tarjetas de presentación y letreros",
        "Generados en nuestro propio servidor, nunca por un servicio de QR de terceros",
      ],
    },
    {
      title: "Acortador de enlaces",
      description:
        "Enlaces cortos fáciles de leer, escribir y compartir, que solo pueden llevar a un chat de WhatsApp.",
      icon: "shortener",
      items: [
        "Enlaces cortos para compartir donde quieras: biografías, publicaciones, correos y anuncios",
        "Alias personalizados de 5 a 50 letras, números, guiones bajos y guiones",
        "Un código aleatorio de 7 caracteres cuando no necesitas alias",
        "Enlaces que nunca caducan",
        "Cambia el número o el mensaje de un enlace sin cambiar su URL",
        "Importa enlaces desde un archivo CSV, incluidas exportaciones de Bitly, Shlink, YOURLS y Kutt",
      ],
    },
    {
      title: "Estadísticas y administración",
      description:
        "Descubre qué está funcionando y mantén cada número, equipo y campaña en orden en un solo panel.",
      icon: "chart",
      items: [
        "Clics a lo largo del tiempo, por día y por hora",
        "Clics por país, tipo de dispositivo, sistema operativo, navegador y sitio de origen",
        "Clics de personas contados aparte de los de bots y vistas previas de enlaces",
        "Analíticas avanzadas: visitantes por día contados sin guardar ninguna dirección, campañas UTM con un generador de enlaces, el día y la hora en que llegan tus clientes, y un resumen del espacio de trabajo",
        "Chats por agente por día, y clics por origen: palabras ?ref=, con los escaneos de código QR contados aparte",
        "Varios números de WhatsApp en un solo panel",
        "Enlaces de equipo que reparten los chats de un enlace entre tus agentes: por turnos, de forma ponderada o con el mismo agente para quien vuelve",
        "Agentes con horario de atención en su propia zona horaria, y departamentos a los que un enlace puede dirigir a los visitantes",
        "Plantillas de mensaje guardadas, con {agent}, {department} y {ref} completados en cada clic",
        "Espacios de trabajo compartidos donde cada miembro tiene un rol: lector, editor, administrador o propietario",
        "Los clics de cualquier periodo en un archivo CSV, y una API REST para tus propias herramientas",
      ],
    },
  ],
  cta: {
    heading: "Crea tu primer link de WhatsApp ahora",
    body: "Toma segundos y no cuesta nada. Genera un enlace y un código QR en la página de inicio, o crea una cuenta gratis para editar tus enlaces y seguir sus clics.",
  },
};
