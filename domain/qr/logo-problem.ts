/**
 * Why an uploaded logo is refused, by kind: the English message says it precisely (for the API
 * and the English page), pages in other languages say the kind (QR_PAGE_COPY.logoProblems).
 */
export type LogoProblem =
  | "empty"
  | "too_big"
  | "not_image"
  | "png_unreadable"
  | "png_too_large"
  | "svg_not_utf8"
  | "svg_malformed"
  | "svg_too_complex"
  | "svg_external"
  | "svg_failed";
