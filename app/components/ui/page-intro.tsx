import type { ReactNode } from "react";

interface PageIntroProps {
  eyebrow?: string;
  heading: string;
  body?: string;
  children?: ReactNode;
}

/** The top band of an inner page: its one h1 and a short lead paragraph on a soft green wash. */
export function PageIntro({ eyebrow, heading, body, children }: PageIntroProps) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-page-tint to-page">
      <div className="container-page py-14 text-center sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
        <h1 className="mx-auto mt-2 max-w-3xl text-balance text-3xl font-extrabold tracking-tight sm:text-5xl">
          {heading}
        </h1>
        {body && (
          <p className="mx-auto mt-5 max-w-2xl text-pretty text-lg leading-8 text-ink-muted">{body}</p>
        )}
        {children}
      </div>
    </section>
  );
}
