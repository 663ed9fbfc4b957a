import type { WidgetContent } from "../widget";

export const WIDGET: WidgetContent = {
  meta: {
    title: "Widget del generador de links de WhatsApp | ChatLink",
    description:
      "Agrega gratis el generador de links de WhatsApp de ChatLink a tu sitio web con un fragmento HTML. Tus visitantes crean enlaces y códigos QR en tu página.",
    keywords: [
      "widget de WhatsApp",
      "widget de WhatsApp para página web",
      "insertar generador de links de WhatsApp",
      "generador de links de WhatsApp iframe",
      "widget de WhatsApp gratis",
      "widget de código QR de WhatsApp",
    ],
  },
  intro: {
    heading: "Pon el generador de links de WhatsApp en tu sitio web",
    body: "Ofrece a tus visitantes el mismo generador gratuito que usamos en nuestra página de inicio. Un fragmento corto de HTML lo inserta en cualquier sitio, y se adapta al ancho de tu página en celulares y computadoras.",
  },
  headings: {
    preview: "Vista previa en vivo",
    embedCode: "Código para insertar",
    embedCodeNote: "Pega este iframe donde quieras que aparezca el generador.",
    example: "Ejemplo HTML completo",
    exampleNote:
      "Una página completa con el widget ya colocado, lista para guardarla como archivo .html y abrirla en un navegador.",
    steps: "Agrégalo en tres pasos",
    features: "Qué obtienes",
    faq: "¿Tienes alguna pregunta sobre el widget?",
  },
  steps: [
    {
      title: "Copia el código para insertar",
      description:
        "Toca Copiar junto al código para insertar: una etiqueta iframe y unas pocas líneas de script en línea que ajustan el marco al generador. No se carga nada desde otro servidor; el iframe también funciona solo.",
    },
    {
      title: "Pégalo en tu página",
      description:
        "Pega el código en el HTML de tu página, en el lugar donde debe aparecer el generador. Funciona en WordPress, Wix, Squarespace, Shopify y cualquier creador de sitios que acepte HTML personalizado.",
    },
    {
      title: "Publica y pruébalo",
      description:
        "Guarda y publica tu página, y luego crea un enlace de prueba. El widget ocupa todo el ancho de su contenedor y mide 600 píxeles de alto; cambia la altura para que se ajuste a tu diseño.",
    },
  ],
  features: [
    "Gratis para insertar, sin cuenta ni clave de API",
    "Adaptable: ocupa el ancho de su contenedor en celulares y computadoras",
    "Sin archivos de script que cargar: un iframe y unas pocas líneas en línea mantienen tu sitio rápido y aislado",
    "Incluye detección del país, alias personalizados, formato de mensajes y códigos QR",
    "Sin cookies, rastreadores ni anuncios dentro del widget",
    "Las mejoras llegan a tu sitio automáticamente, sin nada que actualizar",
  ],
  chatButton: {
    heading: "O agrega un botón de chat de WhatsApp",
    body: "El generador permite que tus visitantes creen sus propios enlaces. Para que te escriban a ti, agrega el botón de chat: una línea de HTML pone un botón flotante de WhatsApp en la esquina de tus páginas. Crea un enlace en tu cuenta gratuita, abre su página Botón de chat y copia la línea.",
    points: [
      "Menos de 6 KB de script, que se cargan sin bloquear tu página",
      "Ninguna cookie y nada guardado en tu sitio",
      "Para un enlace de equipo, un panel con cada departamento, quién atiende ahora y cuándo vuelve a abrir en la zona horaria del visitante",
      "En el idioma del visitante, de derecha a izquierda en árabe, y se puede usar con teclado o lector de pantalla",
    ],
    codeCaption: "Botón de chat",
    codeNote:
      "La página Botón de chat de tu enlace te da esta línea con tu propio código en lugar de your-code.",
    cta: "Crear mi botón de chat",
  },
  faqButtonLabel: "Leer las preguntas frecuentes",
  themeNote:
    "El script deja que el marco crezca para que quepa el generador. El widget es claro; para el oscuro agrega ?theme=dark después de widget-embed en la dirección, o ?theme=auto para seguir la configuración de cada visitante.",
};
