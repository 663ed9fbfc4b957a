import { useId, useState } from "react";
import type { Faq } from "../../content/types";
import { Icon } from "./icon";

/**
 * One answer open at a time; the first starts open; pressing the open question
 * closes it (docs/product.md, pages and generator). Each question is a real button with aria-expanded and
 * aria-controls; closed answers stay in the HTML (hidden) so they are prerendered. `data-accordion`: the
 * FAQ page is sent without React, and its script (lib/page-enhancements.ts) does the same.
 */
export function FaqAccordion({ items }: { items: readonly Faq[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();

  return (
    <div
      data-accordion
      className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-card shadow-sm"
    >
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question}>
            <h2 className="text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold hover:bg-page-soft sm:px-6"
              >
                <span>{item.question}</span>
                <Icon
                  name="arrow-right"
                  className={`size-5 shrink-0 text-accent transition-transform motion-reduce:transition-none ${open ? "rotate-90 rtl:-rotate-90" : ""}`}
                />
              </button>
            </h2>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 leading-7 text-ink-muted sm:px-6"
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
