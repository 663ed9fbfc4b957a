import type { Translated } from "../translated";
import type { ERROR_SCREEN as EN_ERROR_SCREEN } from "../ui-errors";

/** Copy for the last-resort error screen (unexpected failures, not missing pages). */
export const ERROR_SCREEN: Translated<typeof EN_ERROR_SCREEN> = {
  heading: "कुछ गड़बड़ हो गई",
  body: "हम अभी यह पेज नहीं दिखा पाए। कृपया थोड़ी देर में फिर कोशिश करें।",
  status: "त्रुटि {status}",
};
