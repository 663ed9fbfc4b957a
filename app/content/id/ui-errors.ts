import type { Translated } from "../translated";
import type { ERROR_SCREEN as EN_ERROR_SCREEN } from "../ui-errors";

/** Copy for the last-resort error screen (unexpected failures, not missing pages). */
export const ERROR_SCREEN: Translated<typeof EN_ERROR_SCREEN> = {
  heading: "Terjadi kesalahan",
  body: "Halaman ini belum bisa ditampilkan. Silakan coba lagi sebentar lagi.",
  status: "Error {status}",
};
