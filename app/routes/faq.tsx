import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { AccountLink } from "../components/ui/account-link";
import { ButtonLink } from "../components/ui/button-link";
import { FaqAccordion } from "../components/ui/faq-accordion";
import { Icon } from "../components/ui/icon";
import { PageIntro } from "../components/ui/page-intro";
import { TextWithEmailLinks } from "../components/ui/text-with-email-links";
import { catalogue } from "../content/catalogues.server";
import { fillSiteCopy } from "../content/legal";
import { faqPageStructuredData } from "../lib/faq-structured-data";
import { useUi } from "../lib/i18n/use-copy";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/faq";

/** Sent as HTML with a small script, without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

/**
 * The copy travels as loader data (in the HTML), not in the page's JavaScript; the
 * support note only when this site has a contact address (SUPPORT_EMAIL), with a reply
 * time only when the operator promises one (SITE_SUPPORT_REPLY_TIME).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { FAQ } = catalogue(requestLocale(request));
  const { supportReplyNote, ...faq } = FAQ;
  const note = fillSiteCopy(FAQ.supportNote, context.env.site);
  const reply = fillSiteCopy(supportReplyNote, context.env.site);
  return { ...faq, supportNote: note === null ? null : [note, reply].filter(Boolean).join(" ") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...metaFromLoader(loaderData, SITE_PAGES.faq, matches),
  ...(loaderData ? [{ "script:ld+json": faqPageStructuredData(loaderData.items) }] : []),
];

export default function FaqPage({ loaderData: content }: Route.ComponentProps) {
  const { faq: FAQ_LABELS } = useUi();
  return (
    <>
      <PageIntro heading={content.intro.heading} body={content.intro.body} />
      <div className="container-page max-w-3xl py-16">
        <FaqAccordion items={content.items} />
        <aside className="mt-10 flex flex-col items-center gap-6 rounded-3xl bg-page-tint p-6 text-center sm:p-8">
          {content.supportNote !== null && (
            <p className="flex items-start gap-3 text-start leading-7 sm:items-center">
              <Icon name="headset" className="mt-1 size-6 shrink-0 text-accent sm:mt-0" />
              <span>
                <TextWithEmailLinks text={content.supportNote} />
              </span>
            </p>
          )}
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
