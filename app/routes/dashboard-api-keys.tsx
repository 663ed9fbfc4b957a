import { Form, Link } from "react-router";
import { API_KEY_NAME_MAX_LENGTH } from "#core/limits";
import { SITE_PAGES } from "#core/site-pages";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { RowAction, RowCard } from "../components/dashboard/row-action";
import { CopyableCode } from "../components/ui/copyable-code";
import { loadApiKeysPage, updateApiKeys } from "../lib/api-keys/api-keys-page.server";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { dateLocale } from "../lib/i18n/intl-locale";
import { usePageCopy } from "../lib/i18n/use-page-copy";
import type { Route } from "./+types/dashboard-api-keys";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? accountPageMeta(matches, loaderData.copy.title, loaderData.copy.metaDescription)
    : [{ name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadApiKeysPage(args);

export const action = (args: Route.ActionArgs) => updateApiKeys(args);

export default function ApiKeysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy: COPY, locale, format } = usePageCopy(loaderData);
  const DATE = new Intl.DateTimeFormat(dateLocale(locale), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const workspace = { workspace: loaderData.workspace };
  const create = actionData?.intent === "create" ? actionData : undefined;
  const revoke = actionData?.intent === "revoke" ? actionData : undefined;
  const created = create?.created;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
        <p className="mt-2 font-semibold text-ink [overflow-wrap:anywhere]">
          {format(COPY.workspaceNote, workspace)}
        </p>
        <p className="mt-2 text-ink-muted">{COPY.intro}</p>
        <p className="mt-2">
          <Link className="font-semibold text-accent underline" to={SITE_PAGES["api-docs"]}>
            {COPY.documentLink}
          </Link>
        </p>
      </div>

      {created ? (
        <section
          aria-labelledby="new-key"
          className="flex flex-col gap-3 rounded-2xl border border-accent bg-page p-5"
        >
          <h2 id="new-key" className="text-lg font-bold text-ink">
            {COPY.createdTitle}
          </h2>
          <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
            {format(COPY.createdFor, workspace)} {COPY.createdNote}
          </p>
          <CopyableCode
            caption={`${COPY.createdCaption}: ${created.name}`}
            copyTarget={COPY.keyTarget}
            code={created.key}
            wrap
          />
          <CopyableCode
            caption={COPY.curlCaption}
            copyTarget={COPY.commandTarget}
            code={`curl ${loaderData.apiBase}/links -H "Authorization: Bearer ${created.key}"`}
            wrap
          />
        </section>
      ) : null}

      <SettingsSection id="create" title={COPY.createTitle} description={COPY.createDescription}>
        {/* A new form once a key is made: the name and password typed for it are cleared. */}
        <Form key={created?.id ?? "create"} method="post" className="flex flex-col gap-4" noValidate>
          {create?.errors.form ? <FormMessage tone="error">{create.errors.form}</FormMessage> : null}
          <TextField
            id="key-name"
            name="name"
            label={COPY.nameLabel}
            hint={COPY.nameHint}
            error={created ? undefined : create?.errors.name}
            maxLength={API_KEY_NAME_MAX_LENGTH}
            autoComplete="off"
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">{COPY.scopeLegend}</legend>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="scope"
                value="write"
                defaultChecked
                className="size-4 accent-accent"
              />
              {COPY.scopeWrite}
            </label>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" name="scope" value="read" className="size-4 accent-accent" />
              {COPY.scopeRead}
            </label>
          </fieldset>
          <TextField
            id="key-password"
            name="currentPassword"
            label={COPY.passwordLabel}
            type="password"
            autoComplete="current-password"
            error={created ? undefined : create?.errors.currentPassword}
          />
          <div>
            <SubmitButton intent="create" label={COPY.createButton} pendingLabel={COPY.createPending} />
          </div>
        </Form>
      </SettingsSection>

      <section aria-labelledby="your-keys" className="flex flex-col gap-3">
        <h2 id="your-keys" className="text-xl font-bold text-ink">
          {COPY.listTitle}
        </h2>
        {revoke?.errors.form ? <FormMessage tone="error">{revoke.errors.form}</FormMessage> : null}
        {revoke?.revoked ? <FormMessage tone="success">{COPY.revoked}</FormMessage> : null}
        {loaderData.keys.length === 0 ? (
          <p className="text-ink-muted">{COPY.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {loaderData.keys.map((key) => (
              <li key={key.id}>
                <RowCard
                  label={key.name}
                  title={key.name}
                  details={
                    <>
                      <p className="text-sm text-ink-muted">
                        {COPY.scopeNames[key.scope]} · <span className="font-mono">{key.id}</span>
                      </p>
                      <p className="text-sm text-ink-muted">
                        {COPY.created} {DATE.format(new Date(key.createdAt))} · {COPY.lastUsed}{" "}
                        {key.lastUsedAt === null ? COPY.neverUsed : DATE.format(new Date(key.lastUsedAt))}
                      </p>
                    </>
                  }
                >
                  <RowAction
                    field={{ name: "keyId", value: key.id }}
                    intent="revoke"
                    label={COPY.revokeButton}
                    pendingLabel={COPY.revokePending}
                    accessibleName={`${COPY.revokeButton} ${key.name}`}
                  />
                </RowCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
