import { Form, Link } from "react-router";
import { MIN_PASSWORD_LENGTH } from "#core/password-rules";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { roleAllows } from "#core/workspace-roles";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import {
  type SettingsErrors,
  type SettingsIntent,
  updateAccountSettings,
} from "../lib/auth/account-settings.server";
import { domainsSection } from "../lib/domains/domains-copy.server";
import { pageCopy } from "../lib/i18n/page-copy.server";
import { usePageCopy } from "../lib/i18n/use-page-copy";
import { webhooksEntry } from "../lib/webhooks/settings-entry.server";
import { requireWorkspace } from "../lib/workspaces/current-workspace.server";
import type { Route } from "./+types/dashboard-settings";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? accountPageMeta(matches, loaderData.copy.metaTitle, loaderData.copy.metaDescription)
    : [{ name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = accountPageHeaders;

/** The account's own settings; API keys belong to the current workspace, for its admins and owners. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "view");
  return {
    email: session.account.email,
    workspace: workspace.name,
    managesKeys: roleAllows(workspace.role, "manage_keys"),
    ...pageCopy(request, "SETTINGS_COPY"),
    managesDomains: roleAllows(workspace.role, "manage_domains"),
    webhooks: webhooksEntry(request, workspace),
    domainsSection: domainsSection(request, workspace.name),
  };
}

export const action = (args: Route.ActionArgs) => updateAccountSettings(args);

interface FormResult {
  errors: SettingsErrors;
  done?: string;
}

/** This form's errors and confirmation, when the last submission was this form's. */
function resultFor(
  actionData: ({ intent: SettingsIntent } & FormResult) | undefined,
  intent: SettingsIntent,
): FormResult {
  return actionData?.intent === intent ? actionData : { errors: {} };
}

/** The form-wide error or confirmation of the form's last submission. */
function ResultMessages({ result }: { result: FormResult }) {
  return (
    <>
      {result.errors.form ? <FormMessage tone="error">{result.errors.form}</FormMessage> : null}
      {result.done ? <FormMessage tone="success">{result.done}</FormMessage> : null}
    </>
  );
}

/** Every change on this page asks for the current password again (a stolen session is not enough). */
function CurrentPasswordField({ id, result, label }: { id: string; result: FormResult; label: string }) {
  return (
    <TextField
      id={id}
      name="currentPassword"
      label={label}
      type="password"
      autoComplete="current-password"
      error={result.errors.currentPassword}
    />
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const email = resultFor(actionData, "change-email");
  const password = resultFor(actionData, "change-password");
  const remove = resultFor(actionData, "delete-account");
  const { copy: COPY, format } = usePageCopy(loaderData);
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
        <p className="mt-1 break-words text-ink-muted">
          {COPY.signedInAs} <bdi dir="ltr">{loaderData.email}</bdi>
        </p>
      </div>

      <SettingsSection id="email" title={COPY.emailTitle} description={COPY.emailDescription}>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <ResultMessages result={email} />
          <TextField
            id="new-email"
            name="email"
            label={COPY.newEmail}
            type="email"
            autoComplete="email"
            defaultValue={loaderData.email}
            error={email.errors.email}
            maxLength={254}
          />
          <CurrentPasswordField id="email-current-password" result={email} label={COPY.currentPassword} />
          <div>
            <SubmitButton intent="change-email" label={COPY.changeEmail} pendingLabel={COPY.saving} />
          </div>
        </Form>
      </SettingsSection>

      <SettingsSection id="password" title={COPY.passwordTitle} description={COPY.passwordDescription}>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <ResultMessages result={password} />
          <CurrentPasswordField
            id="password-current-password"
            result={password}
            label={COPY.currentPassword}
          />
          <TextField
            id="new-password"
            name="newPassword"
            label={COPY.newPassword}
            type="password"
            autoComplete="new-password"
            hint={format(COPY.newPasswordHint, { min: MIN_PASSWORD_LENGTH })}
            error={password.errors.newPassword}
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={200}
          />
          <div>
            <SubmitButton intent="change-password" label={COPY.changePassword} pendingLabel={COPY.saving} />
          </div>
        </Form>
      </SettingsSection>

      <SettingsSection id="api-keys" title={COPY.apiKeysTitle} description={COPY.apiKeysDescription}>
        {loaderData.managesKeys ? (
          <p>
            <Link to={ACCOUNT_PATHS.apiKeys} className="font-semibold text-accent underline">
              {COPY.manageApiKeys}
            </Link>
          </p>
        ) : (
          <p className="text-ink-muted [overflow-wrap:anywhere]">
            {format(COPY.managedByAdmins, { workspace: loaderData.workspace })}
          </p>
        )}
      </SettingsSection>

      <SettingsSection
        id="domains"
        title={loaderData.domainsSection.title}
        description={loaderData.domainsSection.description}
      >
        <p className={loaderData.managesDomains ? "" : "text-ink-muted [overflow-wrap:anywhere]"}>
          {loaderData.managesDomains ? (
            <Link to={ACCOUNT_PATHS.domains} className="font-semibold text-accent underline">
              {loaderData.domainsSection.link}
            </Link>
          ) : (
            loaderData.domainsSection.managedByAdmins
          )}
        </p>
      </SettingsSection>

      <SettingsSection
        id="webhooks"
        title={loaderData.webhooks.title}
        description={loaderData.webhooks.description}
      >
        <p className={loaderData.webhooks.manages ? "" : "text-ink-muted [overflow-wrap:anywhere]"}>
          {loaderData.webhooks.manages ? (
            <Link to={ACCOUNT_PATHS.webhooks} className="font-semibold text-accent underline">
              {loaderData.webhooks.link}
            </Link>
          ) : (
            loaderData.webhooks.managedByAdmins
          )}
        </p>
      </SettingsSection>

      <SettingsSection
        id="delete"
        title={COPY.deleteTitle}
        tone="danger"
        description={<p>{COPY.deleteDescription}</p>}
      >
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <ResultMessages result={remove} />
          <CurrentPasswordField id="delete-current-password" result={remove} label={COPY.deleteConfirm} />
          <div>
            <SubmitButton
              intent="delete-account"
              variant="danger"
              label={COPY.deleteButton}
              pendingLabel={COPY.deleting}
            />
          </div>
        </Form>
      </SettingsSection>
    </div>
  );
}
