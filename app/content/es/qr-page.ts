import type { QR_PAGE_COPY as EN } from "../qr-page";
import type { Translated } from "../translated";

export const QR_PAGE_COPY: Translated<typeof EN> = {
  designer: {
    formLabel: "Ajustes del código QR con tu marca",
    foreground: "Color del código",
    background: "Color de fondo",
    pickerLabel: "Selector de {label}",
    hexLabel: "{label} en hexadecimal",
    contrastHint:
      "Usa un código oscuro sobre un fondo claro, con un contraste de al menos 3:1, o los teléfonos quizá no lo lean.",
    logo: "Logo",
    optional: "(opcional)",
    logoHint:
      "PNG o SVG, hasta {maxKb} KB, colocado en el centro sobre una pequeña base (se sube la corrección de errores para que el código se siga leyendo). En un logo SVG, convierte antes los textos en contornos: la descarga en PNG dibuja sus formas pero no las fuentes.",
    logoTooBig: "El logo es demasiado grande: como máximo {maxKb} KB.",
    logoSize: "Tamaño del logo",
    logoSizeNote: "(% del ancho del código)",
    logoSizeHint:
      "De {min}% a {max}%: un logo más grande tapa más código del que la corrección de errores puede reconstruir.",
    pngSize: "Tamaño del PNG",
    sizeOption: "{size} × {size} px",
    downloadPng: "Descargar PNG",
    downloadSvg: "Descargar SVG",
    previewHeading: "Vista previa",
    previewAlt: "Código QR de {code} en los colores elegidos",
    previewAltLogo: "Código QR de {code} en los colores elegidos, con tu logo",
    updating: "Actualizando la vista previa…",
    scanFirst: "Escanéalo con tu teléfono antes de imprimir.",
  },
  ref: {
    label: "Contar aparte los escaneos del código QR",
    hint: "El código abre {target}, así que las estadísticas muestran los escaneos con la ref “qr”, separados de los clics. Los códigos impresos antes de un cambio siguen como estaban.",
    hintOff: "El código abre {target}: los escaneos se cuentan con los demás clics.",
    save: "Guardar",
    saving: "Guardando…",
    saved: "Guardado.",
    viewerNote: "Los editores pueden cambiar esto.",
  },
};
