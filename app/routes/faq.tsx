import { SITE_PAGES } from "../../core/site-pages";
import { AccountLink } from "../components/ui/account-link";
import { ButtonLink } from "../components/ui/button-link";
import { FaqAccordion } from "../components/ui/faq-accordion";
import { Icon } from "../components/ui/icon";
import { PageIntro } from "../components/ui/page-intro";
import { FAQ } from "../content/faq";
import { FAQ_LABELS } from "../content/ui-labels";
import { faqPageStructuredData } from "../lib/faq-structured-data";
import { pageMeta, siteConfigFromMatches } from "../lib/page-meta";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ meta: FAQ.meta, path: SITE_PAGES.faq, config: siteConfigFromMatches(matches) }),
  { "script:ld+json": faqPageStructuredData(FAQ.items) },
];

export default function FaqPage() {
  return (
    <>
      <PageIntro heading={FAQ.intro.heading} body={FAQ.intro.body} />
      <div className="container-page max-w-3xl py-16">
        <FaqAccordion items={FAQ.items} />
        <aside className="mt-10 flex flex-col items-center gap-6 rounded-3xl bg-page-tint p-6 text-center sm:p-8">
          <p className="flex items-start gap-3 text-left leading-7 sm:items-center">
            <Icon name="headset" className="mt-1 size-6 shrink-0 text-accent sm:mt-0" />
            <span>{FAQ.supportNote}</span>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <AccountLink to="signup" variant="primary" size="lg">
              {FAQ_LABELS.registerButton}
            </AccountLink>
            <ButtonLink to={SITE_PAGES["how-it-works"]} variant="secondary" size="lg">
              {FAQ_LABELS.howItWorksButton}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}
