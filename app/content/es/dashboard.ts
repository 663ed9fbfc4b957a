import type { DASHBOARD as EN_DASHBOARD } from "../dashboard";
import type { Translated } from "../translated";

/** The dashboard's link pages in Latin American Spanish ("enlace corto", "espacio de trabajo" as on the site). */
export const DASHBOARD: Translated<typeof EN_DASHBOARD> = {
  listTitle: "Tus enlaces",
  sharedListTitle: "{workspace}: enlaces",
  roleLine:
    "Espacio de trabajo compartido · tu rol: {role, select, owner {propietario} admin {administrador} editor {editor} viewer {lector} other {miembro}}",
  members: "Miembros",
  viewerOnly:
    "Los lectores pueden ver los enlaces y sus estadísticas, pero no modificarlos. Pídele el rol de editor a un propietario o administrador.",
  viewerEmptyBody:
    "Nadie ha creado un enlace en este espacio de trabajo todavía. Pueden hacerlo los editores, administradores y propietarios.",
  newLink: "Nuevo enlace",
  importExport: "Importar o exportar",
  searchLabel: "Buscar enlaces",
  searchPlaceholder: "Código, alias, número o mensaje",
  searchButton: "Buscar",
  clearSearch: "Borrar búsqueda",
  linkCount: "{count, plural, one {# enlace} other {# enlaces}}",
  matchCount: "{count, plural, one {# enlace coincide} other {# enlaces coinciden}} con “{search}”",
  emptyHeading: "Todavía no tienes enlaces",
  emptyBody: "Crea tu primer enlace corto de WhatsApp: un número, un mensaje opcional y un enlace propio.",
  emptyAction: "Crea tu primer enlace",
  noMatchHeading: "Ningún enlace coincide con tu búsqueda",
  noMatchBody: "Prueba con parte del código, algunos dígitos del número o una palabra del mensaje.",

  shortUrl: "Enlace corto",
  destination: "Abre un chat con",
  noMessage: "Sin mensaje",
  created: "Creado",
  clicks: "Clics",
  removed: "Dado de baja",
  removedHint:
    "Este enlace fue dado de baja por incumplir los términos y muestra la página Enlace no encontrado.",
  copy: "Copiar",
  copied: "¡Copiado!",
  actionsName: "Acciones de {code}",
  edit: "Editar",
  analytics: "Estadísticas",
  qr: "Código QR",
  chatButton: "Botón de chat",
  chatButtonUnavailable: "La página del botón de chat no está disponible",
  delete: "Eliminar",
  deleteQuestion:
    "¿Eliminar este enlace? Su URL corta dejará de funcionar y se borrarán sus conteos de clics.",
  deleteConfirm: "Eliminar enlace",
  deleting: "Eliminando...",
  deleteCancel: "Conservarlo",
  alreadyGone:
    "Ese enlace ya se eliminó o no está en este espacio de trabajo. La lista de abajo está actualizada.",
  deleted: "Se eliminó {code}. Su URL corta ahora muestra la página Enlace no encontrado.",
  forLink: " {code}",

  numberMark: "Este número no puede recibir mensajes de WhatsApp.",
  numberMarkSuggestion: "Este número no puede recibir mensajes de WhatsApp: ¿quisiste decir {suggestion}?",
  numberReasons: {
    not_digits: "Este número no está escrito con dígitos.",
    too_long:
      "Este número tiene {length, number} caracteres; ningún número de teléfono tiene más de 15 dígitos.",
    trunk_prefix:
      "El {dropped} después de +{callingCode} solo se marca para llamadas dentro del país; WhatsApp necesita el número sin él.",
    national_form:
      "Así se marca el número dentro del país (+{callingCode}); WhatsApp lo necesita como se marca desde el extranjero.",
    international_prefix:
      "{prefix} es el prefijo de llamadas internacionales, no parte del número: WhatsApp necesita primero el código de país.",
    country_code_twice: "El código de país +{callingCode} está escrito dos veces.",
  },
  numberFix: "Usar {phone}",
  numberFixing: "Guardando...",
  numberFixKeeps: "La URL corta y el código QR no cambian.",
  numberEdit: "Editar el número",
  numberFixed: "Corregido: {code} ahora abre un chat con {phone}. Su URL corta y su código QR no cambian.",
  numberChanged:
    "El número de {code} cambió después de que se cargó esta página, así que no se guardó nada. La lista de abajo está actualizada.",

  pagination: "Páginas",
  previous: "Anterior",
  next: "Siguiente",
  pageOf: "Página {page, number} de {count, number}",

  claimHeading:
    "Creaste {count, plural, one {# enlace} other {# enlaces}} en este navegador antes de iniciar sesión: {count, plural, one {agrégalo} other {agrégalos}} a tu cuenta",
  claimBody:
    "Las URL cortas y los clics se quedan como están; después podrás editar o eliminar los enlaces aquí.",
  claimButton: "Agregar a mi cuenta",
  claiming: "Agregando...",
  claimDismiss: "Ahora no",
  claimed:
    "{count, plural, =0 {No se pudieron agregar esos enlaces: ya estaban en una cuenta o se eliminaron.} one {Se agregó # enlace a tu cuenta.} other {Se agregaron # enlaces a tu cuenta.}}",

  createTitle: "Nuevo enlace",
  createIntro:
    "Un enlace corto y un código QR que abren un chat de WhatsApp con tu número, o con quien esté disponible en tu equipo.",
  createButton: "Crear enlace",
  creating: "Creando...",
  backToLinks: "Volver a tus enlaces",

  editTitle: "Editar enlace",
  editIntro:
    "Cambia el número o el mensaje. La URL corta sigue siendo la misma, así que los códigos QR impresos siguen funcionando.",
  urlStays: "URL corta (no cambia)",
  historyCreated: "Creado el {date}.",
  historyCreatedBy: "Creado el {date} por {by}.",
  historyChanged: "Último cambio: {date}.",
  historyChangedBy: "Último cambio: {date}, por {by}.",
  historyYou: "ti",
  saveButton: "Guardar cambios",
  saving: "Guardando...",
  saved: "Guardado. El enlace corto ahora abre un chat con el nuevo número y el nuevo mensaje.",
  notFoundHeading: "Enlace no encontrado",
  notFoundBody: "Este enlace no existe o no está en tu cuenta.",
  errorStatus: "Error {status}",

  qrTitle: "Código QR con tu marca",
  qrMetaTitle: "Código QR de {code}",
  qrIntro:
    "Tus colores y tu logo en el código QR de {shortUrl}. Este navegador recuerda los últimos colores y tamaños de este enlace; el logo tienes que elegirlo de nuevo cada vez.",
  qrUnavailable: "Los códigos QR no están disponibles",
  tryAgain: "Algo salió mal. Vuelve a intentarlo en un momento.",
};
