/** Inline links inside account forms and their footers. */
export const TEXT_LINK = "font-semibold text-accent underline underline-offset-2 hover:text-accent-hover";
