import type { ReactNode } from "react";

/** One titled card on the settings page; `tone="danger"` for the account deletion. */
export function SettingsSection({
  id,
  title,
  description,
  tone = "normal",
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: "normal" | "danger";
  children: ReactNode;
}) {
  const border = tone === "danger" ? "border-red-600/40 dark:border-red-400/40" : "border-line";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border bg-card p-5 shadow-sm sm:p-6 ${border}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-ink-muted">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
