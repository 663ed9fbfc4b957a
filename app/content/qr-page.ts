/**
 * The branded QR page's designer and its `?ref=qr` switch (links.qr_ref); the page's title and
 * intro are in DASHBOARD. Sent by the page's loader; texts with `{arguments}` are ICU messages.
 */
export const QR_PAGE_COPY = {
  designer: {
    formLabel: "Branded QR code settings",
    foreground: "Foreground colour",
    background: "Background colour",
    /** Screen-reader names of a colour's two inputs; `{label}` is the colour's name above. */
    pickerLabel: "{label} picker",
    hexLabel: "{label} hex value",
    contrastHint:
      "Use a dark foreground on a light background with a contrast of at least 3:1, or phones may not scan the code.",
    logo: "Logo",
    optional: "(optional)",
    logoHint:
      "PNG or SVG, up to {maxKb} KB, placed in the middle on a small pad (error correction is raised so the code still scans). In an SVG logo, convert text to outlines first: PNG downloads draw its shapes but no fonts.",
    logoTooBig: "The logo is too big: at most {maxKb} KB.",
    logoSize: "Logo size",
    logoSizeNote: "(% of the code's width)",
    logoSizeHint:
      "From {min}% to {max}%: a larger logo hides more of the code than error correction can rebuild.",
    pngSize: "PNG size",
    sizeOption: "{size} × {size} px",
    downloadPng: "Download PNG",
    downloadSvg: "Download SVG",
    previewHeading: "Preview",
    previewAlt: "QR code for {code} in the chosen colours",
    previewAltLogo: "QR code for {code} in the chosen colours with your logo",
    updating: "Updating preview…",
    scanFirst: "Scan it with your phone before printing.",
  },
  ref: {
    label: "Count QR code scans apart",
    hint: "The code opens {target}, so the analytics list scans under the ref “qr”, apart from clicks. Codes printed before a change keep what they had.",
    hintOff: "The code opens {target}: scans are counted with the other clicks.",
    save: "Save",
    saving: "Saving…",
    saved: "Saved.",
    viewerNote: "Editors can change this.",
  },
  /** What will not scan, said by the designer before any download and by the server's refusals. */
  problems: {
    not_hex: "Colours must be hex values such as #075e54.",
    low_contrast:
      "These colours are too close to scan reliably (contrast {ratio}:1; at least {min}:1 is needed). Make the foreground darker or the background lighter.",
    inverted:
      "Use a dark foreground on a light background: many scanner apps cannot read light codes on a dark background.",
    logo_not_whole: "The logo size must be a whole percentage, such as 30.",
    logo_too_large:
      "The logo is too large to scan: it may cover at most {max}% of the code's width (you chose {percent}%), because error correction can rebuild only so much of what it hides. Choose {max}% or less.",
    logo_too_small: "Choose a logo size of at least {min}%.",
    pngLimited:
      "You have downloaded many PNGs in the last minute. Try again in {seconds, plural, one {# second} other {# seconds}}, or download the SVG.",
    svgLimited:
      "You have made many SVGs in the last minute. Try again in {seconds, plural, one {# second} other {# seconds}}.",
    ownerBusy: "Your previous QR codes are still being drawn. Try again when they are done.",
    busy: "The server is busy drawing other QR codes. Try again in a few seconds.",
    restarting: "The server is restarting. Try again in a moment.",
    drawFailed: "The QR code could not be drawn. Try again in a moment.",
    tooSlow: "Drawing the QR code took too long. Try again in a moment.",
    svgTooSlow:
      "The SVG logo takes too long to draw (filters or very many shapes): simplify it, or upload a PNG.",
    svgFailed: "The SVG logo could not be drawn: simplify it, or upload a PNG.",
  },
  /**
   * Why an uploaded logo is refused, by kind (domain/qr/logo-problem.ts): other languages' pages
   * say these; the English page keeps the server's more precise sentence.
   */
  logoProblems: {
    empty: "The logo file is empty: choose a PNG or SVG image.",
    too_big: "The logo is too big: at most {maxKb} KB.",
    not_image: "The logo must be a PNG or SVG image.",
    png_unreadable: "The PNG logo could not be read: save it again as a PNG, or upload an SVG.",
    png_too_large: "The PNG logo must be at most {maxPx} × {maxPx} pixels: make it smaller.",
    svg_not_utf8: "The SVG logo must be UTF-8 text: save it again as plain SVG.",
    svg_malformed: "The SVG logo is not a well-formed SVG file: save it again as plain SVG, or upload a PNG.",
    svg_too_complex:
      "The SVG logo is too complex (too many elements, levels or attributes): simplify it, or upload a PNG.",
    svg_external:
      "The SVG logo refers to files, addresses or styles outside itself: keep everything in the file, or upload a PNG.",
    svg_failed: "The SVG logo could not be drawn: simplify it, or upload a PNG.",
  },
} as const;
