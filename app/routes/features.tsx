import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { AccountLink } from "../components/ui/account-link";
import { ButtonLink } from "../components/ui/button-link";
import { CallToActionBand } from "../components/ui/call-to-action-band";
import { CheckList } from "../components/ui/check-list";
import { IconBadge } from "../components/ui/icon-badge";
import { PageIntro } from "../components/ui/page-intro";
import { catalogue } from "../content/catalogues.server";
import type { FeatureGroup } from "../content/features";
import { useUi } from "../lib/i18n/use-copy";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/features";

/** Sent as HTML with a small script, without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

/** The copy travels as loader data (prerendered into the HTML), not in the page's JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return catalogue(requestLocale(request)).FEATURES;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFromLoader(loaderData, SITE_PAGES.features, matches);

function FeatureGroupCard({ group }: { group: FeatureGroup }) {
  return (
    <article className="h-full rounded-3xl border border-line bg-card p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-4">
        <IconBadge name={group.icon} size="lg" />
        <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{group.title}</h2>
      </div>
      <p className="mt-4 leading-7 text-ink-muted">{group.description}</p>
      <div className="mt-6">
        <CheckList items={group.items} />
      </div>
    </article>
  );
}

export default function Features({ loaderData: content }: Route.ComponentProps) {
  const { account: ACCOUNT_LABELS, buttons: BUTTON_LABELS } = useUi();
  return (
    <>
      <PageIntro heading={content.intro.heading} body={content.intro.body} />
      <ul className="container-page grid gap-6 py-16 lg:grid-cols-2">
        {content.groups.map((group) => (
          <li key={group.title}>
            <FeatureGroupCard group={group} />
          </li>
        ))}
      </ul>
      <CallToActionBand cta={content.cta}>
        <AccountLink to="signup" variant="inverse" size="lg">
          {ACCOUNT_LABELS.startFree}
        </AccountLink>
        <ButtonLink to={SITE_PAGES.home} variant="inverse-outline" size="lg">
          {BUTTON_LABELS.tryGenerator}
        </ButtonLink>
      </CallToActionBand>
    </>
  );
}
