import { createContext, useContext } from "react";
import { SITE_PAGES } from "#core/site-pages";
import { NotFoundPage } from "../components/not-found/not-found-page";
import { OpensAt } from "../components/team-card/opens-at";
import { buttonClasses } from "../components/ui/button-styles";
import { Icon } from "../components/ui/icon";
import { TEAM_CARD, type TeamCardContent } from "../content/team-card";
import { formatMessage } from "../lib/i18n/format-message";
import { useFormat } from "../lib/i18n/use-copy";
import { localeFromMatches, siteConfigFromMatches } from "../lib/page-meta";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import { CARD_HEADERS, loadTeamCardPage, type TeamCardView } from "../lib/team-card/team-card-page.server";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/team-card";

/** Sent as HTML with a small script, without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

/**
 * `/<code>/card`: the public contact card of a team link (business name, departments, agents'
 * first names, open now or when they open next, a button each), and its closed state, where
 * the redirect sends a visitor when nobody is open (`?closed=1`). No agent's number is ever
 * in this page or its data. Anything but a team link served now: Link Not Found, 404.
 */
export const loader = (args: Route.LoaderArgs) => loadTeamCardPage(args);

// The layout's Vary: Cookie kept; never stored (open state changes by the minute; the closed page must be fresh).
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) headers.set(name, value);
  for (const [name, value] of Object.entries(CARD_HEADERS)) headers.set(name, value);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData === undefined || !loaderData.found)
    return metaFromLoader(loaderData, SITE_PAGES["404"], matches, { indexable: false });
  const { siteName } = siteConfigFromMatches(matches);
  const { businessName, code } = loaderData.card;
  const COPY = loaderData.copy;
  const locale = localeFromMatches(matches);
  const meta = {
    title: `${formatMessage(locale, COPY.title, { business: businessName })} | ${siteName}`,
    description: formatMessage(locale, COPY.metaDescription, { business: businessName }),
    keywords: [],
  };
  // Owners' own words: kept out of search indexes, like every page made of what a user typed.
  return metaFromLoader({ meta }, `/${code}/card`, matches, { indexable: false }).filter(
    (tag) => !("name" in tag && tag.name === "keywords"),
  );
};

/** The card's words in the visitor's language (loader data), for the parts below the page. */
const CardCopy = createContext<TeamCardContent>(TEAM_CARD);

const STATUS_DOT = "inline-block size-2.5 shrink-0 rounded-full";

export default function TeamCardPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundPage content={loaderData} />;
  const { card, now, closedPage, copy: COPY } = loaderData;
  const closed = card.closed || (closedPage && !card.openNow);
  // A link on a custom domain is opened there (its code on this site may be another link).
  const path = `/${encodeURIComponent(card.code)}`;
  const base = loaderData.domain === null ? path : loaderData.shortUrl;
  const vcard = `${path}/card.vcf${loaderData.domain === null ? "" : `?domain=${encodeURIComponent(loaderData.domain)}`}`;
  const named = card.departments.filter((d) => d.name !== null);
  return (
    <CardCopy.Provider value={COPY}>
      <div className="bg-gradient-to-b from-page-tint to-page">
        {closedPage && <AddressOfClosedPage path={`${path}/card?closed=1`} />}
        <div className="container-page max-w-2xl py-8 sm:py-14">
          <article
            aria-labelledby="card-business"
            className="rounded-3xl border border-line bg-card p-5 shadow-sm sm:p-8"
          >
            <header className="text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-page-tint text-accent">
                <Icon name="message" className="size-7" />
              </span>
              <p className="mt-4 text-sm font-semibold text-ink-muted">{COPY.eyebrow}</p>
              <h1
                id="card-business"
                dir="auto"
                className="mt-1 text-balance break-words text-3xl font-extrabold tracking-tight sm:text-4xl"
              >
                {card.businessName}
              </h1>
              <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-line px-3 py-1 text-sm font-semibold">
                <span
                  aria-hidden="true"
                  className={`${STATUS_DOT} ${card.openNow ? "bg-accent" : "bg-ink-muted"}`}
                />
                {card.openNow ? COPY.openNow : COPY.closedNow}
              </p>
              {closed ? (
                <ClosedNotice card={card} now={now} />
              ) : (
                <p className="mx-auto mt-4 max-w-md text-pretty text-ink-muted">{COPY.intro}</p>
              )}
              <p className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
                {closed ? (
                  card.reachable && (
                    <a href={`${base}?anyway=1`} className={buttonClasses("primary", "lg")}>
                      <Icon name="message" />
                      {COPY.messageAnyway}
                    </a>
                  )
                ) : (
                  <a href={base} className={buttonClasses("primary", "lg")}>
                    <Icon name="message" />
                    {COPY.messageUs}
                  </a>
                )}
                <a href={vcard} className={buttonClasses("secondary", "lg")}>
                  <Icon name="download" />
                  {COPY.saveContact}
                </a>
              </p>
            </header>
            {card.departments.length > 0 && (
              <section aria-labelledby="card-team" className="mt-8 border-t border-line pt-6">
                <h2 id="card-team" className="text-lg font-bold">
                  {COPY.teamHeading}
                </h2>
                {card.departments.map((department, i) => (
                  <Department
                    key={department.name ?? ""}
                    department={department}
                    index={i}
                    withHeading={named.length > 0}
                    // A closed department's button would only lead back to the closed page.
                    withButton={named.length > 1 && department.name !== null && department.open}
                    base={base}
                    now={now}
                  />
                ))}
              </section>
            )}
          </article>
        </div>
      </div>
    </CardCopy.Provider>
  );
}

/**
 * The redirect renders this page at the short link's own address (`/<code>`, a 200) by handing
 * the app `/<code>/card?closed=1`. Before the router starts in the browser, the address bar is
 * set to that path, so the browser's router matches this route as the server did (at `/<code>`
 * it would match Link Not Found and never hydrate). A classic inline script runs before the
 * deferred module that starts the router. `path` holds only code characters ([A-Za-z0-9_-]).
 */
function AddressOfClosedPage({ path }: { path: string }) {
  const script = `if(location.pathname+location.search!==${JSON.stringify(path)})history.replaceState(history.state,"",${JSON.stringify(path)}+location.hash)`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours around a code, which holds no quote or angle bracket
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

function ClosedNotice({ card, now }: { card: TeamCardView; now: number }) {
  const COPY = useContext(CardCopy);
  const format = useFormat();
  return (
    <div className="mx-auto mt-6 max-w-md rounded-2xl bg-page-tint p-4 text-start sm:p-5">
      <h2 className="text-xl font-bold">{COPY.closedHeading}</h2>
      <p className="mt-2 text-pretty text-ink-muted">
        {format(COPY.closedBody, { business: card.businessName })}
      </p>
      <p className="mt-3 flex items-center gap-2 font-semibold">
        <Icon name="clock" className="size-5 shrink-0 text-accent" />
        {card.opens === null ? COPY.noOpening : <OpensAt opens={card.opens} now={now} copy={COPY} />}
      </p>
    </div>
  );
}

function Department({
  department,
  index,
  withHeading,
  withButton,
  base,
  now,
}: {
  department: TeamCardView["departments"][number];
  index: number;
  withHeading: boolean;
  withButton: boolean;
  base: string;
  now: number;
}) {
  const COPY = useContext(CardCopy);
  const format = useFormat();
  const headingId = `card-department-${index}`;
  const name = department.name ?? COPY.otherDepartment;
  return (
    <section aria-labelledby={withHeading ? headingId : "card-team"} className="mt-5">
      {withHeading && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            <bdi>{name}</bdi>
          </h3>
          {withButton && department.name !== null && (
            <a
              href={`${base}?department=${encodeURIComponent(department.name)}`}
              className="inline-flex min-h-10 items-center text-sm font-semibold text-accent underline underline-offset-4 hover:text-accent-hover"
            >
              {format(COPY.messageDepartment, { department: department.name })}
            </a>
          )}
        </div>
      )}
      <ul className="mt-2 grid gap-2">
        {department.agents.map((agent) => (
          <li
            key={agent.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line p-3 ps-4"
          >
            <div className="min-w-0">
              {/* bdi: a name in another script keeps its own direction; the line keeps the page's. */}
              <p className="break-words font-semibold">
                <bdi>{agent.firstName}</bdi>
              </p>
              <p className="mt-0.5 flex items-center gap-2 text-sm text-ink-muted">
                <span
                  aria-hidden="true"
                  className={`${STATUS_DOT} ${agent.open ? "bg-accent" : "bg-ink-muted"}`}
                />
                {agent.open ? (
                  COPY.openNow
                ) : agent.opens === null ? (
                  COPY.noOpening
                ) : (
                  <OpensAt opens={agent.opens} now={now} copy={COPY} />
                )}
              </p>
            </div>
            <a
              href={`${base}?agent=${encodeURIComponent(agent.id)}`}
              className={buttonClasses(agent.open ? "primary" : "secondary", "md")}
            >
              {format(COPY.messageAgent, { firstName: agent.firstName })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
