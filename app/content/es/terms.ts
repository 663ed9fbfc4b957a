import { SUPPORT_EMAIL, UPTIME_PROMISE } from "../site";
import type { TermsContent } from "../terms";

export const TERMS: TermsContent = {
  meta: {
    title: "Términos del servicio | ChatLink",
    description:
      "Los términos para usar el generador de links de WhatsApp, los enlaces cortos y los códigos QR de ChatLink: quién puede usarlo, uso aceptable y responsabilidad.",
    keywords: [
      "términos del servicio ChatLink",
      "términos generador de links de WhatsApp",
      "política de uso aceptable",
      "términos de enlaces cortos",
      "términos y condiciones",
    ],
  },
  intro:
    "Estos Términos del servicio explican las reglas para usar ChatLink, el sitio web y servicio que crea links de WhatsApp para chatear con un clic, enlaces cortos y códigos QR. Léelos con atención. Al usar ChatLink, los aceptas.",
  sections: [
    {
      heading: "Aceptación de estos Términos",
      paragraphs: [
        'Estos Términos son un acuerdo entre tú y el operador de ChatLink ("ChatLink", "nosotros"). Se aplican siempre que visitas el sitio, usas el generador de enlaces o el widget integrable, abres un enlace corto de ChatLink o creas una cuenta.',
        'Si no estás de acuerdo con estos Términos, no uses ChatLink. Si usas ChatLink en nombre de una empresa u otra organización, confirmas que tienes autorización para aceptar estos Términos en su nombre, y "tú" incluye a esa organización.',
      ],
    },
    {
      heading: "Requisitos y edad mínima",
      paragraphs: [
        "Debes tener al menos 13 años para usar ChatLink. Si vives en la Unión Europea o en el Espacio Económico Europeo, debes tener al menos 16 años. Si eres menor de edad según las leyes del lugar donde vives, solo puedes usar ChatLink con el permiso de tu madre, padre o tutor, quien debe aceptar estos Términos.",
        "No puedes usar ChatLink si antes te bloqueamos a ti o a tu cuenta, o si la ley que te aplica lo prohíbe.",
      ],
    },
    {
      heading: "El servicio",
      paragraphs: [
        "ChatLink convierte un número de teléfono de WhatsApp, con un mensaje predefinido opcional y un alias personalizado opcional, en un enlace corto y un código QR. Cuando alguien abre el enlace corto, lo enviamos a la dirección de chat directo del propio WhatsApp, que abre un chat individual con ese número. No se admiten enlaces a chats de grupo.",
        "Puedes usar el generador sin cuenta. Una cuenta agrega funciones como editar enlaces y ver estadísticas de clics. Podemos agregar, cambiar o quitar funciones, y podemos fijar límites razonables, por ejemplo sobre cuántos enlaces se pueden crear en poco tiempo, para que el servicio sea justo y esté disponible para todos.",
      ],
    },
    {
      heading: "Tu cuenta",
      paragraphs: [
        "Para crear una cuenta necesitas un correo electrónico y una contraseña. Danos información correcta y mantenla actualizada.",
        "Mantén tu contraseña en secreto y no compartas tu cuenta. Eres responsable de todo lo que ocurra en tu cuenta. Avísanos de inmediato en la dirección de contacto que aparece más abajo si crees que alguien la usó sin tu permiso.",
        "Puedes eliminar tu cuenta cuando quieras desde la configuración de tu cuenta.",
      ],
    },
    {
      heading: "Uso aceptable",
      paragraphs: ["Usa ChatLink solo con fines legales y respetando a los demás. En particular, no debes:"],
      bullets: [
        "enviar spam o mensajes masivos no solicitados, ni usar enlaces para juntar contactos para spam",
        "hacer estafas, phishing, fraudes ni ningún plan para engañar a las personas o quitarles su dinero o sus datos",
        "compartir, promover u organizar nada ilegal",
        "hacerte pasar por otra persona, empresa u organización, ni engañar a la gente sobre a quién está contactando",
        "crear enlaces a un número de teléfono que no tienes derecho a usar, o sin el consentimiento de la persona a quien pertenece",
        "acosar, amenazar o maltratar a nadie",
        "crear enlaces en masa por medios automatizados, evadir límites de uso o bloqueos, ni interferir con el servicio o sobrecargarlo",
        "sondear, escanear o poner a prueba la seguridad de ChatLink sin nuestro permiso por escrito",
        "violar los términos del servicio de WhatsApp o cualquier ley que te aplique",
      ],
    },
    {
      heading: "Enlaces y contenido que creas",
      paragraphs: [
        "Eres responsable de los números de teléfono, mensajes y alias que pones en ChatLink y de cómo compartes los enlaces y códigos QR resultantes. Confirmas que tienes derecho a usarlos y que no violan estos Términos ni la ley.",
        "Conservas los derechos que tengas sobre tu contenido. Nos otorgas una licencia mundial, no exclusiva y libre de regalías para almacenarlo, copiarlo, procesarlo y mostrarlo solo en la medida necesaria para operar, proteger y mejorar ChatLink, por ejemplo para redirigir a quienes abren tu enlace y para mostrarte sus estadísticas.",
        "Un enlace lleva a las personas a un chat de WhatsApp con el número para el que se creó. Cualquiera que lo abra puede ver ese número y el mensaje predefinido, así que crea solo enlaces que te parezca bien compartir.",
      ],
    },
    {
      heading: "Contenido prohibido",
      paragraphs: ["Los enlaces, alias y mensajes no deben contener, promover ni llevar a:"],
      bullets: [
        "material de abuso sexual infantil, o cualquier contenido que sexualice o ponga en peligro a menores",
        "bienes o servicios ilegales, incluidos drogas, armas, productos falsificados y datos robados",
        "ofertas fraudulentas, premios falsos, estafas de inversión o solicitudes de contraseñas o datos de pago",
        "malware, o instrucciones pensadas para dañar dispositivos o cuentas",
        "discursos de odio, o contenido que incite a la violencia contra cualquier persona o grupo",
        "contenido que infrinja derechos de autor, marcas u otros derechos de terceros",
        "información personal de otras personas compartida sin su consentimiento",
        "contenido sexual explícito enviado a personas que no lo pidieron",
      ],
    },
    {
      heading: "Supervisión, investigación y cumplimiento",
      paragraphs: [
        "No estamos obligados a revisar los enlaces y mensajes que crea la gente, pero podemos hacerlo en cualquier momento. Podemos supervisar el uso de ChatLink, investigar posibles violaciones de estos Términos y eliminar o desactivar cualquier enlace o contenido.",
        "Podemos suspender o cancelar cualquier cuenta, e impedir que cualquier persona cree enlaces, cuando creamos que se violaron estos Términos o la ley, o para proteger a ChatLink, a sus usuarios o a las personas que abren sus enlaces.",
        "Colaboramos con las autoridades y atendemos sus solicitudes legales, y podemos compartir con ellas información sobre enlaces y cuentas cuando la ley lo exija o cuando creamos de buena fe que es necesario para evitar un daño.",
      ],
    },
    {
      heading: "Eliminación de contenido y bloqueos",
      paragraphs: [
        "Los enlaces y cuentas que violen estos Términos pueden eliminarse o bloquearse de forma permanente sin previo aviso. El contenido eliminado no se puede recuperar, y no estamos obligados a conservar copias.",
        "Cuando se bloquea una cuenta, todos sus enlaces dejan de funcionar y quien los abra verá la página de Enlace no encontrado. Una persona bloqueada no puede crear una cuenta nueva ni seguir usando ChatLink de ninguna otra forma.",
        "Si crees que eliminamos un enlace o bloqueamos una cuenta por error, escríbenos a la dirección de contacto que aparece más abajo y lo revisaremos de nuevo.",
      ],
    },
    {
      heading: "Propiedad intelectual",
      paragraphs: [
        "ChatLink, incluidos su nombre, logo, diseño, textos y software, nos pertenece a nosotros o a nuestros licenciantes y está protegido por las leyes de propiedad intelectual. Estos Términos no te dan ningún derecho a usar nuestro nombre o logo, salvo para referirte al servicio de forma justa y precisa.",
        "Puedes usar los enlaces y códigos QR que creas, incluso en impresos, en publicidad y en tu propio sitio web, y puedes insertar nuestro generador con el código del widget que ofrecemos. No copies, modifiques ni revendas el servicio en sí, ni quites ningún aviso que contenga.",
      ],
    },
    {
      heading: "WhatsApp y otros servicios de terceros",
      paragraphs: [
        "WhatsApp es una marca de su titular, WhatsApp LLC, una empresa de Meta. ChatLink es un servicio independiente. No está afiliado a WhatsApp ni a Meta, ni cuenta con su respaldo o patrocinio.",
        "Nuestros enlaces abren WhatsApp, que es un servicio aparte operado por un tercero bajo sus propios términos y política de privacidad. No controlamos WhatsApp, ni si un número está registrado en él, ni cómo maneja los chats, y no somos responsables de ello.",
        "Cuando ChatLink use otros terceros, por ejemplo un proveedor de pagos si se ofrecen planes de pago, sus propios términos también se aplican a lo que ellos hacen.",
      ],
    },
    {
      heading: "Disponibilidad del servicio",
      paragraphs: [
        `Buscamos que ChatLink y sus enlaces estén disponibles el ${UPTIME_PROMISE} del tiempo, y diseñamos y operamos el servicio para cumplir esa meta. Es una meta, no una promesa.`,
        "No garantizamos ningún nivel de disponibilidad, y no ofrecemos reembolsos, créditos ni ninguna otra compensación por interrupciones.",
        "ChatLink puede no estar disponible en algunos momentos, por ejemplo por mantenimiento, por fallas o por hechos fuera de nuestro control, como caídas de redes, de proveedores de hosting o del propio WhatsApp.",
      ],
    },
    {
      heading: "Exención de garantías",
      paragraphs: [
        'ChatLink se ofrece "tal cual" y "según disponibilidad". En la máxima medida que permita la ley, no damos garantías de ningún tipo, expresas ni implícitas, incluidas las de comerciabilidad, idoneidad para un fin determinado, no infracción, o de que el servicio funcione sin interrupciones, sin errores o de forma segura.',
        "No verificamos quién está detrás de un enlace ni si un mensaje es verdadero. Ten cuidado al contactar a personas que no conoces, y nunca envíes contraseñas ni datos de pago a alguien en quien no confías.",
        "Nada de lo dispuesto en estos Términos limita los derechos que tienes como consumidor y que no pueden limitarse por contrato.",
      ],
    },
    {
      heading: "Limitación de responsabilidad",
      paragraphs: [
        "En la máxima medida que permita la ley, no somos responsables de ningún daño indirecto, incidental, especial, consecuente o punitivo, ni de ninguna pérdida de ganancias, ingresos, datos, negocios o reputación, que surja de tu uso de ChatLink o esté relacionado con él.",
        "En la máxima medida que permita la ley, nuestra responsabilidad total por todas las reclamaciones que surjan de ChatLink o estén relacionadas con él se limita al monto que nos pagaste por el servicio en los 12 meses anteriores al hecho que dio origen a la reclamación. Si solo usaste el servicio gratuito, ese monto es cero.",
        "Estos límites no se aplican a la responsabilidad que la ley no permite limitar ni excluir, como la responsabilidad por muerte o lesiones personales causadas por negligencia, o por fraude.",
      ],
    },
    {
      heading: "Indemnización",
      paragraphs: [
        "Aceptas defender, indemnizar y dejar libres de responsabilidad a ChatLink y a sus operadores frente a cualquier reclamación, daño, pérdida y costo, incluidos honorarios legales razonables, que surjan de los enlaces y el contenido que creas, de tu uso de ChatLink o de que violes estos Términos o la ley.",
      ],
    },
    {
      heading: "Cambios a estos Términos",
      paragraphs: [
        'Podemos actualizar estos Términos de vez en cuando. Cuando lo hagamos, cambiaremos la fecha de "Última actualización" al inicio de esta página y, si los cambios son importantes, avisaremos con una anticipación razonable en el sitio o por correo a quienes tengan cuenta.',
        "Si sigues usando ChatLink después de que los cambios entren en vigor, aceptas los Términos actualizados. Si no estás de acuerdo con ellos, deja de usar ChatLink y elimina tu cuenta.",
      ],
    },
    {
      heading: "Ley aplicable y contacto",
      paragraphs: [
        "Estos Términos se rigen por las leyes del país donde está establecido el operador de ChatLink, sin tener en cuenta las normas sobre conflicto de leyes. Si eres consumidor, también conservas la protección de las leyes obligatorias del país donde vives, y puedes presentar una reclamación ante sus tribunales.",
        "Si alguna parte de estos Términos no puede hacerse cumplir, el resto sigue vigente. Si no hacemos cumplir alguna parte de estos Términos, eso no significa que renunciemos a nuestro derecho a hacerlo más adelante.",
        `¿Tienes preguntas sobre estos Términos? Escríbenos a ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
  notice:
    "ChatLink es un servicio independiente y no está afiliado a WhatsApp LLC ni a Meta Platforms, Inc., ni cuenta con su respaldo o patrocinio. WhatsApp es una marca de WhatsApp LLC.",
};
