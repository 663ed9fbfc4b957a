import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { AccountLink } from "../components/ui/account-link";
import { ButtonLink } from "../components/ui/button-link";
import { CallToActionBand } from "../components/ui/call-to-action-band";
import { CheckList } from "../components/ui/check-list";
import { IconCard } from "../components/ui/icon-card";
import { NumberedSteps } from "../components/ui/numbered-steps";
import { PageIntro } from "../components/ui/page-intro";
import { SectionHeading } from "../components/ui/section-heading";
import { catalogue } from "../content/catalogues.server";
import { useUi } from "../lib/i18n/use-copy";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/how-it-works";

/** Sent as HTML with a small script, without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

/** The copy travels as loader data (prerendered into the HTML), not in the page's JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return catalogue(requestLocale(request)).HOW_IT_WORKS;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFromLoader(loaderData, SITE_PAGES["how-it-works"], matches);

export default function HowItWorks({ loaderData: content }: Route.ComponentProps) {
  const { account: ACCOUNT_LABELS, buttons: BUTTON_LABELS, howItWorks } = useUi();
  const headings = content.headings ?? howItWorks;
  return (
    <>
      <PageIntro heading={content.intro.heading} body={content.intro.body} />
      <section aria-labelledby="steps" className="container-page py-16">
        <SectionHeading id="steps" heading={headings.steps} />
        <div className="mt-10">
          <NumberedSteps steps={content.steps} />
        </div>
      </section>
      <section aria-labelledby="use-cases" className="border-y border-line bg-page-soft">
        <div className="container-page py-16">
          <SectionHeading id="use-cases" heading={headings.useCases} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {content.useCases.map((useCase) => (
              <li key={useCase.title}>
                <IconCard card={useCase} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="included" className="container-page py-16">
        <SectionHeading id="included" heading={headings.includedFeatures} />
        <div className="mx-auto mt-10 max-w-4xl rounded-3xl border border-line bg-card p-6 shadow-sm sm:p-8">
          <CheckList items={content.includedFeatures} columns={3} />
        </div>
      </section>
      <CallToActionBand cta={content.cta}>
        <AccountLink to="signup" variant="inverse" size="lg">
          {ACCOUNT_LABELS.createAccount}
        </AccountLink>
        <ButtonLink to={SITE_PAGES.features} variant="inverse-outline" size="lg" withArrow>
          {BUTTON_LABELS.exploreFeatures}
        </ButtonLink>
      </CallToActionBand>
    </>
  );
}
