import { Form, Link } from "react-router";
import { WORKSPACE_NAME_MAX_LENGTH } from "#core/workspace-roles";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { MEMBERS_PATH } from "../components/dashboard/link-paths";
import { RowAction } from "../components/dashboard/row-action";
import { textLink } from "../components/generator/styles";
import { WORKSPACES_COPY } from "../content/workspaces";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { useFormat } from "../lib/i18n/use-copy";
import { usePageModule } from "../lib/i18n/use-page-module";
import {
  loadWorkspacesPage,
  updateWorkspaces,
  type WorkspaceListing,
  type WorkspacesResult,
} from "../lib/workspaces/workspaces-page.server";
import type { Route } from "./+types/dashboard-workspaces";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const copy = loaderData?.pageCopy.modules.WORKSPACES_COPY ?? WORKSPACES_COPY;
  return accountPageMeta(matches, copy.title, copy.metaDescription);
};

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadWorkspacesPage(args);

export const action = (args: Route.ActionArgs) => updateWorkspaces(args);

/** A shared workspace's owner settings: rename, and delete with its name typed again. */
function OwnerControls({
  workspace,
  result,
}: {
  workspace: WorkspaceListing;
  result: WorkspacesResult | undefined;
}) {
  const mine =
    result !== undefined && "workspace" in result && result.workspace === workspace.id ? result : undefined;
  const rename = mine?.intent === "rename" ? mine : undefined;
  const remove = mine?.intent === "delete" ? mine : undefined;
  const COPY = usePageModule("WORKSPACES_COPY", WORKSPACES_COPY);
  const format = useFormat();
  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-line pt-4">
      <Form method="post" className="flex flex-col gap-3" noValidate>
        <input type="hidden" name="workspace" value={workspace.id} />
        {rename?.done ? <FormMessage tone="success">{rename.done}</FormMessage> : null}
        <TextField
          id={`rename-${workspace.id}`}
          name="name"
          label={format(COPY.renameName, { name: workspace.name })}
          defaultValue={workspace.name}
          maxLength={WORKSPACE_NAME_MAX_LENGTH}
          autoComplete="off"
          error={rename?.error}
        />
        <div>
          <SubmitButton
            intent="rename"
            label={COPY.renameButton}
            pendingLabel={COPY.renamePending}
            variant="secondary"
          />
        </div>
      </Form>
      {workspace.personal ? null : (
        <details
          className="rounded-xl border border-red-600/40 p-3 dark:border-red-400/40"
          open={remove !== undefined}
        >
          <summary className="cursor-pointer text-sm font-semibold text-red-700 dark:text-red-300">
            {COPY.deleteTitle}
          </summary>
          <Form method="post" className="mt-3 flex flex-col gap-3" noValidate>
            <input type="hidden" name="workspace" value={workspace.id} />
            <p className="text-sm text-ink-muted">{COPY.deleteWarning}</p>
            <TextField
              id={`confirm-${workspace.id}`}
              name="confirm"
              label={format(COPY.deleteConfirmLabel, { name: workspace.name })}
              autoComplete="off"
              error={remove?.error}
            />
            <div>
              <SubmitButton
                intent="delete"
                label={COPY.deleteButton}
                pendingLabel={COPY.deletePending}
                variant="danger"
              />
            </div>
          </Form>
        </details>
      )}
    </div>
  );
}

export default function WorkspacesPage({ loaderData, actionData }: Route.ComponentProps) {
  const create = actionData?.intent === "create" ? actionData : undefined;
  const general =
    actionData?.intent === "switch" || actionData?.intent === "invalid" ? actionData : undefined;
  const COPY = usePageModule("WORKSPACES_COPY", WORKSPACES_COPY);
  const format = useFormat();
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
        <p className="mt-2 text-ink-muted">{COPY.intro}</p>
      </div>
      {loaderData.deleted && actionData === undefined ? (
        <FormMessage tone="success">{COPY.deleted}</FormMessage>
      ) : null}
      {general ? <FormMessage tone="error">{general.error}</FormMessage> : null}

      <ul className="flex flex-col gap-3" aria-label={COPY.title}>
        {loaderData.workspaces.map((workspace) => (
          <li key={workspace.id}>
            <article
              aria-label={workspace.name}
              className={`rounded-2xl border bg-card p-4 shadow-sm sm:p-5 ${workspace.current ? "border-accent" : "border-line"}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg font-bold text-ink [overflow-wrap:anywhere]">{workspace.name}</h2>
                  <p className="text-sm text-ink-muted">
                    {workspace.personal ? COPY.personalNote : format(COPY.yourRole, { role: workspace.role })}
                  </p>
                </div>
                {workspace.current ? (
                  <div className="flex flex-wrap items-center gap-3">
                    {workspace.personal ? null : (
                      <Link to={MEMBERS_PATH} className={`text-sm font-semibold ${textLink}`}>
                        {COPY.members}
                      </Link>
                    )}
                    <span className="rounded-full bg-page-tint px-3 py-1 text-sm font-semibold text-accent">
                      {COPY.current}
                    </span>
                  </div>
                ) : (
                  <RowAction
                    field={{ name: "workspace", value: workspace.id }}
                    intent="switch"
                    label={COPY.open}
                    pendingLabel={COPY.opening}
                    accessibleName={format(COPY.openFor, { name: workspace.name })}
                    tone="accent"
                  />
                )}
              </div>
              {workspace.owner ? <OwnerControls workspace={workspace} result={actionData} /> : null}
            </article>
          </li>
        ))}
      </ul>

      <SettingsSection id="create-workspace" title={COPY.createTitle} description={COPY.createDescription}>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          {create ? <FormMessage tone="error">{create.error}</FormMessage> : null}
          <TextField
            id="workspace-name"
            name="name"
            label={COPY.nameLabel}
            hint={COPY.nameHint}
            maxLength={WORKSPACE_NAME_MAX_LENGTH}
            autoComplete="off"
          />
          <div>
            <SubmitButton intent="create" label={COPY.createButton} pendingLabel={COPY.createPending} />
          </div>
        </Form>
      </SettingsSection>
    </div>
  );
}
