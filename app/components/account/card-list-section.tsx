import type { ReactNode } from "react";
import { FormMessage } from "./form-message";

/**
 * A settings page's list of its things (domains, webhooks): a heading, the answer to a removal,
 * a sentence when there are none, else one card per item.
 */
export function CardListSection<T extends { id: string }>(props: {
  id: string;
  title: string;
  /** Shown when the last action removed an item. */
  removedMessage: string | null;
  empty: string;
  items: readonly T[];
  card: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-3">
      <h2 id={props.id} className="text-xl font-bold text-ink">
        {props.title}
      </h2>
      {props.removedMessage !== null ? (
        <FormMessage tone="success">{props.removedMessage}</FormMessage>
      ) : null}
      {props.items.length === 0 ? (
        <p className="text-ink-muted">{props.empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {props.items.map((item) => (
            <li key={item.id}>{props.card(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
