import { SITE_PAGES } from "../../core/site-pages";
import { AccountLink } from "../components/ui/account-link";
import { ButtonLink } from "../components/ui/button-link";
import { CallToActionBand } from "../components/ui/call-to-action-band";
import { CheckList } from "../components/ui/check-list";
import { IconBadge } from "../components/ui/icon-badge";
import { PageIntro } from "../components/ui/page-intro";
import { FEATURES, type FeatureGroup } from "../content/features";
import { ACCOUNT_LABELS, BUTTON_LABELS } from "../content/ui-labels";
import { pageMeta, siteConfigFromMatches } from "../lib/page-meta";
import type { Route } from "./+types/features";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ meta: FEATURES.meta, path: SITE_PAGES.features, config: siteConfigFromMatches(matches) });

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

export default function Features() {
  return (
    <>
      <PageIntro heading={FEATURES.intro.heading} body={FEATURES.intro.body} />
      <ul className="container-page grid gap-6 py-16 lg:grid-cols-2">
        {FEATURES.groups.map((group) => (
          <li key={group.title}>
            <FeatureGroupCard group={group} />
          </li>
        ))}
      </ul>
      <CallToActionBand cta={FEATURES.cta}>
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
