import type { Step } from "../../content/types";

/** Steps in order, as an ordered list so the numbering is real, not just drawn. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-card p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-lg font-bold text-on-accent"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
