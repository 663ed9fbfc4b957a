import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, CUSTOM_DOMAIN_ALIAS_MIN_LENGTH } from "#core/limits";
import type { GeneratorCopy } from "../generator";
import type { Translated } from "../translated";

/**
 * Every word the generator shows, in ICU MessageFormat where a value goes in. Button names and
 * labels are what people and screen readers look for: keep them short and the same as the pages say.
 */
export const GENERATOR_COPY: Translated<GeneratorCopy> = {
  pageTitle: "Crea tu link de WhatsApp",
  pageIntro: "Un enlace corto y un código QR que abren un chat con tu número. Gratis y sin registro.",
  embedTitle: "Generador de links de WhatsApp",
  formName: "Datos del enlace",
  optional: "Opcional",

  phoneLabel: "Número de teléfono",
  phonePlaceholder: "+52 55 1234 5678",
  detecting: "Detectando tu país...",
  phoneNoCountry: "Empieza con + y el código de país, por ejemplo +52, +57 o +54.",
  phoneEmpty: "Incluye el código de país, por ejemplo +52, +57 o +54.",
  linkNumberTaken: "Tomamos el número del enlace de WhatsApp.",
  linkNumberAndMessageTaken: "Tomamos el número y el mensaje del enlace de WhatsApp.",
  linkMessageKept: "Tomamos el número del enlace de WhatsApp y conservamos el mensaje que escribiste.",
  chooseCountry: "Elige el país",
  countryPrefix: "País: ",
  searchCountries: "Buscar países",
  searchCountriesPlaceholder: "Nombre o código, p. ej. +52",
  countries: "Países",
  anyCountry: "Cualquier país (lo define el código + del número)",
  noCountry: "Ningún país coincide.",

  aliasLabel: "Alias personalizado",
  aliasPlaceholder: "mi-tienda",
  aliasHint: `De ${ALIAS_MIN_LENGTH} a ${ALIAS_MAX_LENGTH} letras, números, _ o -. Déjalo vacío para usar un código aleatorio.`,
  aliasHintOwnDomain: `En tu propio dominio: de ${CUSTOM_DOMAIN_ALIAS_MIN_LENGTH} a ${ALIAS_MAX_LENGTH} letras, números, _ o -. Déjalo vacío para usar un código aleatorio.`,
  aliasRespelled: "Tu alias es {alias}: los enlaces escriben {chars} con letras simples.",
  aliasLeftOut: "Quitamos de tu alias: {chars}.",
  aliasRefusedHint: "Quítalo, o deja el campo vacío para usar un código aleatorio.",

  messageLabel: "Mensaje personalizado",
  messagePlaceholder: "¡Hola! Me gustaría saber más sobre…",
  messageHint:
    "El chat se abre con este texto; *negrita*, _cursiva_, ~tachado~ y ```código``` funcionan igual que en WhatsApp.",
  bold: "Negrita",
  italic: "Cursiva",
  strikethrough: "Tachado",
  monospace: "Monoespaciado",
  opensChat: "Abre un chat con {number}",
  /** What the server changed in a typed number (/api/phone corrections, by code), said in this language. */
  phoneCorrections: {
    digits_converted: "Leímos los dígitos como {digits}.",
    international_prefix: "Leímos {prefix} como el prefijo de llamada internacional.",
    missing_plus: "Leímos este número como internacional: {number}.",
    country_added:
      "{form, select, trunk {Agregamos +{callingCode} de {country} y quitamos el {dropped} del inicio.} rewritten {Agregamos +{callingCode} de {country} y escribimos el número como se marca desde el extranjero: {number}.} other {Agregamos +{callingCode} de {country}.}}",
    national_rewritten: "Escribimos el número como se marca desde el extranjero: {number}.",
    trunk_prefix_removed: "Quitamos el {dropped} después de +{callingCode}.",
  },
  /** Accepted numbers worth a look (/api/phone warnings, by code). */
  phoneWarnings: {
    non_geographic: "Este número no pertenece a ningún país: revisa que tenga WhatsApp.",
    unknown_range:
      "{place, select, country {{number} no está en un rango que se sepa que usan los números de {country}: revisa los dígitos.} other {{number} no está en un rango que se sepa que usan los números: revisa los dígitos.}}",
    fixed_line:
      "Parece un teléfono fijo: el enlace solo funciona si el número tiene WhatsApp (WhatsApp Business funciona en fijos).",
    special_number:
      "{kind, select, toll_free {Parece un número gratuito} premium_rate {Parece un número de tarifa especial} shared_cost {Parece un número de costo compartido} voip {Parece un número VoIP} other {Parece un número especial}}: revisa que tenga WhatsApp.",
  },
  formattingGroup: "Formato de texto",
  previewCaption: "Vista previa del mensaje",

  generate: "Generar enlace",
  generating: "Generando...",

  placeholder: "Tu enlace aparecerá aquí",
  resultHeading: "Tu enlace está listo",
  staleHeading: "Desactualizado",
  staleNote:
    "Cambiaste los datos después de crear este enlace: todavía abre el chat anterior. Toca Generar enlace para crear uno nuevo.",
  repeatedNote: "Mismos datos que antes: este es el enlace que ya creaste.",
  copyRefused:
    "Tu navegador bloqueó la copia. El enlace ya está seleccionado: presiona Ctrl+C (⌘C en Mac) para copiarlo.",
  qrAlt: "Código QR de {shortUrl}",
  copy: "Copiar enlace",
  copied: "¡Copiado!",
  copiedAnnouncement: "Enlace copiado al portapapeles",
  open: "Abrir en WhatsApp",
  downloadPng: "Descargar PNG",
  downloadSvg: "Descargar SVG",
  tooLong:
    "Borra {excess, plural, one {# carácter} other {# caracteres}}: los mensajes pueden tener como máximo {limit, number} caracteres.",
};
