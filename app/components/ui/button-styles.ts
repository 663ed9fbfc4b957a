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

/** One place for button looks, shared by links and real buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
