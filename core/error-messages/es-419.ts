import type { ErrorDetails, ErrorMessages, GeneratorMessages, PhoneProblemMessages } from "./types";

/** Latin American Spanish, "tú". */

const MESSAGE_TOO_LONG = "El mensaje es demasiado largo: puede tener hasta 1000 caracteres.";

export const ERRORS: ErrorMessages = {
  invalid_request:
    "No pudimos leer la solicitud. Envía un JSON con un número de teléfono o un enlace de WhatsApp.",
  invalid_input:
    "La solicitud tiene un carácter que no se puede usar: un NUL u otro carácter de control (las tabulaciones y los saltos de línea sí se aceptan) o un carácter dañado (un surrogate suelto).",
  invalid_phone: "Escribe el número de WhatsApp completo con el código de país, por ejemplo +44 7911 123456.",
  invalid_alias: "El alias personalizado solo puede tener letras, números, _ y -, de 5 a 50 caracteres.",
  alias_reserved: "Ese alias es una palabra que usa el sitio. Elige otro.",
  alias_taken: "Ese alias no está disponible. Elige otro.",
  invalid_url:
    "Solo se pueden acortar enlaces de chat de WhatsApp (https://wa.me/… o api.whatsapp.com/send).",
  message_too_long: MESSAGE_TOO_LONG,
  rate_limited:
    "Se crearon demasiados enlaces desde tu dirección IP. Espera un minuto y vuelve a intentarlo.",
  creator_banned: "Suspendimos la creación de enlaces desde tu dirección IP por incumplir los términos.",
  unauthorized: "Envía una clave de API válida: Authorization: Bearer <key>.",
  forbidden: "Esta clave solo permite leer: crea una clave con permiso de escritura (write).",
  idempotency_in_progress:
    "Todavía estamos respondiendo una solicitud con esta Idempotency-Key: vuelve a intentarlo en un momento.",
  idempotency_conflict:
    "Esta Idempotency-Key ya se usó con otro cuerpo: usa una clave nueva para cada enlace nuevo.",
  payload_too_large: "La solicitud es demasiado grande.",
  invalid_qr_size: "Elige un tamaño cuadrado para el QR, de 64x64 a 2048x2048 píxeles, por ejemplo 300x300.",
  invalid_qr_data: "El código QR necesita texto en `data`, de hasta 2048 caracteres.",
  invalid_qr_format: "Las imágenes QR se entregan en png o svg.",
  qr_too_small: "Este código QR quedaría demasiado pequeño para escanearlo: pide un tamaño mayor.",
  country_unknown: "No pudimos saber tu país a partir de tu dirección IP.",
  agent_not_found: "No hay ningún agente con este id en este espacio de trabajo.",
  too_many_agents:
    "Este espacio de trabajo ya tiene el máximo de agentes permitido (200): elimina uno antes de agregar otro.",
  invalid_time_zone:
    "Elige una zona horaria por su nombre, por ejemplo America/Mexico_City o America/Bogota.",
  invalid_hours:
    'El horario de atención se escribe así: {"timeZone": "Europe/London", "weekly": {"mon": [["09:00", "17:30"]]}, "closedDates": ["2026-12-25"]}.',
  invalid_agents:
    "Un enlace de equipo lleva de 1 a 20 agentes distintos de este espacio de trabajo, indicados por su id.",
  agent_in_use:
    "Este agente es el único de un enlace de equipo: primero asígnale otro agente a ese enlace o elimínalo.",
  phone_or_agents:
    'Un enlace lleva a un solo número ("phone" o "url") o a un equipo ("agents"), nunca a ambos.',
  team_link_needs_workspace:
    "Los enlaces de equipo pertenecen a un espacio de trabajo: inicia sesión o usa la API REST con una clave.",
  invalid_language: "Pide un idioma con una etiqueta como en, pt-BR o ar (35 caracteres como máximo).",
  not_found: "No hay nada en esta dirección.",
  method_not_allowed: "Esta dirección no acepta ese método.",
  unavailable: "El servicio no está disponible por el momento. Vuelve a intentarlo en unos instantes.",
  internal_error: "Algo salió mal de nuestro lado. Vuelve a intentarlo.",
  domain_invalid:
    "Escribe un nombre de dominio como chat.tutienda.com: letras, dígitos y guiones, dos partes o más, sin dirección IP, como máximo 253 caracteres.",
  domain_reserved: "Esa es la dirección de este sitio: agrega un dominio tuyo.",
  domain_exists: "Este espacio de trabajo ya tiene ese dominio.",
  domain_taken: "Otro espacio de trabajo ya verificó este dominio: no se puede agregar ni verificar aquí.",
  domain_not_found: "No hay ningún dominio con ese id en este espacio de trabajo.",
  too_many_domains:
    "Este espacio de trabajo ya tiene el máximo de dominios (20): quita uno antes de agregar otro.",
  domain_not_verified:
    'Este dominio aún no está verificado, así que los enlaces no pueden usarlo. Crea sus registros DNS como los muestra la página "Dominios propios" y luego pulsa "Verificar ahora" allí; mientras tanto, crea el enlace sin él (en la API, no envíes "domain").',
  domain_txt_missing:
    "No se encontró ningún registro TXT en el nombre indicado: créalo, espera unos minutos a que se propague el DNS y vuelve a verificar.",
  domain_txt_mismatch:
    "Hay un registro TXT en el nombre indicado, pero no tiene el valor de este dominio: copia el valor exactamente.",
  domain_dns_failed: "Los servidores DNS no respondieron: vuelve a intentarlo en unos minutos.",
  webhook_url_invalid:
    "Ingresa la dirección completa de tu receptor, como https://example.com/hooks (http o https, máximo 2000 caracteres).",
  webhook_url_private:
    "Esa dirección está en una red privada o local: los webhooks solo van a direcciones públicas.",
  webhook_not_found: "No hay ningún webhook con este id en este espacio de trabajo.",
  delivery_not_found: "No hay ningún envío con este id para este webhook.",
  too_many_webhooks:
    "Este espacio de trabajo ya tiene el máximo de webhooks (10): elimina uno antes de agregar otro.",
};

export const GENERATOR: GeneratorMessages = {
  emptyPhone: "Escribe un número de teléfono",
  aliasTooShort: "El alias personalizado debe tener al menos 5 caracteres",
  aliasUnavailable: "Ese alias no está disponible. Elige otro.",
  requestFailed: "Ese nombre no está disponible. Prueba con otro alias.",
  messageTooLong: MESSAGE_TOO_LONG,
  rateLimited:
    "Creaste muchos enlaces en poco tiempo. Espera {seconds, plural, one {# segundo} other {# segundos}} y vuelve a intentarlo.",
  rateLimitedMinute: "Creaste muchos enlaces en poco tiempo. Espera un minuto y vuelve a intentarlo.",
  aliasCharacters:
    "El alias personalizado solo acepta letras de la a a la z, números, _ y -. No se puede usar: {characters}.",
  aliasTry: 'Prueba con "{suggestion}".',
  space: "espacio",
};

export const DETAILS: ErrorDetails = {
  phoneChecksLimited:
    "Se verificaron demasiados números de teléfono desde tu dirección IP. Espera un minuto.",
  qrDrawsLimited:
    "Se generaron demasiados códigos QR nuevos para tu dirección IP. Espera un minuto y vuelve a intentarlo.",
  qrDrawing:
    "Ya se están generando códigos QR para tu dirección IP. Vuelve a intentarlo cuando estén listos.",
  accountLinksLimited: "Esta cuenta creó muchos enlaces en la última hora. Espera y vuelve a intentarlo.",
  formLinksLimited: "Creaste muchos enlaces en la última hora. Espera un rato y vuelve a intentarlo.",
  linkNotFound: "No hay ningún enlace con este id en este espacio de trabajo.",
  aliasLengthOnDomain:
    "En tu propio dominio, el alias personalizado solo puede tener letras, números, _ y -, de 3 a 50 caracteres.",
  aliasShortOwnDomain:
    "En la dirección principal, el alias personalizado necesita de 5 a 50 letras, números, _ o -. En el dominio propio de tu espacio de trabajo bastan 3: elige ese dominio para el enlace.",
};

export const PHONE_PROBLEMS: PhoneProblemMessages = {
  empty: "Escribe un número de teléfono (con el código de país) o un enlace de WhatsApp.",
  input_too_long:
    "Es demasiado largo para un número de teléfono: como máximo {max} caracteres, y este tiene {length}.",
  bad_character:
    "Un número de teléfono solo tiene dígitos, espacios, puntos, guiones, paréntesis y un + al inicio; quita “{character}”.",
  misplaced_plus: "El + va solo al inicio del número, antes del código de país.",
  no_country_code:
    "Este número no tiene código de país: empieza con + y el código de país (por ejemplo +52 55 1234 5678) o elige el país.",
  unknown_country: "“{country}” no es un código de país que conozcamos (usa códigos ISO como MX o US).",
  unknown_calling_code:
    "+{prefix}… no empieza con un código de país (como +52 o +1): revisa los dígitos después del +.",
  wrong_length:
    "Los números de {country} tienen {lengths} dígitos después del código de país +{callingCode}; este tiene {count}.",
};
