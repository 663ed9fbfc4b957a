import { Form } from "react-router";
import { DOMAIN_NAME_MAX_LENGTH } from "#core/domain-name";
import { CardListSection } from "../components/account/card-list-section";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { RowAction } from "../components/dashboard/row-action";
import { CopyableCode } from "../components/ui/copyable-code";
import { DOMAINS_COPY } from "../content/domains";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { type DomainRow, loadDomainsPage, updateDomains } from "../lib/domains/domains-page.server";
import { dateLocale } from "../lib/i18n/intl-locale";
import { isolatedIn } from "../lib/i18n/isolate";
import { usePageCopy } from "../lib/i18n/use-page-copy";
import type { Route } from "./+types/dashboard-domains";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountPageMeta(
    matches,
    loaderData?.copy.title ?? DOMAINS_COPY.title,
    loaderData?.copy.metaDescription ?? DOMAINS_COPY.metaDescription,
  );

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadDomainsPage(args);

export const action = (args: Route.ActionArgs) => updateDomains(args);

type Copy = Route.ComponentProps["loaderData"]["copy"];
type Format = (message: string, values?: Record<string, string>) => string;

export default function DomainsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy: COPY, locale, format } = usePageCopy(loaderData);
  const date = new Intl.DateTimeFormat(dateLocale(locale), {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const when = (iso: string) => `${date.format(new Date(iso))} UTC`;
  const add = actionData?.intent === "add" ? actionData : undefined;
  const removed = actionData?.intent === "remove" && actionData.removed === true;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
        <p className="mt-2 font-semibold text-ink [overflow-wrap:anywhere]">
          {format(COPY.workspaceNote, { workspace: loaderData.workspace })}
        </p>
        <p className="mt-2 text-ink-muted">{COPY.intro}</p>
      </div>

      <SettingsSection id="add" title={COPY.addTitle} description={COPY.addDescription}>
        <Form key={add?.added ?? "add"} method="post" className="flex flex-col gap-4" noValidate>
          <TextField
            id="domain-name"
            name="domain"
            label={COPY.nameLabel}
            hint={COPY.nameHint}
            error={add?.error}
            maxLength={DOMAIN_NAME_MAX_LENGTH}
            autoComplete="off"
            dir="ltr"
          />
          <div>
            <SubmitButton intent="add" label={COPY.addButton} pendingLabel={COPY.addPending} />
          </div>
        </Form>
      </SettingsSection>

      <CardListSection
        id="your-domains"
        title={COPY.listTitle}
        removedMessage={removed ? COPY.removed : null}
        empty={COPY.empty}
        items={loaderData.domains}
        card={(domain) => (
          <DomainCard
            domain={domain}
            result={actionData}
            copy={COPY}
            format={format}
            when={when}
            isolate={isolatedIn(locale)}
          />
        )}
      />
    </div>
  );
}

function DomainCard({
  domain,
  result,
  copy: COPY,
  format,
  when,
  isolate,
}: {
  domain: DomainRow;
  result: Route.ComponentProps["actionData"];
  copy: Copy;
  format: Format;
  when: (iso: string) => string;
  /** A name inside the page's sentences, kept in order on a right-to-left page. */
  isolate: (text: string) => string;
}) {
  const mine = result !== undefined && "id" in result && result.id === domain.id ? result : undefined;
  const headingId = `domain-${domain.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-page p-5"
    >
      <h3 id={headingId} className="text-lg font-bold text-ink [overflow-wrap:anywhere]" dir="ltr">
        {domain.domain}
      </h3>
      <p className="text-sm font-semibold text-ink" data-status={domain.status}>
        {COPY.status[domain.status]}
      </p>
      {domain.default ? (
        <p className="text-sm font-semibold text-ink" data-default="true">
          {domain.status === "verified" ? COPY.defaultOn : COPY.defaultWaiting}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        {COPY.lastChecked}: {domain.lastCheckedAt === null ? COPY.never : when(domain.lastCheckedAt)}
      </p>
      {domain.problem !== null ? <FormMessage tone="error">{domain.problem}</FormMessage> : null}
      {domain.status === "verified" && domain.proofMissingSince !== null ? (
        <FormMessage tone="error">
          {format(COPY.proofMissing, { since: when(domain.proofMissingSince) })}
        </FormMessage>
      ) : null}
      {mine?.intent === "verify" && mine.verified === true ? (
        <FormMessage tone="success">{COPY.verified}</FormMessage>
      ) : null}
      {mine?.error !== undefined ? <FormMessage tone="error">{mine.error}</FormMessage> : null}
      {domain.status !== "verified" || domain.proofMissingSince !== null ? (
        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold text-ink">{COPY.recordsTitle}</h4>
          <CopyableCode
            caption={format(COPY.txtCaption, { name: isolate(domain.verification.name) })}
            copyTarget={COPY.txtCopyTarget}
            code={domain.verification.value}
            wrap
          />
          <CopyableCode
            caption={format(COPY.cnameCaption, { name: isolate(domain.domain) })}
            copyTarget={COPY.cnameCopyTarget}
            code={domain.target}
            wrap
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <RowAction
          field={{ name: "domainId", value: domain.id }}
          intent="verify"
          label={COPY.verifyButton}
          pendingLabel={COPY.verifyPending}
          accessibleName={`${COPY.verifyButton} ${domain.domain}`}
          tone="accent"
        />
        {domain.default ? (
          <RowAction
            field={{ name: "domainId", value: domain.id }}
            intent="no-default"
            label={COPY.defaultClear}
            pendingLabel={COPY.defaultPending}
            accessibleName={`${COPY.defaultClear}: ${domain.domain}`}
          />
        ) : (
          <RowAction
            field={{ name: "domainId", value: domain.id }}
            intent="default"
            label={COPY.defaultButton}
            pendingLabel={COPY.defaultPending}
            accessibleName={`${COPY.defaultButton}: ${domain.domain}`}
          />
        )}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-red-700 dark:text-red-300">
          {COPY.removeButton}
        </summary>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="domainId" value={domain.id} />
          <p className="text-ink-muted">{format(COPY.removeConfirm, { name: domain.domain })}</p>
          <TextField
            id={`confirm-${domain.id}`}
            name="confirm"
            label={COPY.removeLabel}
            autoComplete="off"
            maxLength={DOMAIN_NAME_MAX_LENGTH}
            dir="ltr"
          />
          <div>
            <SubmitButton
              intent="remove"
              label={COPY.removeButton}
              pendingLabel={COPY.removePending}
              variant="danger"
            />
          </div>
        </Form>
      </details>
    </article>
  );
}
