import type { PrivacyContent } from "../privacy";
import { SUPPORT_EMAIL } from "../site";

export const PRIVACY: PrivacyContent = {
  meta: {
    title: "Política de privacidad | ChatLink",
    description:
      "Qué guarda ChatLink cuando creas o abres un link de WhatsApp: sin direcciones IP, sin cookies de rastreo, sin rastreadores de terceros. Tus derechos.",
    keywords: [
      "política de privacidad ChatLink",
      "privacidad link de WhatsApp",
      "acortador de links sin rastreo",
      "protección de datos personales",
      "conservación de datos",
      "privacidad de estadísticas de clics",
    ],
  },
  intro:
    "Esta Política de privacidad explica exactamente qué guarda ChatLink cuando creas un link de WhatsApp, cuando alguien abre uno y cuando tienes una cuenta, por qué lo guardamos, cuánto tiempo lo conservamos y qué opciones tienes. Recopilamos lo mínimo posible: no guardamos direcciones IP sin procesar, no usamos cookies de rastreo y no usamos analítica ni publicidad de terceros.",
  sections: [
    {
      heading: "Quiénes somos y qué cubre esta política",
      paragraphs: [
        'ChatLink ("nosotros") es un servicio que crea links de WhatsApp para chatear con un clic, enlaces cortos y códigos QR. El operador de este sitio de ChatLink es el responsable de los datos personales que se describen aquí.',
        "Esta política cubre este sitio web, el generador de enlaces (incluido el widget integrable en otros sitios web), los enlaces cortos que servimos y las cuentas de ChatLink. Cuando un enlace lleva a alguien a WhatsApp, lo que pase ahí se rige por la política de privacidad de WhatsApp.",
      ],
    },
    {
      heading: "Información que guardamos cuando creas un enlace",
      paragraphs: [
        "Puedes crear un enlace sin cuenta. Guardamos solo lo que el enlace necesita para funcionar, más un valor que protege el servicio contra abusos: una huella del creador. La huella es un hash con clave (HMAC) de tu dirección IP, hecho con una clave secreta que se queda en nuestro servidor. Nos permite aplicar límites, como cuántos enlaces puede crear una dirección en un minuto, y bloquear una dirección que abusa del servicio. Sin esa clave no se puede convertir de nuevo en tu dirección IP, y no la usamos para nada más. Si a una dirección se le impide crear enlaces por abuso, guardamos su huella y el motivo en una lista de bloqueo. Nunca guardamos la dirección IP sin procesar.",
        "De cada enlace guardamos solo:",
      ],
      bullets: [
        "el número de teléfono de destino, solo en dígitos",
        "el mensaje predefinido, si escribiste uno",
        "el alias personalizado que elegiste, o el código corto que generamos",
        "cuándo se creó el enlace y cuándo se modificó por última vez",
        "si el enlace está activo o fue eliminado, y el motivo de la eliminación",
        "la huella del creador, usada solo para los límites contra abusos",
        "si iniciaste sesión, a qué cuenta pertenece el enlace",
      ],
    },
    {
      heading: "Estadísticas de clics",
      paragraphs: [
        "Cuando alguien abre un enlace corto, lo enviamos a WhatsApp y sumamos uno a un conjunto de contadores de ese enlace. Calculamos el país del visitante en nuestro propio servidor, con una base de datos de IP a país que guardamos ahí (ip-location-db, creada a partir de los datos de los registros regionales de internet que publica la NRO bajo la licencia CC BY 4.0), y luego descartamos la dirección: la dirección IP no se guarda, y no se conserva ningún registro de un clic individual ni de quién lo hizo. El dispositivo, el sistema operativo y el navegador se leen de la información estándar que todo navegador envía con cada solicitud.",
        "Para contar cuántas personas distintas abren un enlace cada día sin saber quiénes son, hacemos lo que hacen las analíticas que respetan la privacidad: la dirección IP del visitante y la descripción de su navegador, junto con el espacio de trabajo del enlace, se convierten en un hash con clave (SHA-256) con un secreto aleatorio, la sal, que es nuevo cada día, y guardamos 64 bits de él. La dirección nunca se guarda. La misma persona da el mismo hash solo dentro de un día (UTC), así que los días no se pueden vincular; la sal de cada día se guarda en nuestra base de datos solo mientras dura ese día y se borra poco después de que termine, junto con los hashes de ese día, que se sustituyen por un simple recuento. Los dueños de los enlaces también pueden desactivar el registro de los sitios de origen, de los dispositivos y de los países en su espacio de trabajo.",
        "Los dueños de los enlaces pueden ver los conteos de sus propios enlaces desde su cuenta. Los conteos no sirven para identificar a un visitante. Los clics se guardan solo como conteos por enlace y por hora, desglosados por:",
      ],
      bullets: [
        "país",
        "tipo de dispositivo (como celular, tablet o computadora)",
        "sistema operativo",
        "navegador",
        "el nombre de host del sitio de origen (por ejemplo, example.com, nunca la dirección completa de la página)",
        "la palabra ?ref= y las etiquetas utm_source, utm_medium y utm_campaign que el dueño del enlace puso en el enlace corto",
        "el número de visitantes distintos por día, contado como se explica arriba",
        "si el visitante parecía un bot o un rastreador de vistas previas de enlaces",
      ],
    },
    {
      heading: "Información de la cuenta",
      paragraphs: [
        "Si creas una cuenta, usamos tu correo electrónico para que puedas iniciar sesión, para confirmar que la dirección es tuya, para restablecer tu contraseña cuando lo pidas y para informarte sobre cambios importantes en el servicio o en tu cuenta. No enviamos correos de marketing.",
        "De tu cuenta guardamos:",
      ],
      bullets: [
        "tu correo electrónico, y si lo confirmaste y cuándo, con el enlace que te enviamos",
        "un hash de tu contraseña hecho con scrypt, una función de un solo sentido deliberadamente lenta; nunca guardamos ni registramos la contraseña en sí",
        "tus sesiones, para que sigas con la sesión iniciada",
        "la configuración de tu cuenta, los espacios de trabajo a los que perteneces y tu rol en cada uno, y los enlaces que contienen, cada uno con quién lo creó y quién lo modificó por última vez",
        "las invitaciones que envías: el correo invitado, el rol y el espacio de trabajo, hasta que la invitación se acepte, se retire o venza su semana de vigencia (guardamos solo un hash de su enlace)",
      ],
    },
    {
      heading: "Información de pago",
      paragraphs: [
        "ChatLink es gratis. Si algún día ofrecemos planes de pago, los pagos los gestionará un proveedor de pagos externo. Los datos de tu tarjeta irán directamente a ese proveedor y no se guardarán en nuestros servidores; solo recibiremos lo que necesitemos para administrar tu plan, como el plan, su estado y la fecha de pago. Lo que procese el proveedor se regirá por su propia política de privacidad.",
      ],
    },
    {
      heading: "Cookies y rastreo",
      paragraphs: [
        "No usamos cookies de rastreo. Usar el generador o abrir un enlace corto de un solo número no crea ninguna cookie. Hay dos excepciones, y cada una guarda solo una elección: el idioma que eliges en el selector de idioma (una cookie, chatlink_lang, un año, guarda esa elección y nada más); y el enlace de equipo de una empresa configurado para mantener a cada visitante con el mismo agente, que recuerda a qué agente te envió (una cookie llamada chl_t seguida del número del enlace, 90 días, con el identificador de ese agente y nada sobre ti). Cuando te ofrecemos el sitio en el idioma de tu navegador, el almacenamiento local de tu navegador anota que ya lo hicimos, para preguntarte solo una vez.",
        "Cuando creas un enlace sin cuenta, el generador guarda para ese enlace un token de reclamo aleatorio en el almacenamiento local de tu navegador (no es una cookie; como máximo los últimos 50 enlaces). Nunca sale de tu navegador, a menos que inicies sesión y elijas agregar esos enlaces a tu cuenta; si borras los datos del sitio en tu navegador, se elimina, y los enlaces siguen siendo anónimos.",
        "El diseñador de códigos QR con marca también guarda en el almacenamiento local de tu navegador los últimos colores y tamaños de cada enlace (nunca el logo; como máximo los últimos 50 enlaces), para que estén ahí la próxima vez. Nunca salen de tu navegador.",
        "Cuando inicias sesión en una cuenta, creamos una cookie de sesión que mantiene tu sesión iniciada. Es estrictamente necesaria, los scripts de la página no pueden leerla y se elimina cuando cierras sesión o cuando la sesión termina.",
        "Cuando inicias sesión o te registras, también creamos una cookie de dispositivo que recuerda que este navegador ya inició sesión en tu cuenta antes, para que nadie que escriba contraseñas incorrectas en tu cuenta pueda dejarte fuera de ella. Contiene un número aleatorio y una firma, no tu correo electrónico; no guardamos nada sobre ella en nuestro servidor. Es estrictamente necesaria para la seguridad de tu cuenta, los scripts de la página no pueden leerla, se mantiene después de que cierras sesión (ese es su propósito), dura un año, deja de contar para tu cuenta en cuanto cambia tu contraseña y se elimina cuando eliminas tu cuenta.",
        "No te rastreamos en otros sitios web. En ChatLink no hay scripts de analítica, publicidad ni redes sociales de terceros. Nuestras páginas no hacen solicitudes a terceros: los códigos QR, la detección del país y las banderas de los países los sirve nuestro propio servidor, así que abrir ChatLink no le avisa a nadie más que lo visitaste.",
      ],
    },
    {
      heading: "Límites de uso y registros del servidor",
      paragraphs: [
        "Para evitar abusos, contamos los intentos recientes: cuántos enlaces creó una dirección IP en el último minuto, cuántas veces una cuenta, una dirección o un navegador intentó una contraseña incorrecta en los últimos 15 minutos, y cuántos registros, solicitudes para restablecer la contraseña o correos de confirmación tuvo una dirección o un correo electrónico en la última hora. Una dirección IPv6 se cuenta junto con el resto de su red (sus primeros 64 bits). Cada contador se identifica con un hash con clave (SHA-256) de la dirección o del correo electrónico, hecho con una clave secreta que se queda en nuestro servidor, nunca con la dirección en sí. Los contadores se guardan en memoria, o en una caché Redis compartida cuando el servicio corre en varios servidores, hasta que termina su periodo (de un minuto a una hora), y luego se descartan. No se escriben en nuestra base de datos.",
        "Nuestro servidor escribe registros técnicos, como errores y eventos de inicio y detención del servicio, para que podamos mantener ChatLink funcionando y corregir problemas. Los usamos solo con ese fin, limitamos el acceso a ellos y no los usamos para analítica ni publicidad.",
      ],
    },
    {
      heading: "Cómo usamos la información",
      paragraphs: ["Usamos la información descrita arriba solo para:"],
      bullets: [
        "crear tus enlaces y códigos QR y llevar a quienes los abren al chat de WhatsApp correcto",
        "mostrar a los dueños de los enlaces las estadísticas de clics de sus propios enlaces",
        "operar tu cuenta, mantener tu sesión iniciada y responderte cuando nos contactas",
        "prevenir spam, fraudes y abusos, y hacer cumplir nuestros Términos del servicio",
        "mantener el servicio seguro, confiable y funcionando bien",
        "cumplir nuestras obligaciones legales",
      ],
    },
    {
      heading: "Cómo compartimos la información",
      paragraphs: [
        "No vendemos datos personales, y no los compartimos con anunciantes ni con corredores de datos.",
        "Un enlace está hecho para compartirse: quien lo abre llega a WhatsApp con el número de teléfono y el mensaje predefinido que contiene. Fuera de eso, solo compartimos información con empresas que alojan y operan nuestra infraestructura en nuestro nombre y según nuestras instrucciones, con un proveedor de pagos si existen planes de pago, y con las autoridades cuando la ley lo exige o cuando es necesario para proteger a las personas de un daño, como se describe en nuestros Términos del servicio.",
        "Si algún día ChatLink se vende o se fusiona con otra organización, la información puede pasar al nuevo dueño, que seguirá obligado por esta política.",
      ],
    },
    {
      heading: "Cuánto tiempo conservamos la información",
      paragraphs: ["Conservamos la información solo el tiempo necesario:"],
      bullets: [
        "los enlaces se conservan hasta que se eliminan, ya sea su dueño o nosotros",
        "los conteos de clics se conservan mientras exista el enlace al que pertenecen",
        "los contadores de límites de uso se conservan hasta que termina su periodo: un minuto para crear enlaces, 15 minutos para los intentos de inicio de sesión y una hora como máximo para todo lo demás",
        "la cookie de dispositivo se queda en tu navegador un año, o hasta que la borres; tus sesiones terminan después de 30 días, o cuando cierras sesión",
        "los enlaces para restablecer la contraseña vencen después de una hora y se eliminan cuando se usa uno o cuando cambias tu contraseña o tu correo electrónico; los enlaces de confirmación de correo vencen después de tres días y se eliminan cuando se usa uno (guardamos solo un hash de cada enlace)",
        "cuando eliminas tu cuenta, tus datos personales se eliminan o se anonimizan en un plazo de 30 días; en la práctica ocurre de inmediato: tu correo electrónico, tu contraseña, tus sesiones, tu espacio de trabajo personal y los espacios compartidos a los que solo tú perteneces, con sus enlaces y conteos de clics, se eliminan cuando lo confirmas; los enlaces que creaste en un espacio de trabajo que compartes con otros se quedan en ese espacio, ya sin tu nombre",
        "los registros técnicos se conservan solo el tiempo necesario para operar y proteger el servicio",
      ],
    },
    {
      heading: "Tus derechos",
      paragraphs: [
        "Según el lugar donde vivas, y en particular bajo el RGPD si estás en la Unión Europea o en el Reino Unido, tienes derechos sobre tus datos personales.",
        `Para ejercerlos, escribe a ${SUPPORT_EMAIL}. Respondemos las consultas de privacidad en un plazo de 30 días, y es posible que necesitemos confirmar que un enlace o una cuenta es tuya antes de atender una solicitud.`,
        "Como no guardamos las direcciones IP de los visitantes ni clics individuales, por lo general no tenemos datos personales de las personas que solo abrieron un enlace. También puedes presentar una queja ante la autoridad de protección de datos de tu país. Tus derechos incluyen el derecho a:",
      ],
      bullets: [
        "acceder a los datos personales que tenemos sobre ti",
        "pedir que se corrijan los datos inexactos",
        "pedir que se eliminen tus datos",
        "recibir tus datos en un formato portátil y legible por máquina",
        "oponerte a cómo usamos tus datos o pedirnos que lo limitemos",
      ],
    },
    {
      heading: "Transferencias internacionales de datos",
      paragraphs: [
        "ChatLink puede estar alojado en un país distinto de aquel en el que vives, así que tu información puede procesarse fuera de tu país, incluso fuera del Espacio Económico Europeo. Cuando eso ocurre, la protegemos con las garantías que exige la ley, como las cláusulas contractuales tipo aprobadas por la Comisión Europea, y aplicamos esta política dondequiera que se procese la información.",
      ],
    },
    {
      heading: "Seguridad",
      paragraphs: ["Protegemos la información que guardamos con medidas que incluyen:"],
      bullets: [
        "recopilar lo mínimo posible, para que haya menos que proteger: sin direcciones IP sin procesar y sin registro de clics individuales",
        "contraseñas guardadas solo como hashes scrypt, y huellas del creador hechas con una clave secreta",
        "cookies de sesión que los scripts no pueden leer",
        "enlaces cortos que solo pueden llevar a WhatsApp, así que no sirven para redirigir a la gente a sitios dañinos",
        "límites a la velocidad con la que se pueden crear enlaces, y acceso restringido a nuestros servidores y datos",
      ],
    },
    {
      heading: "Menores de edad",
      paragraphs: [
        "ChatLink no está dirigido a niñas ni niños. Debes tener al menos 13 años para usarlo, o al menos 16 si vives en la Unión Europea o en el Espacio Económico Europeo. No recopilamos a sabiendas datos personales de menores de esas edades. Si crees que un menor nos dio datos personales, contáctanos y los eliminaremos.",
      ],
    },
    {
      heading: "Cambios a esta política",
      paragraphs: [
        'Podemos actualizar esta política cuando cambien el servicio o la ley. Cambiaremos la fecha de "Última actualización" al inicio de esta página y, si los cambios son importantes, avisaremos en el sitio o por correo a quienes tengan cuenta antes de que entren en vigor.',
      ],
    },
    {
      heading: "Contáctanos",
      paragraphs: [
        `Si tienes cualquier pregunta sobre esta política o tus datos personales, escríbenos a ${SUPPORT_EMAIL}. Respondemos las consultas de privacidad en un plazo de 30 días.`,
      ],
    },
  ],
};
