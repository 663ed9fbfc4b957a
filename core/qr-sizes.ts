/** PNG sizes offered for download (pixels, square); the largest is the API's maximum. */
export const BRANDED_QR_SIZES = [256, 512, 1024, 2048] as const;
export type BrandedQrSize = (typeof BRANDED_QR_SIZES)[number];
export const DEFAULT_BRANDED_QR_SIZE: BrandedQrSize = 1024;

/** Uploaded logos are small marks, not photos: 200 KB is plenty and bounds the work per request. */
export const MAX_LOGO_BYTES = 200 * 1024;

/** A branded-QR form: the logo plus its few text fields. */
export const MAX_BRANDED_QR_BODY_BYTES = MAX_LOGO_BYTES + 16 * 1024;
