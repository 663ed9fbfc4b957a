import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { LinkGenerator } from "../components/generator/link-generator";
import { AccountLink } from "../components/ui/account-link";
import { ButtonLink } from "../components/ui/button-link";
import { CallToActionBand } from "../components/ui/call-to-action-band";
import { IconBadge } from "../components/ui/icon-badge";
import { IconCard } from "../components/ui/icon-card";
import { SectionHeading } from "../components/ui/section-heading";
import { catalogue } from "../content/catalogues.server";
import type { HomeContent } from "../content/home";
import { useUi } from "../lib/i18n/use-copy";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import type { Route } from "./+types/home";

/** The copy travels as loader data (prerendered into the HTML), not in the page's JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return catalogue(requestLocale(request)).HOME;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFromLoader(loaderData, SITE_PAGES.home, matches);

function Hero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-page-tint to-page">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-0 mx-auto h-72 w-[48rem] max-w-full rounded-full bg-brand opacity-15 blur-3xl"
      />
      <div className="container-page relative pb-10 pt-14 text-center sm:pt-20">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-card px-3 py-1 text-sm font-semibold text-accent">
          <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
          {hero.eyebrow}
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-balance text-4xl font-extrabold tracking-tight sm:text-6xl">
          {hero.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg leading-8 text-ink-muted">
          {hero.subheading}
        </p>
      </div>
    </section>
  );
}

function GeneratorSection() {
  return (
    // A plain wrapper: the generator brings its own labelled region.
    <div id="generator" className="container-page relative -mt-2 pb-16">
      <div className="mx-auto max-w-5xl">
        <LinkGenerator variant="page" />
      </div>
    </div>
  );
}

function FeatureStrip({ strip }: { strip: HomeContent["strip"] }) {
  const { home: HOME_LABELS } = useUi();
  return (
    <section aria-label={HOME_LABELS.strip} className="border-y border-line bg-page-soft">
      <ul className="container-page grid gap-8 py-10 md:grid-cols-3">
        {strip.map((item) => (
          <li key={item.title} className="flex items-start gap-4">
            <IconBadge name={item.icon} />
            <div>
              <h2 className="font-semibold">{item.title}</h2>
              <p className="mt-1 text-sm leading-6 text-ink-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhyChoose({ whyChoose }: { whyChoose: HomeContent["whyChoose"] }) {
  return (
    <section aria-labelledby="why-choose" className="container-page py-16 sm:py-24">
      <SectionHeading id="why-choose" heading={whyChoose.heading} intro={whyChoose.intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {whyChoose.cards.map((card) => (
          <li key={card.title}>
            <IconCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData: content }: Route.ComponentProps) {
  const { account: ACCOUNT_LABELS } = useUi();
  return (
    <>
      <Hero hero={content.hero} />
      <GeneratorSection />
      <FeatureStrip strip={content.strip} />
      <WhyChoose whyChoose={content.whyChoose} />
      <CallToActionBand cta={content.cta}>
        <ButtonLink to={SITE_PAGES["how-it-works"]} variant="inverse" size="lg" withArrow>
          {content.cta.buttonLabel}
        </ButtonLink>
        <AccountLink to="signup" variant="inverse-outline" size="lg">
          {ACCOUNT_LABELS.startFree}
        </AccountLink>
      </CallToActionBand>
    </>
  );
}
