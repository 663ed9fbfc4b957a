import type { Faq } from "../content/types";

/** schema.org FAQPage for search engines, from the same items the accordion shows. */
export function faqPageStructuredData(items: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
