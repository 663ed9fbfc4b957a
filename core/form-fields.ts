import { z } from "zod";

/**
 * A posted text field as the server reads it: "" when missing or a file, cut at `max`
 * characters so a huge post can never reach costly work (hashing, phone parsing). The
 * rules that give a person a message (password strength, phone reading) run after this,
 * on the bounded text.
 */
export function formText(max = 1000) {
  return z.preprocess((value) => (typeof value === "string" ? value.slice(0, max) : ""), z.string());
}

/** A posted checkbox or flag: present with any value other than "" or "false". */
export const formFlag = z.preprocess(
  (value) => typeof value === "string" && value !== "" && value !== "false",
  z.boolean(),
);
