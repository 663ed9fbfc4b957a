import type { FaqContent } from "../faq";
import { SUPPORT_EMAIL, SUPPORT_REPLY_TIME } from "../site";

export const FAQ: FaqContent = {
  meta: {
    title: "Preguntas frecuentes: link de WhatsApp | ChatLink",
    description:
      "Resolvemos tus dudas sobre ChatLink: links de WhatsApp gratis, códigos QR, alias personalizados, formato de mensajes, estadísticas y privacidad.",
    keywords: [
      "preguntas link de WhatsApp",
      "cómo crear un link de WhatsApp",
      "ayuda link wa.me",
      "código QR de WhatsApp",
      "link de grupo de WhatsApp",
      "link de WhatsApp caduca",
      "soporte ChatLink",
    ],
  },
  intro: {
    heading: "Preguntas frecuentes",
    body: "Todo lo que necesitas saber para crear y compartir links de WhatsApp con ChatLink.",
  },
  items: [
    {
      question: "¿Qué es ChatLink?",
      answer:
        "ChatLink es un generador de links de WhatsApp gratis. Escribes un número de WhatsApp y, si quieres, un alias personalizado y un mensaje, y ChatLink te da un enlace corto para chatear con un clic y un código QR. Quien abra el enlace o escanee el código llega directo a un chat de WhatsApp con ese número, sin tener que guardarlo antes como contacto.",
    },
    {
      question: "¿De verdad ChatLink es gratis?",
      answer:
        "Sí. Crear links de WhatsApp, enlaces cortos y códigos QR es gratis, y no necesitas tarjeta de crédito. Para que el servicio sea justo para todos, hay un límite de enlaces que cada persona puede crear por hora. Puedes usar el generador sin cuenta, o crear una cuenta gratis para editar tus enlaces y ver sus estadísticas de clics.",
    },
    {
      question: "¿Tengo que instalar algo?",
      answer:
        "No. ChatLink funciona en el navegador de cualquier celular, tablet o computadora. No hay ninguna app ni extensión que instalar. Las personas que abran tu enlace solo necesitan WhatsApp.",
    },
    {
      question: "¿Puedo tener un código QR para mi enlace?",
      answer:
        "Sí. Cada enlace viene con su código QR, que aparece junto al enlace en cuanto tocas Generar enlace. Descárgalo en PNG para el uso diario o en SVG para imprimirlo nítido en cualquier tamaño, y ponlo en volantes, menús, empaques o tarjetas de presentación. Al escanearlo con la cámara del celular se abre el chat.",
    },
    {
      question: "¿Puedo personalizar mis enlaces?",
      answer:
        "Sí. Elige tu propio alias en lugar de un código al azar, por ejemplo el nombre de tu negocio, y agrega un mensaje predefinido para que cada chat empiece con las palabras correctas. Con una cuenta también puedes darles a tus códigos QR los colores y el logo de tu marca.",
    },
    {
      question: "¿Qué puedo usar como alias personalizado?",
      answer:
        "Un alias tiene de 5 a 50 caracteres y puede llevar letras, números, guiones bajos (_) y guiones (-). Los demás caracteres, como los espacios, se eliminan mientras escribes. Los alias no distinguen mayúsculas de minúsculas, así que MiTienda y mitienda son el mismo enlace. Cada alias se puede usar una sola vez, y las palabras que usa el propio sitio, como faq o login, no están disponibles.",
    },
    {
      question: "¿Cómo le doy formato a mi mensaje predefinido?",
      answer:
        "Usa los botones de formato que están arriba del cuadro de mensaje, o escribe los marcadores de WhatsApp: *negrita* para negrita, _cursiva_ para cursiva, ~tachado~ para tachado y ```monoespaciado``` para texto monoespaciado. Selecciona primero el texto que quieres formatear, o toca un botón sin nada seleccionado para insertar un par de marcadores vacío y escribir entre ellos.",
    },
    {
      question: "¿Qué tan largo puede ser el mensaje predefinido?",
      answer:
        "Hasta 1000 caracteres. El contador debajo del cuadro de mensaje te muestra cuántos llevas. Los espacios al inicio y al final se eliminan, y si dejas el cuadro vacío, el chat simplemente se abre sin texto escrito.",
    },
    {
      question: "¿Puedo ver cuántas personas hacen clic en mis enlaces?",
      answer:
        "Sí, con una cuenta gratis. Para cada enlace puedes ver los clics a lo largo del tiempo y de dónde vienen: país, tipo de dispositivo, sistema operativo, navegador y sitio de origen. Los clics de bots y de vistas previas de enlaces se cuentan aparte, así que tus números reflejan personas reales.",
    },
    {
      question: "¿ChatLink es seguro?",
      answer:
        "Sí. Un enlace corto de ChatLink solo puede llevar a un chat de WhatsApp, así que no se puede convertir en una redirección a un sitio de phishing. No usamos rastreadores ni scripts de anuncios de terceros, no guardamos las direcciones IP de los visitantes, las contraseñas de las cuentas se guardan solo como hashes fuertes de un solo sentido, y eliminamos los enlaces que violan nuestros términos.",
    },
    {
      question: "¿Mi equipo puede usar ChatLink?",
      answer:
        "Sí. Crea un espacio de trabajo compartido e invita a tus compañeros por correo, cada uno con su propio acceso y un rol: los lectores ven enlaces y clics, los editores además crean y modifican enlaces, y los administradores además gestionan miembros, importaciones y claves de API. Agrega como agentes a las personas que atienden los chats, cada una con su número, departamento y horario de atención, y crea un enlace de equipo: un solo enlace y código QR cuyos chats van a quien esté disponible, por turnos, de forma ponderada o al mismo agente que el visitante tuvo antes. Cuando no hay nadie disponible, los visitantes ven a qué hora vuelves a atender y aun así pueden enviar un mensaje. Tus propias herramientas pueden hacer lo mismo con claves de API.",
    },
    {
      question: "¿Los enlaces funcionan en celular y en computadora?",
      answer:
        "Sí. En el celular, el enlace abre la app de WhatsApp. En la computadora abre WhatsApp Desktop si lo tienes instalado, o WhatsApp Web en el navegador. El chat se abre con tu número y tu mensaje predefinido listo para enviar.",
    },
    {
      question: "¿Puedo cambiar un enlace después de crearlo?",
      answer:
        "Sí, si el enlace pertenece a tu cuenta. Desde tu panel puedes cambiar el número de teléfono o el mensaje, y el enlace corto y el código QR siguen exactamente iguales, así que todo lo que ya imprimiste o compartiste sigue funcionando. Los enlaces creados sin cuenta no se pueden editar, así que regístrate primero si piensas imprimirlos.",
    },
    {
      question: "¿Qué países son compatibles?",
      answer:
        "Números de más de 200 países y territorios. Escribe el número completo con su código de país, como +52 para México, +57 para Colombia o +54 para Argentina. El generador detecta tu país y completa el código por ti, y también reconoce códigos más largos, así que +1 809 se lee como República Dominicana.",
    },
    {
      question: "¿Necesito una cuenta de WhatsApp Business?",
      answer:
        "No. ChatLink funciona con cualquier número de WhatsApp, ya sea que use la app normal de WhatsApp o WhatsApp Business. El único requisito es que el número esté registrado en WhatsApp.",
    },
    {
      question: "¿Puedo crear un enlace a un grupo de WhatsApp?",
      answer:
        "No. ChatLink solo crea enlaces de chat individual, uno a uno: cada enlace abre un chat privado con un solo número de teléfono. Para invitar personas a un grupo, usa el enlace de invitación que WhatsApp genera en la configuración del grupo.",
    },
    {
      question: "¿Mis enlaces caducan?",
      answer:
        "No. Tus enlaces y códigos QR siguen funcionando mientras existan. Un enlace deja de funcionar solo si su dueño lo elimina, o si nosotros lo quitamos porque viola nuestros Términos del servicio.",
    },
    {
      question: "¿Qué pasa cuando se elimina un enlace?",
      answer:
        "Quien abra un enlace eliminado verá una página de Enlace no encontrado en lugar de ir a WhatsApp, así que asegúrate de que nada de lo que imprimiste o compartiste siga apuntando a él. Los enlaces eliminados no se pueden recuperar; si todavía lo necesitas, crea un enlace nuevo.",
    },
    {
      question: "¿Puedo poner el generador en mi propio sitio web?",
      answer:
        "Sí. Nuestro widget gratuito pone el generador completo en tu sitio con una etiqueta iframe y unas pocas líneas de script en línea que ajustan su tamaño (sin archivos de script que cargar ni clave de API). Copia el código desde la página del Widget y pégalo en el HTML de tu página.",
    },
    {
      question: "¿Quién puede ver mi número de teléfono?",
      answer:
        "Cualquiera que abra tu enlace puede ver tu número, porque el enlace abre un chat de WhatsApp con él, igual que si se lo hubieras dado. No publicamos ninguna lista de enlaces, y nunca vendemos ni compartimos tu número con fines de marketing. Comparte tus enlaces solo donde te parezca bien que la gente te contacte.",
    },
  ],
  supportNote: `¿Te quedó alguna duda? Escríbenos a ${SUPPORT_EMAIL}.`,
  supportReplyNote: `Nuestro equipo de soporte suele responder en un plazo de ${SUPPORT_REPLY_TIME}.`,
};
