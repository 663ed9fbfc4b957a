import type { Translated } from "../translated";
import type { ERROR_SCREEN as EN_ERROR_SCREEN } from "../ui-errors";

/** Copy for the last-resort error screen (unexpected failures, not missing pages). */
export const ERROR_SCREEN: Translated<typeof EN_ERROR_SCREEN> = {
  heading: "Algo salió mal",
  body: "No pudimos mostrar esta página. Vuelve a intentarlo en unos momentos.",
  status: "Error {status}",
};
