/** PNG sizes offered for download (pixels, square); the largest is the API's maximum. */
export const BRANDED_QR_SIZES = [256, 512, 1024, 2048] as const;
export type BrandedQrSize = (typeof BRANDED_QR_SIZES)[number];
export const DEFAULT_BRANDED_QR_SIZE: BrandedQrSize = 1024;
