interface SectionHeadingProps {
  id?: string;
  heading: string;
  intro?: string;
}

/** A section's h2 and optional intro, centred above its content. */
export function SectionHeading({ id, heading, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-balance text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-pretty text-base leading-7 text-ink-muted sm:text-lg">{intro}</p>}
    </div>
  );
}
