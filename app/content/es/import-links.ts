import type { IMPORT_COPY as EN } from "../import-links";
import type { Translated } from "../translated";

export const IMPORT_COPY: Translated<typeof EN> = {
  title: "Importar y exportar enlaces",
  metaDescription: "Trae tus enlaces de WhatsApp desde un archivo CSV o descarga todos los tuyos.",
  exportTitle: "Exportar",
  workspaceLine: "En el espacio de trabajo “{workspace}”.",
  exportDescription:
    "Todos los enlaces del espacio de trabajo “{workspace}” en un archivo CSV: código, enlace corto, número (con su código de país), mensaje, fecha de creación y clics de personas. No incluye los enlaces de tus otros espacios de trabajo.",
  exportLink: "Descargar los enlaces de “{workspace}” (CSV)",
  importTitle: "Importar",
  importDescription:
    "Un archivo CSV con fila de encabezado: una columna phone (o url, target o long_url con enlaces wa.me o api.whatsapp.com) y, si quieres, message, alias y created. Las exportaciones de Bitly, Shlink, YOURLS y Kutt funcionan tal cual, y las nuestras también. Coma, punto y coma o tabulación; 2 MB como máximo. Cada fila se crea o se rechaza por separado, y volver a importar el mismo archivo no crea nada nuevo.",
  fileLabel: "Archivo CSV",
  countryLabel: "País de los números sin código de país (opcional)",
  countryHint: "Dos letras, como MX o CO. Una columna country en el archivo manda en su fila.",
  submit: "Importar enlaces",
  pending: "Importando…",
  preview: "Vista previa",
  previewPending: "Revisando…",
  resultTitle: "Informe de la importación",
  importCounts: { imported: "creados", skipped: "ya existían", refused: "rechazados" },
  previewTitle: "Vista previa",
  previewNothingYet: "Todavía no se importó nada. Si importas este archivo ahora:",
  previewCounts: { imported: "se crearían", skipped: "ya existen", refused: "se rechazarían" },
  previewNext: "Para importar este archivo, déjalo elegido y pulsa Importar enlaces abajo.",
  firstRowsTitle: "Primeras filas",
  numberHeading: "Número",
  messageHeading: "Mensaje",
  aliasHeading: "Alias",
  outcomeHeading: "Resultado",
  newCode: "código nuevo",
  outcomes: { create: "Enlace nuevo", exists: "Ya existe" },
  refusedTitle: "Filas rechazadas",
  reportLink: "Descargar el informe (CSV)",
  moreRefused: "Solo se listan las primeras filas rechazadas; el conteo de arriba las incluye todas.",
  progressLabel: "Progreso de la importación",
  progressSending: "Enviando tu archivo…",
  progressReading: "Leyendo tu archivo…",
  progressCount: "{read, number} de unas {about, number} filas leídas",
  recentTitle: "Importaciones recientes",
  importRunning: "Importando ahora: {counts} hasta el momento.",
  importStopped: "Se detuvo antes del final del archivo: {counts}.",
  importUndone:
    "{links, plural, one {Deshecha: se eliminó # enlace suyo.} other {Deshecha: se eliminaron sus # enlaces.}}",
  undo: "Deshacer esta importación…",
  undoQuestion:
    "{links, plural, one {¿Eliminar el # enlace que creó esta importación, con sus clics? Su enlace corto deja de funcionar al instante.} other {¿Eliminar los # enlaces que creó esta importación, con sus clics? Sus enlaces cortos dejan de funcionar al instante.}} Los enlaces que ya existían se conservan. No se puede deshacer.",
  undoConfirm: "{links, plural, one {Eliminar # enlace} other {Eliminar # enlaces}}",
  undoing: "Eliminando…",
  undoDone:
    "{links, plural, one {Importación deshecha: se eliminó # enlace.} other {Importación deshecha: se eliminaron # enlaces.}}",
  undoGone: "Esa importación ya se deshizo o todavía está en curso.",
  lineHeading: "Fila",
  codeHeading: "Problema",
  errors: {
    busy: "Hay otras importaciones en curso en el servidor. Vuelve a intentarlo en {seconds} segundos: no se importó nada.",
    noFile: "Elige un archivo CSV con fila de encabezado.",
    tooBig:
      "El archivo pesa más de {maxMb} MB: divídelo o pide al administrador del servidor que lo importe.",
    badCountry: "El país son dos letras, como MX o CO, o se deja vacío.",
    tooOften:
      "{minutes, plural, one {Importaste o previsualizaste muchos archivos en esta hora. Vuelve a intentarlo en # minuto.} other {Importaste o previsualizaste muchos archivos en esta hora. Vuelve a intentarlo en # minutos.}}",
  },
  fileErrors: {
    too_many_columns:
      "La primera fila tiene más de {max, number} columnas: quita las que no necesitas e importa el archivo de nuevo.",
    no_number_column:
      'Este archivo no se lee como un CSV de enlaces: su primera fila debe nombrar las columnas, con una columna "phone" (o "url", "target" o "long_url" con enlaces de WhatsApp).',
    too_many_rows: "El archivo tiene más de {max, number} filas: divídelo en archivos más pequeños.",
    empty: "El archivo está vacío: no tiene fila de encabezado.",
  },
  rowErrors: {
    row_too_long:
      "La línea es más larga de lo que podrían ser los campos de cualquier enlace (1 MiB); no se leyó.",
    invalid_date:
      "La fecha de creación no es una fecha entre 2000 y hoy (usa 2026-03-01, 2026-03-01T10:00:00Z o segundos Unix).",
    alias_taken: "Otro enlace ya tiene este alias (da igual si está en mayúsculas o minúsculas).",
    creation_limit:
      "Se superó el límite de enlaces por hora de la cuenta para importaciones: vuelve a importar el mismo archivo más tarde para agregar el resto.",
    unclosed_quote:
      'Las comillas (") que se abren en la línea {quoteLine} nunca se cierran, así que {taken, plural, =0 {la línea {quoteLine} no se importó} other {las líneas {quoteLine}–{lastLine} se leyeron como una sola fila y no se importó ninguna}}. Ciérralas (unas comillas dentro de un mensaje se escriben dobles: "") y vuelve a importar el archivo: las filas ya importadas se omiten.',
    invalid_csv:
      "Esta línea no se pudo leer como CSV (unas comillas o un separador fuera de lugar); no se importó.",
  },
};
