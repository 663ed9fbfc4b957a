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
  problems: {
    not_hex: "Los colores deben ser valores hexadecimales, como #075e54.",
    low_contrast:
      "Estos colores se parecen demasiado para que el código se lea bien (contraste de {ratio}:1; se necesita al menos {min}:1). Oscurece el color del código o aclara el fondo.",
    inverted:
      "Usa un color oscuro para el código sobre un fondo claro: muchas apps lectoras no leen códigos claros sobre fondo oscuro.",
    logo_not_whole: "El tamaño del logo debe ser un porcentaje entero, como 30.",
    logo_too_large:
      "El logo es demasiado grande para que el código se lea: puede cubrir como máximo el {max}% del ancho del código (elegiste {percent}%), porque la corrección de errores solo reconstruye una parte de lo que tapa. Elige {max}% o menos.",
    logo_too_small: "Elige un tamaño de logo de al menos {min}%.",
    pngLimited:
      "Descargaste muchos PNG en el último minuto. Vuelve a intentarlo en {seconds, plural, one {# segundo} other {# segundos}} o descarga el SVG.",
    svgLimited:
      "Generaste muchos SVG en el último minuto. Vuelve a intentarlo en {seconds, plural, one {# segundo} other {# segundos}}.",
    ownerBusy: "Tus códigos QR anteriores todavía se están generando. Vuelve a intentarlo cuando terminen.",
    busy: "El servidor está ocupado generando otros códigos QR. Vuelve a intentarlo en unos segundos.",
    restarting: "El servidor se está reiniciando. Vuelve a intentarlo en un momento.",
    drawFailed: "No se pudo generar el código QR. Vuelve a intentarlo en un momento.",
    tooSlow: "Generar el código QR tardó demasiado. Vuelve a intentarlo en un momento.",
    svgTooSlow:
      "El logo SVG tarda demasiado en dibujarse (filtros o demasiadas formas): simplifícalo o sube un PNG.",
    svgFailed: "No se pudo dibujar el logo SVG: simplifícalo o sube un PNG.",
  },
  logoProblems: {
    empty: "El archivo del logo está vacío: elige una imagen PNG o SVG.",
    too_big: "El logo es demasiado grande: como máximo {maxKb} KB.",
    not_image: "El logo debe ser una imagen PNG o SVG.",
    png_unreadable: "No se pudo leer el logo PNG: vuelve a guardarlo como PNG o sube un SVG.",
    png_too_large: "El logo PNG debe medir como máximo {maxPx} × {maxPx} píxeles: redúcelo.",
    svg_not_utf8: "El logo SVG debe ser texto UTF-8: vuelve a guardarlo como SVG simple.",
    svg_malformed:
      "El logo SVG no es un archivo SVG bien formado: vuelve a guardarlo como SVG simple o sube un PNG.",
    svg_too_complex:
      "El logo SVG es demasiado complejo (demasiados elementos, niveles o atributos): simplifícalo o sube un PNG.",
    svg_external:
      "El logo SVG hace referencia a archivos, direcciones o estilos externos: incluye todo dentro del archivo o sube un PNG.",
    svg_failed: "No se pudo dibujar el logo SVG: simplifícalo o sube un PNG.",
  },
};
