import { Form } from "react-router";
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH } from "#core/webhooks";
import { CardListSection } from "../components/account/card-list-section";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { RowAction } from "../components/dashboard/row-action";
import { CopyableCode } from "../components/ui/copyable-code";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { dateLocale } from "../lib/i18n/intl-locale";
import { usePageCopy } from "../lib/i18n/use-page-copy";
import { loadWebhooksPage, updateWebhooks, type WebhookRow } from "../lib/webhooks/webhooks-page.server";
import type { Route } from "./+types/dashboard-webhooks";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? accountPageMeta(matches, loaderData.copy.title, loaderData.copy.metaDescription)
    : [{ name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadWebhooksPage(args);

export const action = (args: Route.ActionArgs) => updateWebhooks(args);

type Page = ReturnType<typeof usePageCopy<Route.ComponentProps["loaderData"]["copy"]>> & {
  date: (iso: string) => string;
};

export default function WebhooksPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = usePageCopy(loaderData);
  const { copy: COPY, format } = page;
  const dates = new Intl.DateTimeFormat(dateLocale(page.locale), {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  const view: Page = { ...page, date: (iso) => dates.format(new Date(iso)) };
  const add = actionData?.intent === "add" ? actionData : undefined;
  const created = add?.created;
  const deleted = actionData?.intent === "delete" && actionData.done !== undefined;
  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
        <p className="mt-2 font-semibold text-ink [overflow-wrap:anywhere]">
          {format(COPY.workspaceNote, { workspace: loaderData.workspace })}
        </p>
        <p className="mt-2 text-ink-muted">{COPY.intro}</p>
      </div>

      {created ? (
        <section
          aria-labelledby="new-secret"
          className="flex flex-col gap-3 rounded-2xl border border-accent bg-page p-5"
        >
          <h2 id="new-secret" className="text-lg font-bold text-ink">
            {COPY.secretTitle}
          </h2>
          <p className="text-sm text-ink-muted">{COPY.secretNote}</p>
          <CopyableCode
            caption={COPY.secretCaption}
            copyTarget={COPY.secretTarget}
            code={created.secret}
            wrap
          />
        </section>
      ) : null}

      <SettingsSection id="add" title={COPY.addTitle} description={COPY.addDescription}>
        <Form key={created?.id ?? "add"} method="post" className="flex flex-col gap-4" noValidate>
          <TextField
            id="webhook-url"
            name="url"
            label={COPY.urlLabel}
            hint={COPY.urlHint}
            error={add?.error}
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            autoComplete="off"
            dir="ltr"
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">{COPY.eventsLegend}</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="events"
                  value={event}
                  defaultChecked={event !== "link.clicked"}
                  className="size-4 accent-accent"
                />
                <span>
                  {COPY.events[event]}{" "}
                  <code className="text-ink-muted" dir="ltr">
                    {event}
                  </code>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <SubmitButton intent="add" label={COPY.addButton} pendingLabel={COPY.addPending} />
          </div>
        </Form>
      </SettingsSection>

      <CardListSection
        id="your-webhooks"
        title={COPY.listTitle}
        removedMessage={deleted ? COPY.deleted : null}
        empty={COPY.empty}
        items={loaderData.webhooks}
        card={(hook) => <WebhookCard hook={hook} page={view} result={actionData} />}
      />
    </div>
  );
}

function WebhookCard({
  hook,
  page,
  result,
}: {
  hook: WebhookRow;
  page: Page;
  result: Route.ComponentProps["actionData"];
}) {
  const { copy: COPY, format } = page;
  const mine = result !== undefined && "id" in result && result.id === hook.id ? result : undefined;
  const headingId = `webhook-${hook.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-page p-5"
    >
      <h3
        id={headingId}
        className="font-mono text-base font-bold text-ink [overflow-wrap:anywhere]"
        dir="ltr"
      >
        {hook.url}
      </h3>
      <p className="text-sm text-ink-muted" dir="ltr">
        {hook.events.join(", ")}
      </p>
      <p className="text-sm font-semibold text-ink" data-enabled={hook.enabled}>
        {hook.enabled ? COPY.enabled : COPY.disabled}
      </p>
      {hook.disabledReason !== null && hook.disabledAt !== null ? (
        <FormMessage tone="error">
          {format(COPY.disabledBecause, { date: page.date(hook.disabledAt), reason: hook.disabledReason })}
        </FormMessage>
      ) : null}
      {mine?.done !== undefined && mine.intent !== "delete" ? (
        <FormMessage tone="success">{mine.done}</FormMessage>
      ) : null}
      {mine?.error !== undefined ? <FormMessage tone="error">{mine.error}</FormMessage> : null}
      <div className="flex flex-wrap items-end gap-3">
        <RowAction
          field={{ name: "webhookId", value: hook.id }}
          intent="test"
          label={COPY.testButton}
          pendingLabel={COPY.testPending}
          accessibleName={`${COPY.testButton}: ${hook.url}`}
          tone="accent"
        />
        <Form method="post">
          <input type="hidden" name="webhookId" value={hook.id} />
          <input type="hidden" name="enabled" value={hook.enabled ? "0" : "1"} />
          <SubmitButton
            intent="toggle"
            label={hook.enabled ? COPY.disableButton : COPY.enableButton}
            pendingLabel={COPY.togglePending}
            variant="secondary"
          />
        </Form>
      </div>
      <DeliveryLog hook={hook} page={page} />
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-red-700 dark:text-red-300">
          {COPY.deleteButton}
        </summary>
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-ink-muted">{COPY.deleteConfirm}</p>
          <RowAction
            field={{ name: "webhookId", value: hook.id }}
            intent="delete"
            label={COPY.deleteButton}
            pendingLabel={COPY.deletePending}
            accessibleName={`${COPY.deleteButton}: ${hook.url}`}
          />
        </div>
      </details>
    </article>
  );
}

function DeliveryLog({ hook, page }: { hook: WebhookRow; page: Page }) {
  const { copy: COPY, format } = page;
  return (
    <section aria-label={`${COPY.logTitle}: ${hook.url}`} className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-ink">{COPY.logTitle}</h4>
      {hook.deliveries.length === 0 ? (
        <p className="text-sm text-ink-muted">{COPY.logEmpty}</p>
      ) : (
        <div
          className="max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
          // The log's section above names it; a scrollable box must be reachable by keyboard.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="w-full text-start text-sm">
            <thead className="text-ink-muted">
              <tr>
                <th className="py-1 pe-3 text-start font-semibold">{COPY.columns.event}</th>
                <th className="py-1 pe-3 text-start font-semibold">{COPY.columns.result}</th>
                <th className="py-1 pe-3 text-start font-semibold">{COPY.columns.time}</th>
                <th className="hidden py-1 pe-3 text-start font-semibold sm:table-cell">
                  {COPY.columns.attempts}
                </th>
                <th className="py-1 text-start font-semibold">{COPY.columns.action}</th>
              </tr>
            </thead>
            <tbody>
              {hook.deliveries.map((delivery) => (
                <tr
                  key={delivery.id}
                  className="border-t border-line align-top"
                  data-status={delivery.status}
                >
                  <td className="py-2 pe-3">
                    <details>
                      <summary className="cursor-pointer font-mono" dir="ltr">
                        {delivery.event}
                      </summary>
                      <p className="mt-1 text-xs text-ink-muted">{COPY.requestSummary}</p>
                      <pre
                        className="mt-1 max-w-xs overflow-x-auto whitespace-pre-wrap break-all rounded bg-card p-2 text-xs"
                        dir="ltr"
                      >
                        {delivery.request}
                      </pre>
                    </details>
                  </td>
                  <td className="py-2 pe-3">
                    <span className="font-semibold">{COPY.status[delivery.status]}</span>
                    <br />
                    <span className="text-ink-muted" dir="ltr">
                      {delivery.attempts === 0
                        ? COPY.queued
                        : delivery.statusCode !== null
                          ? `HTTP ${delivery.statusCode}`
                          : (delivery.error ?? COPY.noAnswer)}
                    </span>
                    {delivery.nextAttemptAt !== null && delivery.attempts > 0 ? (
                      <>
                        <br />
                        <span className="text-ink-muted">
                          {format(COPY.nextTry, { date: page.date(delivery.nextAttemptAt) })}
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td className="py-2 pe-3 text-ink-muted">
                    {page.date(delivery.lastAttemptAt ?? delivery.createdAt)}
                    {delivery.durationMs !== null ? ` · ${delivery.durationMs} ms` : ""}
                  </td>
                  <td className="hidden py-2 pe-3 sm:table-cell">{delivery.attempts}</td>
                  <td className="py-2">
                    <RowAction
                      field={{ name: "delivery", value: `${hook.id} ${delivery.id}` }}
                      intent="redeliver"
                      label={COPY.redeliverButton}
                      pendingLabel={COPY.redeliverPending}
                      accessibleName={`${COPY.redeliverButton} ${delivery.event} ${delivery.id}`}
                      tone="accent"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
