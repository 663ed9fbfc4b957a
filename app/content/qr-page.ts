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
} as const;
