import type { API_DOCS as EN_API_DOCS } from "../api-docs";
import type { Translated } from "../translated";

/** La referencia de la API REST (/docs/api): solo las palabras; métodos, rutas, ejemplos y códigos no cambian. */
export const API_DOCS: Translated<typeof EN_API_DOCS> = {
  meta: {
    title: "Referencia de la API REST | ChatLink",
    description:
      "Crea, lista, cambia y elimina enlaces de clic para chatear de WhatsApp, consulta sus clics y genera sus códigos QR desde tu propio software con la API REST de ChatLink.",
    keywords: [
      "API de enlaces de WhatsApp",
      "API de enlace corto WhatsApp",
      "API clic para chatear",
      "API código QR WhatsApp",
    ],
  },
  intro: {
    heading: "API REST",
    body: "Tu software puede crear y administrar los enlaces de tu cuenta de ChatLink: los mismos enlaces, números y clics que ves en el panel. Cada llamada envía y responde JSON, con una clave de API.",
  },
  keysTitle: "Claves",
  keys: [
    "Crea una clave en el panel, en Configuración → Claves de API. Se muestra una sola vez; solo guardamos una huella de ella.",
    "Envíala en cada llamada como {header}. Una clave de solo lectura puede listar y leer; crear, cambiar y eliminar requieren una clave de lectura y escritura.",
    "Revoca una clave en la misma página: la siguiente llamada con ella se rechaza.",
  ],
  endpointsTitle: "Endpoints",
  endpointsNavLabel: "Endpoints",
  examples: {
    answerCaption: "Respuesta",
    curlCopyTarget: "ejemplo en curl: {summary}",
    javascriptCopyTarget: "ejemplo en JavaScript: {summary}",
    answerCopyTarget: "ejemplo de respuesta: {summary}",
    answerRegion: "Respuesta: {summary}",
  },
  endpoints: {
    "post-links": {
      summary: "Crear un enlace",
      details:
        'Envía "phone" (como lo escribe la gente; agrega "country", como "MX", para un número nacional) o "url" (un enlace de WhatsApp como https://wa.me/447911123456?text=Hi) y, si quieres, "message" y "alias"; cualquier otro campo es un 400 que lo nombra. Para un enlace de equipo envía "agents" (de 1 a 20 ids de agentes, en orden de turno) en lugar de un número, "rotation" (round_robin, weighted o sticky) y, si quieres, "fallbackAgent" (para cuando ninguno esté disponible); su "message" puede llevar {agent}, {department} y {ref}. Responde 201 con el enlace. Envía un encabezado Idempotency-Key para reintentar sin riesgo: la misma clave y el mismo cuerpo dentro de un día devuelven la primera respuesta y no crean nada.',
    },
    "get-links": {
      summary: "Listar enlaces",
      details:
        'Los más nuevos primero, "limit" (1–100, 20 por defecto) a la vez; pasa el "nextCursor" de una página como "cursor" para la siguiente, hasta que sea null. "q" encuentra códigos, números y mensajes que lo contienen.',
    },
    "get-links-id-": {
      summary: "Leer un enlace",
      details: "El enlace con sus clics de personas de todos los tiempos (los bots se cuentan aparte).",
    },
    "patch-links-id-": {
      summary: "Cambiar el número o el mensaje de un enlace",
      details:
        'Envía "phone" (y "country"), "message" o ambos; un "message" null lo quita; un enlace de equipo recibe "agents", "rotation" y "fallbackAgent" en lugar de "phone", y cualquier enlace "qrRef"; cualquier otro campo (como "alias") es un 400 que lo nombra. El código y la URL corta se mantienen, así que los códigos QR impresos siguen funcionando; el siguiente clic va al nuevo chat.',
    },
    "delete-links-id-": {
      summary: "Eliminar un enlace",
      details:
        "Responde 204. La URL corta pasa a mostrar Enlace no encontrado, y los clics del enlace se eliminan con él.",
    },
    "get-links-id-analytics": {
      summary: "Leer los clics de un enlace",
      details:
        'De "from" a "to" (días UTC, AAAA-MM-DD, como máximo 366 días; los últimos 30 por defecto): clics de personas por día, países, dispositivos, sistemas, navegadores y referentes, y las visitas de bots aparte. Los mismos números que el panel. "refs" cuenta los clics por palabra "?ref=", de más a menos ("qr" para los escaneos de los códigos QR que genera ChatLink). "agents" lista los clics de un enlace de equipo por agente, con el nombre actual de cada uno ("Agente eliminado" una vez eliminado), y está vacío para un enlace de un solo número. "visitors" cuenta los visitantes distintos de cada día (sumados en el rango; por día en "days"), sin guardar ninguna dirección ni ningún identificador duradero. "utm" cuenta los clics por "utm_source", "utm_medium" y "utm_campaign" del enlace corto. "hours" tiene 7 filas (lunes primero) de 24 horas: cuándo hizo clic la gente, en la zona horaria de tu espacio de trabajo ("timeZone"). Un rango puede terminar después de hoy: se lee hasta hoy.',
    },
    "get-links-id-analytics-csv": {
      summary: "Descargar los clics de un enlace en CSV",
      details:
        "La misma descarga del panel para el mismo rango: una fila por hora (rangos de 3 días o menos) o por día UTC, cada dimensión y valor, personas y bots aparte. Las filas de los miembros del equipo llevan sus nombres; las de ref, la palabra.",
    },
    "get-analytics": {
      summary: "Leer los clics de tu espacio de trabajo",
      details:
        'De "from" a "to" (días UTC, los últimos 30 por defecto; un rango puede terminar después de hoy): los clics de personas en todos tus enlaces y las visitas de bots aparte, "previous" (lo mismo para el periodo de igual duración justo antes), "activeLinks" y los principales "links", "countries", campañas "utm" y "refs". Los mismos números que el resumen del panel.',
    },
    "get-analytics-settings": {
      summary: "Leer los ajustes de estadísticas",
      details:
        'La zona horaria de "hours" y qué datos se registran: "recordReferrer", "recordDevice" (dispositivo, sistema y navegador) y "recordCountry".',
    },
    "patch-analytics-settings": {
      summary: "Cambiar los ajustes de estadísticas",
      details:
        'Envía lo que cambia: "timeZone" (un nombre como America/Mexico_City; uno desconocido es un 400 invalid_time_zone) o un interruptor "record…". Un dato desactivado deja de registrarse desde el segundo siguiente, en todos los enlaces del espacio de trabajo; los clics y los visitantes se cuentan siempre.',
    },
    "get-links-id-qr": {
      summary: "Generar el código QR de un enlace",
      details:
        'La URL corta como código QR: "format" png (por defecto) o svg, "size" de 64 a 2048 píxeles (300 por defecto).',
    },
    "get-workspace": {
      summary: "Leer el espacio de trabajo de la clave",
      details: "El espacio de trabajo al que pertenece la clave, sus miembros y el acceso de la clave.",
    },
    "get-agents": {
      summary: "Listar agentes",
      details:
        'Las personas entre las que tus enlaces de equipo reparten los chats, las más antiguas primero (como máximo 200): {listShape}. "openNow" dice si su horario las tiene disponibles en este momento; "active": false significa en pausa.',
    },
    "post-agents": {
      summary: "Agregar un agente",
      details:
        'Envía "name" (1–60 caracteres) y "phone" (como lo escribe la gente, con "country" para un número nacional) y, si quieres, "department", "weight" (1–100, 1 por defecto: un enlace de equipo ponderado le da a un agente de peso 2 el doble de chats), "active" (true por defecto) y "hours" (zona horaria y rangos semanales; un rango puede terminar después de medianoche, como ["22:00", "02:00"]; "closedDates" como AAAA-MM-DD; sin horario significa siempre disponible). Responde 201 con el agente.',
    },
    "get-agents-id-": {
      summary: "Leer un agente",
      details: "Un agente de tu espacio de trabajo.",
    },
    "patch-agents-id-": {
      summary: "Cambiar un agente",
      details:
        'Envía lo que cambia (los mismos campos que al agregar; "hours": null significa siempre disponible, "active": false lo pausa). Cada enlace de equipo con este agente lo sigue desde su siguiente clic.',
    },
    "delete-agents-id-": {
      summary: "Eliminar un agente",
      details:
        "Responde 204; el agente sale de sus enlaces de equipo. Cuando es el único agente de un enlace de equipo, 409 agent_in_use nombra ese enlace: dale otro agente, o elimínalo, antes.",
    },
    "get-domains": {
      summary: "Listar dominios propios",
      details:
        "Los dominios propios de tu espacio de trabajo, por nombre (como máximo 20): {domainListShape}.",
    },
    "post-domains": {
      summary: "Agregar un dominio propio",
      details:
        'Envía "domain" (como chat.tutienda.com). Responde 201 con el dominio, pendiente: crea el registro TXT indicado en "verification" con su valor, apunta un CNAME del dominio a "target" y luego verifícalo. Un nombre que otro espacio de trabajo ya verificó da 409 domain_taken.',
    },
    "get-domains-id-": {
      summary: "Leer un dominio propio",
      details:
        'Un dominio de tu espacio de trabajo. "lastError" (y "message") dicen qué encontró mal la última comprobación; un dominio verificado cuyo registro falta durante un día pasa a "failing" y deja de atenderse.',
    },
    "post-domains-id-verify": {
      summary: "Verificar un dominio propio ahora",
      details:
        'Busca el registro TXT ahora. Responde con el dominio: "status": "verified" cuando el registro tiene su valor; si no, sigue "pending", con un "message" que dice qué se encontró.',
    },
    "delete-domains-id-": {
      summary: "Quitar un dominio propio",
      details: "Responde 204. Los enlaces creados en el dominio se eliminan con él, y deja de atenderse.",
    },
    "get-webhooks": {
      summary: "Listar webhooks",
      details:
        "Los endpoints de webhook de tu espacio de trabajo, del más antiguo al más nuevo (máximo 10), nunca sus secretos.",
    },
    "post-webhooks": {
      summary: "Agregar un webhook",
      details:
        'Envía "url" (http o https, en una dirección pública) y "events" (link.created, link.updated, link.deleted, link.clicked). Responde 201 con el endpoint y su "secret", que solo se muestra esta vez: cada mensaje lleva los encabezados de Standard Webhooks webhook-id, webhook-timestamp y webhook-signature, un HMAC-SHA256 hecho con él. Un mensaje que falla se reintenta durante un día aproximadamente.',
    },
    "get-webhooks-id-": {
      summary: "Leer un webhook",
      details: 'Un endpoint. "disabledReason" dice por qué se desactivó tras un día de envíos fallidos.',
    },
    "patch-webhooks-id-": {
      summary: "Cambiar un webhook",
      details: 'Envía lo que cambia: "url", "events" o "enabled" (true vuelve a enviar lo que esperaba).',
    },
    "delete-webhooks-id-": {
      summary: "Eliminar un webhook",
      details: "Responde 204. Su registro de envíos y los mensajes aún no enviados se van con él.",
    },
    "get-webhooks-id-deliveries": {
      summary: "Listar los envíos de un webhook",
      details:
        "Los 50 mensajes más recientes (se guardan 7 días): el cuerpo enviado, el último código de estado, la hora y el error, y cuándo es el próximo intento.",
    },
    "post-webhooks-id-deliveries-deliveryid-retry": {
      summary: "Reenviar un mensaje",
      details: "Lo vuelve a enviar ahora, con el mismo webhook-id y el mismo cuerpo. Responde 202.",
    },
    "post-webhooks-id-test": {
      summary: "Enviar un evento de prueba",
      details: "Envía ahora un mensaje webhook.test; su resultado aparece en los envíos. Responde 202.",
    },
  },
  errorsTitle: "Errores",
  errorsIntro: "Todo error es JSON:",
  errors: {
    badRequest: 'Algo en la solicitud está mal; "field" dice qué (invalid_phone, invalid_alias, …).',
    unauthorized: "Sin clave, o con una clave desconocida o revocada.",
    forbidden: "Una clave de solo lectura intentó escribir.",
    notFound: "No existe ese enlace en tu cuenta.",
    aliasTaken: "Otro enlace ya tiene ese alias.",
    rateLimited:
      "Demasiadas llamadas con las claves de este espacio de trabajo en un minuto, o demasiados enlaces creados por esta cuenta en una hora; espera los segundos que indica Retry-After.",
  },
  openApiNote:
    "Las herramientas que leen OpenAPI 3.1 (generadores de código, Postman, Insomnia) pueden cargar toda la API desde",
};
