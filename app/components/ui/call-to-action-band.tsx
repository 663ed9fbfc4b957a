import type { ReactNode } from "react";
import type { CallToAction } from "../../content/types";

/** The closing green band of a page: a heading, a line of copy and its buttons. */
export function CallToActionBand({ cta, children }: { cta: CallToAction; children: ReactNode }) {
  return (
    <section className="container-page pb-16 sm:pb-20" aria-labelledby="cta-heading">
      <div className="relative overflow-hidden rounded-3xl bg-[#075e54] px-6 py-12 text-center text-white shadow-lg sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-16 -top-16 size-64 rounded-full bg-[#25d366] opacity-25 blur-2xl"
        />
        <h2 id="cta-heading" className="relative text-balance text-2xl font-bold tracking-tight sm:text-3xl">
          {cta.heading}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-pretty leading-7 text-[#e7f8ee]">{cta.body}</p>
        <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {children}
        </div>
      </div>
    </section>
  );
}
