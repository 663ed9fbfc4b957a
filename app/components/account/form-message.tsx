import type { ReactNode } from "react";

/** A form-level message: an error (role="alert", read out at once) or a confirmation (role="status"). */
export function FormMessage({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  const look =
    tone === "error"
      ? "border-red-600/40 bg-red-50 text-red-800 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200"
      : "border-accent/40 bg-page-tint text-ink";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-xl border px-4 py-3 text-sm ${look}`}
    >
      {children}
    </div>
  );
}
