export type ButtonVariant = "primary" | "secondary" | "inverse" | "inverse-outline";
export type ButtonSize = "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors no-underline text-center";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent text-on-accent shadow-sm hover:bg-accent-hover",
  secondary: "border border-line bg-card text-ink hover:border-accent hover:text-accent",
  /** On the green call-to-action band. */
  inverse: "bg-white text-[#075e54] shadow-sm hover:bg-[#e7f8ee] focus-visible:outline-white",
  "inverse-outline": "border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white",
};

const SIZES: Record<ButtonSize, string> = {
  md: "min-h-10 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
};

/** A destructive step that is not the page's main action (Revoke, Remove, Withdraw): red outline. */
export const OUTLINE_DANGER_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-red-700 px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-progress disabled:opacity-70 dark:border-red-400 dark:text-red-400 dark:hover:bg-red-950";

/** A row's non-destructive step (Open): accent outline. */
export const OUTLINE_ACCENT_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-accent px-5 py-2 text-sm font-semibold text-accent hover:bg-page-tint disabled:cursor-progress disabled:opacity-70";

/** One place for button looks, shared by links and real buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
