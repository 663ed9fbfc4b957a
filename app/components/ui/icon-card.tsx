import type { Card } from "../../content/types";
import { IconBadge } from "./icon-badge";

/** One card of a grid: icon, title, description. */
export function IconCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="h-full rounded-2xl border border-line bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
      <IconBadge name={card.icon} />
      <Heading className="mt-4 text-lg font-semibold">{card.title}</Heading>
      <p className="mt-2 text-sm leading-6 text-ink-muted">{card.description}</p>
    </article>
  );
}
